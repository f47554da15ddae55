/** What the transactions bench tells its load process, and what that process answers. */
export type TransactionsLoadPlan = {
  phase: string;
  /** The full URL every loop asks for, again and again. */
  url: string;
  /** One loop per entry, each with its own headers (its own session, as on its own device). */
  loops: Record<string, string>[];
  warmUpMs: number;
  durationMs: number;
};
export type TransactionsLoadResult = {
  requests: number;
  failed: number;
  seconds: number;
  /** CPU milliseconds this process used inside the window. */
  cpuMs: number;
};
export { WINDOW_CLOSES, WINDOW_OPENS } from './seamless-plan';
