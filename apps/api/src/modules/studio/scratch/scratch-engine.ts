import type { ScratchResult } from '@prime/contract';
import type { InstantEngine } from '../engine';
import { cryptoRng } from '../slot';
import {
  SCRATCH_COLUMNS,
  SCRATCH_MATCH,
  SCRATCH_PRIZES,
  SCRATCH_ROWS,
  SCRATCH_RTP_BASIS_POINTS,
  SCRATCH_RUN,
  drawScratchCard,
} from './scratch';

/**
 * Scratch cards as the studio serves them: the whole card is drawn and settled at purchase with
 * the cryptographic RNG; the page's scratching only uncovers it.
 */
export const scratchEngine: InstantEngine<null, ScratchResult> = {
  engines: ['scratch-card'],
  declaredRtpBasisPoints: SCRATCH_RTP_BASIS_POINTS,
  rules: () => ({
    engine: 'scratch-card',
    rows: SCRATCH_ROWS,
    columns: SCRATCH_COLUMNS,
    match: SCRATCH_MATCH,
    prizes: SCRATCH_PRIZES.map((prize) => ({
      multiplier: prize.multiplier,
      one_in: Math.round((SCRATCH_RUN / prize.cards) * 10) / 10,
    })),
    rtp: SCRATCH_RTP_BASIS_POINTS / 100,
  }),
  play: ({ game, bet }) => {
    const card = drawScratchCard(cryptoRng);
    const result = { cells: card.cells, prize: card.prize, winning_cells: card.winningCells };
    return {
      win: card.prize === null ? 0n : bet * BigInt(card.prize),
      result,
      outcome: { engine: game.engine, rng: 'crypto.randomInt', ...result },
    };
  },
};
