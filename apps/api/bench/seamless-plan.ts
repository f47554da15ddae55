/** What the seamless bench tells its load process, and what that process answers. */
export type LoadPlan = {
  phase: 'seamless' | 'baseline';
  base: string;
  slug: string;
  gameId: number;
  secret: string;
  seats: { id: number; token: string }[];
  warmUpMs: number;
  durationMs: number;
  winEvery: number;
};
export type LoadResult = {
  bets: number;
  wins: number;
  failed: number;
  seconds: number;
  /** CPU milliseconds this process used inside the window. */
  cpuMs: number;
};
/** Lines printed when the measured window opens and closes, before the result's line. */
export const WINDOW_OPENS = 'window opens';
export const WINDOW_CLOSES = 'window closes';
