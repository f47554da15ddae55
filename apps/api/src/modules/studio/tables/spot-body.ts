import { toMajor, toMinor, type SpotBetBody } from '@prime/contract';
import { AppError } from '../../../lib/app-error';
import type { SpotBet } from './spot-bets';

/**
 * The stakes of a table round as the engine plays them: every spot on the layout and named once,
 * amounts in minor units. Anything else is a 422 naming the spot.
 */
export const toSpotBets = (
  bets: readonly SpotBetBody[],
  isSpot: (spot: string) => boolean,
): { bets: SpotBet[]; total: number; amounts: bigint[] } => {
  const seen = new Set<string>();
  for (const bet of bets) {
    if (!isSpot(bet.spot))
      throw new AppError('validation_failed', undefined, {
        bets: [`There is no spot ${bet.spot} on this table.`],
      });
    if (seen.has(bet.spot))
      throw new AppError('validation_failed', undefined, {
        bets: [`The spot ${bet.spot} is named twice.`],
      });
    seen.add(bet.spot);
  }
  const spotBets = bets.map((bet) => ({ spot: bet.spot, amount: toMinor(bet.amount) }));
  const amounts = spotBets.map((bet) => bet.amount);
  const total = amounts.reduce((sum, amount) => sum + amount, 0n);
  return { bets: spotBets, total: toMajor(total), amounts };
};
