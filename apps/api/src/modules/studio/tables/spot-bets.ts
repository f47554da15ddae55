/** A stake on one spot of a table layout (a roulette number, Banker, a wheel segment). */
export type SpotBet = { spot: string; amount: bigint };

/** What one spot returned: its stake and what it paid back (stake included; 0 when lost). */
export type SpotPay = SpotBet & { win: bigint };

/**
 * Pays every spot of a layout: `returnOf` gives what a spot returns per unit of stake as a
 * fraction `[numerator, denominator]` (2:1 on Player returns [2, 1] = stake plus winnings; a push
 * returns [1, 1]). The stakes are chosen so that every return is a whole number of cents.
 */
export const paySpots = (
  bets: readonly SpotBet[],
  returnOf: (spot: string) => readonly [bigint, bigint],
): { win: bigint; spots: SpotPay[] } => {
  const spots = bets.map((bet) => {
    const [numerator, denominator] = returnOf(bet.spot);
    return { ...bet, win: (bet.amount * numerator) / denominator };
  });
  return { win: spots.reduce((sum, spot) => sum + spot.win, 0n), spots };
};

/** The total stake of a layout. */
export const totalStake = (bets: readonly SpotBet[]): bigint =>
  bets.reduce((sum, bet) => sum + bet.amount, 0n);
