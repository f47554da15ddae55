/**
 * The look of a slot: every catalog game names a theme, and the engine's neutral symbol ids
 * (`seven`, `cherry`, `A`, `wild`, ...) are drawn with that theme's glyphs and colours. An id no
 * theme knows is shown as its own text, so a new symbol never breaks a game.
 */
import { THEME_IDS, THEMES, type CatalogLabel, type ThemeId } from './theme-catalog';

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

/** The names a set of faces gives its symbols, as the literal English texts. */
export type LabelsOf<Faces> = {
  [Id in keyof Faces]: Faces[Id] extends readonly [string, infer Label] ? Label : never;
}[keyof Faces];

const FALLBACK_THEME: ThemeId = 'classic';

/** Card ranks read as text in every theme; the palette gives them the theme's colours. */
export const SHARED_FACES = {
  A: ['A', 'Ace'],
  K: ['K', 'King'],
  Q: ['Q', 'Queen'],
  J: ['J', 'Jack'],
  '10': ['10', 'Ten'],
  bar: ['BAR', 'Bar'],
  seven: ['7', 'Seven'],
  wild: ['WILD', 'Wild'],
  scatter: ['★', 'Scatter'],
} as const satisfies Theme['faces'];

/** Every English symbol name; a language's texts must name each of them. */
export type SymbolLabel = CatalogLabel | LabelsOf<typeof SHARED_FACES>;

/** A language's name for every symbol, keyed by its English name. */
export type SymbolNames = Record<SymbolLabel, string>;

const SHARED: Theme['faces'] = SHARED_FACES;

/** English names the symbols as the catalog does, so English pages read exactly as before. */
export const SYMBOL_NAMES = Object.fromEntries(
  [SHARED, ...Object.values(THEMES).map((theme) => theme.faces)].flatMap((faces) =>
    Object.values(faces).map(([, label]) => [label, label]),
  ),
) as SymbolNames;

const isThemeId = (value: string): value is ThemeId =>
  (THEME_IDS as readonly string[]).includes(value);

/** The theme a game names; an unknown theme gets the classic look. */
export const getTheme = (themeId: string): Theme =>
  THEMES[isThemeId(themeId) ? themeId : FALLBACK_THEME];

const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;

/**
 * The way a symbol id is drawn in a theme, named in the page's language (`names`); an id nobody
 * knows is shown as its text. Where the device has no colour emoji font (`canShowEmoji` false),
 * an emoji symbol is shown by its name.
 */
export const getSymbolFace = (
  theme: Theme,
  symbolId: string,
  canShowEmoji = true,
  names: SymbolNames = SYMBOL_NAMES,
): SymbolFace => {
  const face = Object.hasOwn(theme.faces, symbolId)
    ? theme.faces[symbolId]
    : Object.hasOwn(SHARED, symbolId)
      ? SHARED[symbolId]
      : undefined;
  if (!face) return { glyph: symbolId, label: symbolId, isText: true };
  const [glyph, english] = face;
  const label = Object.hasOwn(names, english) ? names[english as SymbolLabel] : english;
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
