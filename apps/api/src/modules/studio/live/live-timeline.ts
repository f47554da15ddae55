/**
 * The timeline of a live table, computed from the clock (ARCHITECTURE.md §4): round `sequence`
 * starts at `offset + sequence * period`. Every instance computes the same rounds without
 * talking to another; the offset spreads the tables so they do not all spin at once.
 */
export type LiveTimingMs = {
  offsetMs: number;
  bettingMs: number;
  spinningMs: number;
  resultMs: number;
};

export type LivePhase = 'betting' | 'spinning' | 'result';

export const periodOf = (timing: LiveTimingMs): number =>
  timing.bettingMs + timing.spinningMs + timing.resultMs;

/** A game's offset in [0, period): fixed per game, spread over the period. */
export const offsetOf = (gameId: number, periodMs: number): number => (gameId * 7_919) % periodMs;

export const startOf = (timing: LiveTimingMs, sequence: number): number =>
  timing.offsetMs + sequence * periodOf(timing);

/** When the round's bets close and its seed may be revealed. */
export const closesAt = (timing: LiveTimingMs, sequence: number): number =>
  startOf(timing, sequence) + timing.bettingMs;

/** When the round's result is shown and its bets are settled. */
export const settlesAt = (timing: LiveTimingMs, sequence: number): number =>
  closesAt(timing, sequence) + timing.spinningMs;

/** The round on the table at `now` and its phase. */
export const roundAt = (
  timing: LiveTimingMs,
  now: number,
): { sequence: number; phase: LivePhase } => {
  const sequence = Math.floor((now - timing.offsetMs) / periodOf(timing));
  const phase =
    now < closesAt(timing, sequence)
      ? 'betting'
      : now < settlesAt(timing, sequence)
        ? 'spinning'
        : 'result';
  return { sequence, phase };
};
