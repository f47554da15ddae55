import { randomUUID } from 'node:crypto';
import { SEAMLESS_MAX_WINS_PER_ROUND } from '@prime/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatFields, signedCall } from '../../test/calls/seamless';
import { type Seat, seatAtGame } from '../../test/factories/seats';
import { startHarness, type Harness } from '../../test/harness';
import { findSlot, type TestGame } from '../../test/queries/games';
import { expectConsistentLedger, pocketsOf } from '../../test/queries/wallet';

let h: Harness;
let slot: TestGame;

beforeAll(async () => {
  h = await startHarness();
  slot = await findSlot(h);
});
afterAll(() => h.close());

const seated = () => seatAtGame(h, slot, { money: { available: 10_000n } });

const call = (action: 'bet' | 'win' | 'rollback', seat: Seat, fields: Record<string, unknown>) =>
  signedCall(h, slot.slug, action, { ...seatFields(seat), game_id: slot.id, ...fields });
const bet = (seat: Seat, round: string, amount: number, id = randomUUID()) =>
  call('bet', seat, { transaction_id: id, round_id: round, amount });
const win = (seat: Seat, round: string, betId: string, amount: number, id = randomUUID()) =>
  call('win', seat, { transaction_id: id, bet_transaction_id: betId, round_id: round, amount });
const rollback = (seat: Seat, round: string, betId: string, id = randomUUID()) =>
  call('rollback', seat, { transaction_id: id, bet_transaction_id: betId, round_id: round });

describe('a round that was won', () => {
  it('keeps its bet: a rollback after the win is refused for good and moves nothing', async () => {
    const seat = await seated();
    const round = randomUUID();
    const betId = randomUUID();
    expect((await bet(seat, round, 2, betId)).statusCode).toBe(200);
    expect((await win(seat, round, betId, 3)).statusCode).toBe(200);
    expect((await pocketsOf(h, seat.id)).available).toBe(10_100n);

    const rollbackId = randomUUID();
    const refused = await rollback(seat, round, betId, rollbackId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'bet_already_settled' });
    // A retry hears the same: the provider must not retry a definitive refusal forever.
    expect((await rollback(seat, round, betId, rollbackId)).json()).toMatchObject({
      code: 'bet_already_settled',
    });
    expect((await pocketsOf(h, seat.id)).available).toBe(10_100n);
    await expectConsistentLedger(h);
  });

  it('keeps its bet when the round was closed by a zero win too', async () => {
    const seat = await seated();
    const round = randomUUID();
    const betId = randomUUID();
    await bet(seat, round, 2, betId);
    expect((await win(seat, round, betId, 0)).statusCode).toBe(200);
    expect((await rollback(seat, round, betId)).json()).toMatchObject({
      code: 'bet_already_settled',
    });
    expect((await pocketsOf(h, seat.id)).available).toBe(9_800n);
  });

  it('keeps every stake of the round, not only the one the win names (a double)', async () => {
    const seat = await seated();
    const round = randomUUID();
    await bet(seat, round, 1, `${round}:bet`);
    await bet(seat, round, 1, `${round}:bet:2`);
    expect((await win(seat, round, `${round}:bet`, 4)).statusCode).toBe(200);
    const refused = await rollback(seat, round, `${round}:bet:2`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'bet_already_settled' });
    expect((await pocketsOf(h, seat.id)).available).toBe(10_200n);
    await expectConsistentLedger(h);
  });

  it('still lets a provider cancel a stake of a round not won yet, then pay the round', async () => {
    const seat = await seated();
    const round = randomUUID();
    await bet(seat, round, 1, `${round}:bet`);
    await bet(seat, round, 1, `${round}:bet:2`);
    expect((await rollback(seat, round, `${round}:bet:2`)).statusCode).toBe(200);
    expect((await win(seat, round, `${round}:bet`, 2)).statusCode).toBe(200);
    expect((await pocketsOf(h, seat.id)).available).toBe(10_100n);
  });
});

describe('wins', () => {
  it('refuses a win that names a round other than its bet’s, moving nothing', async () => {
    const seat = await seated();
    const betId = randomUUID();
    await bet(seat, 'round-a', 1, betId);
    const refused = await win(seat, 'round-b', betId, 5);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'bad_request' });
    expect((await pocketsOf(h, seat.id)).available).toBe(9_900n);
    // The bet's round is still open and may be won properly.
    expect((await win(seat, 'round-a', betId, 5)).statusCode).toBe(200);
  });

  it(`pays a round up to ${SEAMLESS_MAX_WINS_PER_ROUND} wins (free spins, features), then refuses more`, async () => {
    const seat = await seated();
    const round = randomUUID();
    const betId = randomUUID();
    await bet(seat, round, 1, betId);
    const firstWin = randomUUID();
    for (let paid = 0; paid < SEAMLESS_MAX_WINS_PER_ROUND; paid += 1) {
      const answer = await win(seat, round, betId, 0.01, paid === 0 ? firstWin : undefined);
      expect(answer.statusCode, `win ${paid + 1}`).toBe(200);
    }
    const over = await win(seat, round, betId, 0.01);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'win_limit_reached' });
    // A retry of a win that was paid still answers as the first time.
    expect((await win(seat, round, betId, 0.01, firstWin)).json()).toMatchObject({
      replayed: true,
    });
    expect((await pocketsOf(h, seat.id)).available).toBe(
      10_000n - 100n + BigInt(SEAMLESS_MAX_WINS_PER_ROUND),
    );
    await expectConsistentLedger(h);
  });
});
