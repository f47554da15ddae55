import { randomUUID } from 'node:crypto';
import { SESSION_IDLE_MINUTES } from '@prime/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatFields, signedCall } from '../../test/calls/seamless';
import { updatePlayer } from '../../test/factories/players';
import { type Seat, seatAtGame } from '../../test/factories/seats';
import { startHarness, type Harness } from '../../test/harness';
import { findSlot, type TestGame } from '../../test/queries/games';
import { createSeamlessRepository } from './seamless.repository';

let h: Harness;
let slot: TestGame;
let repository: ReturnType<typeof createSeamlessRepository>;

beforeAll(async () => {
  h = await startHarness();
  slot = await findSlot(h);
  repository = createSeamlessRepository(h.database.db, SESSION_IDLE_MINUTES);
});
afterAll(() => h.close());

const digestOf = async (seat: Seat): Promise<string> => {
  const read = await repository.betRead(slot.providerId, randomUUID(), seat.launch);
  if (!read) throw new Error('no session read');
  return read.digest;
};

/** Whether the booking's guard finds the standing still at `digest`. */
const holds = async (seat: Seat, digest: string): Promise<boolean> => {
  const result = await h.database.db.execute(
    sql`select ${repository.standingIs(seat.launch, digest)} as holds`,
  );
  return (result as unknown as { rows: { holds: boolean }[] }).rows[0]!.holds;
};

const bet = (seat: Seat, amount: number) => {
  const id = randomUUID();
  return signedCall(h, slot.slug, 'bet', {
    ...seatFields(seat),
    transaction_id: id,
    round_id: `round-${id}`,
    game_id: slot.id,
    amount,
  });
};

describe('the standing a bet of a known session is booked on (decision 21)', () => {
  it('is what the booking’s guard computes, and holds while only the play moves on', async () => {
    const seat = await seatAtGame(h, slot, { money: { available: 1_000n } });
    const digest = await digestOf(seat);
    expect(await holds(seat, digest)).toBe(true);
    // A bet moves the day's totals and the game session's end: neither is in the standing.
    expect((await bet(seat, 1)).statusCode).toBe(200);
    expect(await holds(seat, digest)).toBe(true);
    expect(await digestOf(seat)).toBe(digest);
  });

  it('fails once a limit, the status or the login changed, and a new read holds again', async () => {
    const seat = await seatAtGame(h, slot, { money: { available: 1_000n } });
    const first = await digestOf(seat);

    await updatePlayer(h.database.db, seat.id, { maxDailyBet: 500n });
    expect(await holds(seat, first)).toBe(false);
    const limited = await digestOf(seat);
    expect(await holds(seat, limited)).toBe(true);

    await updatePlayer(h.database.db, seat.id, { statusReason: 'awaiting_reality_check' });
    expect(await holds(seat, limited)).toBe(false);
    const checking = await digestOf(seat);

    await h.call({
      method: 'DELETE',
      url: '/v1/auth/logout',
      headers: { 'user-token': seat.token },
    });
    expect(await holds(seat, checking)).toBe(false);
    expect(new Set([first, limited, checking, await digestOf(seat)]).size).toBe(4);
  });
});
