import {
  BINGO_TICKETS_MAX,
  BINGO_TICKETS_MIN,
  toMajor,
  type BingoChoice,
  type BingoResult,
} from '@prime/contract';
import type { InstantEngine } from '../engine';
import { cryptoRng } from '../slot';
import { BINGO_BALLS, BINGO_DRAWS, BINGO_PAYS, BINGO_RTP_BASIS_POINTS, playBingo } from './bingo';

/**
 * 90-ball bingo against the draw: the player buys tickets at the chosen stake each, the server
 * draws the tickets and the balls at once; the page reveals the balls.
 */
export const bingoEngine: InstantEngine<BingoChoice, BingoResult> = {
  engines: ['bingo-90'],
  declaredRtpBasisPoints: BINGO_RTP_BASIS_POINTS,
  rules: () => ({
    engine: 'bingo-90',
    balls: BINGO_BALLS,
    draws: BINGO_DRAWS,
    tickets_min: BINGO_TICKETS_MIN,
    tickets_max: BINGO_TICKETS_MAX,
    prizes: { ...BINGO_PAYS },
    rtp: BINGO_RTP_BASIS_POINTS / 100,
  }),
  units: (choice) => choice.tickets,
  play: ({ game, bet, choice }) => {
    const played = playBingo(bet, choice.tickets, cryptoRng);
    const result = {
      tickets: played.tickets,
      balls: played.balls,
      ticket_prizes: played.prizes.map(({ prize, win }) => ({ prize, win: toMajor(win) })),
    };
    return {
      win: played.win,
      result,
      outcome: {
        engine: game.engine,
        rng: 'crypto.randomInt',
        ticket_price: toMajor(bet),
        ...result,
      },
    };
  },
};
