import { WHEEL_RISKS, type WheelChoice, type WheelResult } from '@prime/contract';
import type { InstantEngine } from '../engine';
import { cryptoRng } from '../slot';
import { WHEEL_RTP_BASIS_POINTS, WHEEL_SEGMENTS_TENTHS, spinWheel } from './wheel';

/**
 * The instant money wheel: the player picks a risk level and spins alone. Only wheels that are
 * not live: a live show's wheel turns on a shared timeline, in another family.
 */
export const wheelEngine: InstantEngine<WheelChoice, WheelResult> = {
  engines: ['wheel'],
  runs: (game) => !game.is_live,
  declaredRtpBasisPoints: WHEEL_RTP_BASIS_POINTS,
  rules: () => ({
    engine: 'wheel',
    wheels: WHEEL_RISKS.map((risk) => ({
      risk,
      segments: WHEEL_SEGMENTS_TENTHS[risk].map((tenths) => tenths / 10),
    })),
    rtp: WHEEL_RTP_BASIS_POINTS / 100,
  }),
  // A tenth of every stake is a whole cent.
  stakeDivisor: () => 10n,
  play: ({ game, bet, choice }) => {
    const spin = spinWheel(bet, choice.risk, cryptoRng);
    const result = { risk: choice.risk, segment: spin.segment, multiplier: spin.tenths / 10 };
    return {
      win: spin.win,
      result,
      outcome: { engine: game.engine, rng: 'crypto.randomInt', ...result },
    };
  },
};
