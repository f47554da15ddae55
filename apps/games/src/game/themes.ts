/**
 * The look of a slot: every catalog game names a theme, and the engine's neutral symbol ids
 * (`seven`, `cherry`, `A`, `wild`, ...) are drawn with that theme's glyphs and colours. An id no
 * theme knows is shown as its own text, so a new symbol never breaks a game.
 */
import { THEME_IDS, THEMES, type ThemeId } from './theme-catalog';

export { THEME_IDS, THEMES, type ThemeId };

/** How a symbol is drawn: an emoji or short text, and the name a screen reader says. */
export type SymbolFace = { glyph: string; label: string; isText: boolean };

/** The colours of a theme; they become CSS custom properties of the page. */
export type Palette = {
  background: string;
  backgroundAccent: string;
  reel: string;
  reelBorder: string;
  cell: string;
  accent: string;
  text: string;
  highlight: string;
};

export type Theme = {
  id: string;
  palette: Palette;
  /** Glyph and name by symbol id; ids not listed fall back to the shared faces, then the id. */
  faces: Record<string, readonly [glyph: string, label: string]>;
};

const FALLBACK_THEME: ThemeId = 'classic';

/** Card ranks read as text in every theme; the palette gives them the theme's colours. */
const SHARED_FACES: Theme['faces'] = {
  A: ['A', 'Ace'],
  K: ['K', 'King'],
  Q: ['Q', 'Queen'],
  J: ['J', 'Jack'],
  '10': ['10', 'Ten'],
  bar: ['BAR', 'Bar'],
  seven: ['7', 'Seven'],
  wild: ['WILD', 'Wild'],
  scatter: ['★', 'Scatter'],
};

const isThemeId = (value: string): value is ThemeId =>
  (THEME_IDS as readonly string[]).includes(value);

/** The theme a game names; an unknown theme gets the classic look. */
export const getTheme = (themeId: string): Theme =>
  THEMES[isThemeId(themeId) ? themeId : FALLBACK_THEME];

const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;

/**
 * The way a symbol id is drawn in a theme; an id nobody knows is shown as its text. Where the
 * device has no colour emoji font (`canShowEmoji` false), an emoji symbol is shown by its name.
 */
export const getSymbolFace = (theme: Theme, symbolId: string, canShowEmoji = true): SymbolFace => {
  const face = Object.hasOwn(theme.faces, symbolId)
    ? theme.faces[symbolId]
    : Object.hasOwn(SHARED_FACES, symbolId)
      ? SHARED_FACES[symbolId]
      : undefined;
  if (!face) return { glyph: symbolId, label: symbolId, isText: true };
  const [glyph, label] = face;
  const isEmoji = PICTOGRAPHIC.test(glyph);
  if (isEmoji && !canShowEmoji) return { glyph: label, label, isText: true };
  return { glyph, label, isText: !isEmoji };
};

/** The palette as CSS custom properties, to be set on the page's root element. */
export const getPaletteProperties = (theme: Theme): [name: string, value: string][] =>
  Object.entries(theme.palette).map(([key, value]) => [
    `--theme-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`,
    value,
  ]);
