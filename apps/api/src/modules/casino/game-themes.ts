/** Shapes drawn behind a game's name on its artwork. */
export type Motif =
  | 'fruit'
  | 'pyramid'
  | 'gem'
  | 'star'
  | 'wave'
  | 'flame'
  | 'clover'
  | 'crown'
  | 'sun'
  | 'card'
  | 'rocket'
  | 'ball';

export type ThemeStyle = { colors: readonly [string, string, string]; motif: Motif };

/**
 * The themes of the catalog with the colours (background from, background to, accent) and
 * motif of their artwork. The generator picks a theme per game; the artwork reads it back.
 */
export const GAME_THEMES = {
  fruits: { colors: ['#7b1fa2', '#e91e63', '#ffeb3b'], motif: 'fruit' },
  egypt: { colors: ['#5d4037', '#c79100', '#ffe082'], motif: 'pyramid' },
  gems: { colors: ['#1a237e', '#7c4dff', '#80deea'], motif: 'gem' },
  space: { colors: ['#0d1b2a', '#283593', '#b3e5fc'], motif: 'star' },
  ocean: { colors: ['#01579b', '#00acc1', '#b2ebf2'], motif: 'wave' },
  dragons: { colors: ['#3e0000', '#c62828', '#ffab40'], motif: 'flame' },
  irish: { colors: ['#1b5e20', '#43a047', '#fff176'], motif: 'clover' },
  royal: { colors: ['#311b92', '#6a1b9a', '#ffd54f'], motif: 'crown' },
  aztec: { colors: ['#33691e', '#bf360c', '#ffcc80'], motif: 'sun' },
  classic: { colors: ['#212121', '#b71c1c', '#ffd600'], motif: 'star' },
  casino: { colors: ['#004d40', '#00796b', '#fafafa'], motif: 'card' },
  crash: { colors: ['#0b1026', '#512da8', '#ff6e40'], motif: 'rocket' },
  lottery: { colors: ['#263238', '#0277bd', '#ffee58'], motif: 'ball' },
  wildwest: { colors: ['#4e342e', '#d84315', '#ffe0b2'], motif: 'sun' },
  vikings: { colors: ['#263238', '#455a64', '#90caf9'], motif: 'crown' },
  candy: { colors: ['#ad1457', '#f06292', '#fff59d'], motif: 'ball' },
} as const satisfies Record<string, ThemeStyle>;

export type GameTheme = keyof typeof GAME_THEMES;
export const THEME_NAMES = Object.keys(GAME_THEMES) as GameTheme[];

const FALLBACK: ThemeStyle = { colors: ['#263238', '#37474f', '#ffffff'], motif: 'star' };

/** The style of a theme; a theme an operator invented gets a neutral style. */
export const themeStyle = (theme: string): ThemeStyle =>
  Object.hasOwn(GAME_THEMES, theme) ? GAME_THEMES[theme as GameTheme] : FALLBACK;
