import { DICE_RTP_BASIS_POINTS, type GameEngine } from '@prime/contract';
import { BINGO_RTP_BASIS_POINTS } from './bingo/bingo';
import { BLACKJACK_RTP_BASIS_POINTS } from './blackjack';
import { CRASH_RTP_BASIS_POINTS } from './crash/crash-point';
import { SCRATCH_RTP_BASIS_POINTS } from './scratch/scratch';
import { tableRtpBasisPoints } from './tables/table-rules';
import { WHEEL_RTP_BASIS_POINTS } from './wheel/wheel';

/**
 * The RTP a catalog game declares when its engine fixes one: crash (live or not), blackjack (basic strategy), roulette, baccarat and the live
 * money wheel (their best bet), scratch cards, dice (before rounding down a win to a cent), the
 * instant wheel (every risk level) and 90-ball bingo. Undefined for slots (their configuration
 * decides).
 */
export const declaredRtpBasisPoints = (engine: GameEngine, isLive: boolean): number | undefined => {
  if (engine === 'crash') return CRASH_RTP_BASIS_POINTS;
  if (engine === 'blackjack') return BLACKJACK_RTP_BASIS_POINTS;
  if (isLive || engine === 'roulette' || engine === 'baccarat') return tableRtpBasisPoints(engine);
  switch (engine) {
    case 'scratch-card':
      return SCRATCH_RTP_BASIS_POINTS;
    case 'dice':
      return DICE_RTP_BASIS_POINTS;
    case 'wheel':
      return WHEEL_RTP_BASIS_POINTS;
    case 'bingo-90':
      return BINGO_RTP_BASIS_POINTS;
    default:
      return undefined;
  }
};
