import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoToken } from '../../test/calls/play';
import { startHarness, type Harness } from '../../test/harness';
import { findGameOn, type TestGame } from '../../test/queries/games';

/** Small allowances, so the limits show in a few rounds. */
const ROUNDS = 3;
const PER_ADDRESS = 10;

let h: Harness;
let dice: TestGame;
beforeAll(async () => {
  h = await startHarness({ roundsPerMinute: ROUNDS, rateLimitMax: PER_ADDRESS });
  dice = await findGameOn(h, 'dice', true, false);
});
afterAll(() => h.close());

/** A demo session of the dice game and a stake it offers. */
const openDice = async () => {
  const token = await demoToken(h, dice);
  const session = await h.app.inject({
    method: 'GET',
    url: `/studio/session?token=${encodeURIComponent(token)}`,
  });
  return { token, bet: session.json<{ data: { bets: number[] } }>().data.bets[0]! };
};

/** The statuses of `count` dice rolls of a session, sent from `address`. */
const roll = async (address: string, session: { token: string; bet: number }, count: number) => {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await h.app.inject({
      method: 'POST',
      url: '/studio/dice/roll',
      remoteAddress: address,
      payload: { ...session, choice: { direction: 'under', target: 50 } },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
};

describe('the rate limit of studio rounds', () => {
  it('gives every game session its own allowance, also behind one address', async () => {
    const address = '198.51.100.30';
    const first = await openDice();
    const second = await openDice();
    expect(await roll(address, first, ROUNDS + 1)).toEqual([200, 200, 200, 429]);
    expect(await roll(address, second, ROUNDS + 1)).toEqual([200, 200, 200, 429]);
  });

  it('still limits an address that opens session after session', async () => {
    const address = '198.51.100.40';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push(...(await roll(address, await openDice(), 3)));
    expect(statuses).toEqual([...Array(PER_ADDRESS).fill(200), 429, 429]);
  });
});
