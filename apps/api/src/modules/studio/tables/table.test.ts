import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoToken, launch, launchToken } from '../../../test/calls/play';
import { seatAtGame } from '../../../test/factories/seats';
import { startHarness, type Harness } from '../../../test/harness';
import { findGameOn } from '../../../test/queries/games';
import { rowsOf } from '../../../test/queries/rows';
import { expectConsistentLedger, pocketsOf } from '../../../test/queries/wallet';
import { baccaratReturn } from '../baccarat/baccarat';
import { rouletteReturn } from '../roulette/roulette';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(h, query);
const findTable = (engine: string) => findGameOn(h, engine, true, false);

const cents = (amount: number) => BigInt(Math.round(amount * 100));
const play = (path: string, token: string, bets: { spot: string; amount: number }[]) =>
  h.app.inject({ method: 'POST', url: `/studio/${path}`, payload: { token, bets } });

describe('RNG roulette and baccarat tables', () => {
  it('spins roulette for real and pays every spot exactly through the wallet', async () => {
    const game = await findTable('roulette');
    const player = await seatAtGame(h, game, { money: { available: 100_000n } });
    const token = player.launch;
    const bets = [
      { spot: 'straight:7', amount: 1 },
      { spot: 'split:0-3', amount: 0.5 },
      { spot: 'column:2', amount: 2 },
      { spot: 'odd', amount: 1.5 },
    ];
    let expected = 100_000n;
    for (let round = 0; round < 10; round += 1) {
      const response = await play('roulette/spin', token, bets);
      expect(response.statusCode, response.body).toBe(200);
      const { result, spots, win, balance, bet } = response.json().data;
      expect(bet).toBe(5);
      const paid = bets.reduce((sum, { spot, amount }) => {
        const [numerator, denominator] = rouletteReturn(spot, result.pocket);
        return sum + (cents(amount) * numerator) / denominator;
      }, 0n);
      expect(cents(win)).toBe(paid);
      expect(spots).toHaveLength(4);
      expected += -500n + paid;
      expect(cents(balance)).toBe(expected);
    }
    expect((await pocketsOf(h, player.id)).available).toBe(expected);
    await expectConsistentLedger(h);
  });

  it('deals baccarat in demo with play money and never touches the wallet', async () => {
    const game = await findTable('baccarat');
    const token = await demoToken(h, game);
    const session = (
      await h.app.inject({ method: 'GET', url: `/studio/session?token=${token}` })
    ).json().data;
    expect(session.rules).toMatchObject({ engine: 'baccarat', live: false, decks: 8 });
    expect(session.bets.every((chip: number) => cents(chip) % 20n === 0n)).toBe(true);
    const [before] = await rows<{ n: number }>(
      sql`select count(*)::int as n from wallet_transactions`,
    );
    let balance = 1_000_00n;
    for (let round = 0; round < 10; round += 1) {
      const response = await play('baccarat/deal', token, [
        { spot: 'banker', amount: 1 },
        { spot: 'tie', amount: 0.2 },
      ]);
      expect(response.statusCode, response.body).toBe(200);
      const { result, win } = response.json().data;
      expect(result.player.length + result.banker.length).toBeGreaterThanOrEqual(4);
      const [bn, bd] = baccaratReturn('banker', result.winner);
      const [tn, td] = baccaratReturn('tie', result.winner);
      const paid = (100n * bn) / bd + (20n * tn) / td;
      expect(cents(win)).toBe(paid);
      balance += -120n + paid;
      expect(cents(response.json().data.balance)).toBe(balance);
    }
    const [after] = await rows<{ n: number }>(
      sql`select count(*)::int as n from wallet_transactions`,
    );
    expect(after!.n).toBe(before!.n);
  });

  it('refuses stakes off the layout, off the chips or the limits, and changes nothing', async () => {
    const game = await findTable('baccarat');
    const player = await seatAtGame(h, game, { money: { available: 10_000n } });
    const token = player.launch;
    for (const bets of [
      [{ spot: 'banker', amount: 0.5 }],
      [{ spot: 'banker', amount: 0.6 }],
      [{ spot: 'dragon', amount: 1 }],
      [{ spot: 'player', amount: 5_000.2 }],
    ]) {
      const response = await play('baccarat/deal', token, bets);
      expect(response.statusCode, JSON.stringify(bets)).toBe(422);
      expect(response.json().errors.bets).toHaveLength(1);
    }
    // A live table's rounds are not played one by one.
    const live = await findGameOn(h, 'roulette', true, true);
    const liveToken = launchToken(await launch(h, live, player.token));
    expect((await play('roulette/spin', liveToken, [{ spot: 'red', amount: 1 }])).statusCode).toBe(
      404,
    );
    expect(await pocketsOf(h, player.id)).toEqual({ available: 10_000n, deposited: 0n, bonus: 0n });
  });
});
