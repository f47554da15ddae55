import { getTheme, type Palette } from '../game/themes';

/**
 * Colours of the themes only table, crash and draw games use (a slot theme brings its own).
 * Same order as `Palette`: background, background accent, surface, surface border, cell,
 * accent, text, highlight.
 */
const EXTRA_PALETTES: Record<string, string> = {
  casino: '#06261a #0f5a3a #0b3d28 #d4af37 #fdfaf0 #d4af37 #f4f1e6 #e63946',
  crash: '#0b0a1f #2b1c5c #15123a #ff6b35 #ffffff #ffb703 #f1f0ff #ff3864',
  lottery: '#1d0b3b #4b1d8c #2a1257 #ffd23f #ffffff #ffd23f #fff8e1 #ee4266',
};

const toPalette = (colours: string): Palette => {
  const [background, backgroundAccent, reel, reelBorder, cell, accent, text, highlight] =
    colours.split(' ') as [string, string, string, string, string, string, string, string];
  return { background, backgroundAccent, reel, reelBorder, cell, accent, text, highlight };
};

/** The palette of any catalog theme; an unknown one gets the classic look. */
export const paletteOf = (themeId: string): Palette =>
  Object.hasOwn(EXTRA_PALETTES, themeId)
    ? toPalette(EXTRA_PALETTES[themeId]!)
    : getTheme(themeId).palette;
