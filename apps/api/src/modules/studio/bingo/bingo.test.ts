import { bingoResultSchema, bingoRulesSchema } from '@prime/contract';
import { describe, expect, it } from 'vitest';
import { RTP_CHECKS, simulateRtp } from '../rtp-checks';
import { createSeededRng } from '../slot';
import {
  BINGO_DRAWS,
  BINGO_PAYS,
  BINGO_RTP_BASIS_POINTS,
  bingoPrizeChances,
  completedLines,
  computeBingoRtp,
  drawBingoTicket,
  playBingo,
  type BingoTicket,
} from './bingo';
import { bingoEngine } from './bingo-engine';

/** What is wrong with a ticket by the UK 90-ball rules, or nothing. */
const ticketFaults = (ticket: BingoTicket): string[] => {
  const faults: string[] = [];
  if (ticket.length !== 3 || ticket.some((row) => row.length !== 9)) faults.push('shape');
  if (ticket.some((row) => row.filter(Boolean).length !== 5)) faults.push('five a row');
  const numbers = ticket.flat().filter(Boolean);
  if (new Set(numbers).size !== 15) faults.push('15 distinct');
  for (let column = 0; column < 9; column += 1) {
    const cells = ticket.map((row) => row[column]!).filter(Boolean);
    const [low, high] =
      column === 0 ? [1, 9] : column === 8 ? [80, 90] : [column * 10, column * 10 + 9];
    if (cells.length === 0) faults.push(`column ${column} empty`);
    if (cells.some((n) => n < low || n > high)) faults.push(`column ${column} range`);
    if (cells.some((n, i) => i > 0 && n <= cells[i - 1]!)) faults.push(`column ${column} order`);
  }
  return faults;
};

describe('bingo tickets', () => {
  it('are UK 90-ball tickets: 3 rows of 5 numbers, every column used, in its range', () => {
    const rng = createSeededRng(90);
    const faults = Array.from({ length: 5_000 }, () => ticketFaults(drawBingoTicket(rng))).flat();
    expect(faults).toEqual([]);
  });

  it('count the rows whose numbers are all drawn', () => {
    const ticket = drawBingoTicket(createSeededRng(1));
    const [top, middle] = ticket.map((row) => row.filter(Boolean));
    expect(completedLines(ticket, new Set())).toBe(0);
    expect(completedLines(ticket, new Set(top))).toBe(1);
    expect(completedLines(ticket, new Set([...top!, ...middle!]))).toBe(2);
    expect(completedLines(ticket, new Set(ticket.flat()))).toBe(3);
  });
});

describe('a game', () => {
  it('draws distinct balls 1..90, at most the draws, and pays each ticket its best prize', () => {
    const rng = createSeededRng(4);
    for (let game = 0; game < 2_000; game += 1) {
      const played = playBingo(20n, 1 + (game % 6), rng);
      expect(new Set(played.balls).size).toBe(played.balls.length);
      expect(played.balls.length).toBeLessThanOrEqual(BINGO_DRAWS);
      expect(played.balls.every((ball) => ball >= 1 && ball <= 90)).toBe(true);
      const drawn = new Set(played.balls);
      played.tickets.forEach((ticket, i) => {
        const lines = completedLines(ticket, drawn);
        const prize = [null, 'one_line', 'two_lines', 'full_house'][lines];
        expect(played.prizes[i]!.prize).toBe(prize);
        expect(played.prizes[i]!.win).toBe(
          prize ? 20n * BigInt(BINGO_PAYS[prize as 'one_line']) : 0n,
        );
      });
      expect(played.win).toBe(played.prizes.reduce((sum, entry) => sum + entry.win, 0n));
      // The draw stops early only once every ticket is full.
      if (played.balls.length < BINGO_DRAWS)
        expect(played.prizes.every((entry) => entry.prize === 'full_house')).toBe(true);
    }
  });

  it('costs the stake once per ticket and shows the page a valid result', () => {
    expect(bingoEngine.units!({ tickets: 4 })).toBe(4);
    const rules = bingoRulesSchema.parse(bingoEngine.rules({} as never));
    expect(rules).toMatchObject({ draws: BINGO_DRAWS, tickets_min: 1, tickets_max: 6 });
    const draw = bingoEngine.play({
      game: { engine: 'bingo-90' } as never,
      rules,
      bet: 50n,
      choice: { tickets: 3 },
    });
    expect(bingoResultSchema.parse(draw.result).tickets).toHaveLength(3);
    expect(draw.outcome).toMatchObject({ ticket_price: 0.5, balls: draw.result.balls });
  });
});

describe('bingo RTP', () => {
  it('is computed exactly and declared to the basis point', () => {
    const { numerator, denominator } = computeBingoRtp();
    const basisPoints = Number((numerator * 1_000_000n) / denominator) / 100;
    expect(Math.round(basisPoints)).toBe(BINGO_RTP_BASIS_POINTS);
    expect(BINGO_RTP_BASIS_POINTS).toBe(9_513);
  });

  it('gives each prize the chance the combinatorics say, within 4 standard errors', () => {
    const chances = bingoPrizeChances();
    const games = 100_000;
    const counts = { one_line: 0, two_lines: 0, full_house: 0 };
    const rng = createSeededRng(52);
    for (let game = 0; game < games; game += 1) {
      const prize = playBingo(1n, 1, rng).prizes[0]!.prize;
      if (prize) counts[prize] += 1;
    }
    for (const prize of ['one_line', 'two_lines'] as const) {
      const p = Number(chances[prize]) / Number(chances.total);
      const standardError = Math.sqrt((p * (1 - p)) / games);
      expect(Math.abs(counts[prize] / games - p)).toBeLessThan(4 * standardError);
    }
    // A full house within 52 balls is about 1 in 10,000.
    expect(counts.full_house).toBeLessThan(40);
  });

  it.each(
    RTP_CHECKS.filter((check) => check.name === 'bingo-90: 1 ticket').map((check) => [
      check.name,
      check,
    ]),
  )('%s returns the declared RTP within 4 standard errors', (_, check) => {
    const { measured, standardError } = simulateRtp(check, 150_000, createSeededRng(77));
    expect(Math.abs(measured - check.declaredBasisPoints / 10_000)).toBeLessThan(4 * standardError);
  });
});
