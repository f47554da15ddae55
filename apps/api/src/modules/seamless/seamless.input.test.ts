import { createHmac, randomUUID } from 'node:crypto';
import { INT4_MAX, SIGNATURE_HEADER } from '@prime/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GAME_PROVIDER_KEY,
  startHarness,
  switchMaintenance,
  type Harness,
} from '../../test/harness';
import { providerSecret, signBody } from './signature';
import { seatFields, signedCall } from '../../test/calls/seamless';
import { type Seat, seatAtGame } from '../../test/factories/seats';
import { findSlot, type TestGame } from '../../test/queries/games';
import { rowsOf } from '../../test/queries/rows';
import { expectConsistentLedger, pocketsOf } from '../../test/queries/wallet';

let h: Harness;
let slot: TestGame;
let seat: Seat;

beforeAll(async () => {
  h = await startHarness();
  slot = await findSlot(h);
  seat = await seatAtGame(h, slot, { money: { available: 10_000n } });
});
afterAll(() => h.close());

const claims = async () =>
  (await rowsOf<{ n: number }>(h, sql`select count(*)::int as n from provider_transactions`))[0]!.n;

const betFields = (fields: Record<string, unknown> = {}) => ({
  ...seatFields(seat),
  transaction_id: randomUUID(),
  round_id: randomUUID(),
  game_id: slot.id,
  amount: 1,
  ...fields,
});

/** A call signed like the studio signs, but with the signature's time written as given. */
const signedWithTime = (time: string, body: Record<string, unknown>) => {
  const payload = JSON.stringify(body);
  const mac = createHmac('sha256', providerSecret(GAME_PROVIDER_KEY, slot.slug))
    .update(`${Number(time)}.${payload}`)
    .digest('hex');
  return signedCall(h, slot.slug, 'bet', body, { signature: `t=${time},v1=${mac}` });
};

describe('what a provider sends that the casino cannot take', () => {
  it('answers an unknown player with a definitive 401 and records nothing', async () => {
    const before = await claims();
    const stranger = 987_654_321;
    const calls = [
      signedCall(h, slot.slug, 'bet', betFields({ player_id: stranger })),
      signedCall(h, slot.slug, 'win', {
        player_id: stranger,
        currency: 'EUR',
        transaction_id: randomUUID(),
        bet_transaction_id: randomUUID(),
        round_id: 'r',
        game_id: slot.id,
        amount: 5,
      }),
      signedCall(h, slot.slug, 'rollback', {
        player_id: stranger,
        currency: 'EUR',
        transaction_id: randomUUID(),
        bet_transaction_id: randomUUID(),
      }),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.statusCode, answer.body).toBe(401);
      expect(answer.json()).toMatchObject({ code: 'unauthenticated', message: 'Unknown player.' });
    }
    expect(await claims()).toBe(before);
  });

  it('refuses ids beyond a database integer with 422', async () => {
    for (const fields of [{ player_id: INT4_MAX + 1 }, { game_id: 2 ** 53 - 1 }]) {
      const answer = await signedCall(h, slot.slug, 'bet', betFields(fields));
      expect(answer.statusCode, JSON.stringify(fields)).toBe(422);
      expect(Object.keys(answer.json<{ errors: object }>().errors)).toEqual(Object.keys(fields));
    }
  });

  it.each([
    ['transaction_id', 'bet\u0000one'],
    ['round_id', 'round\ud800'],
    ['transaction_id', '\udc00'],
  ])('refuses %s %j with 422 naming the field, moving nothing', async (field, value) => {
    const before = await claims();
    const answer = await signedCall(h, slot.slug, 'bet', betFields({ [field]: value }));
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({
      code: 'validation_failed',
      errors: { [field]: ['This text contains a character that is not allowed.'] },
    });
    expect(await claims()).toBe(before);
    expect((await pocketsOf(h, seat.id)).available).toBe(10_000n);
  });

  it('checks the provider slug before it looks anything up', async () => {
    for (const slug of ['%00', 'a%00b', 'NOT-A-SLUG', 'x'.repeat(65)]) {
      const answer = await h.app.inject({
        method: 'POST',
        url: `/seamless/${slug}/bet`,
        payload: betFields(),
      });
      expect(answer.statusCode, slug).toBe(401);
      expect(answer.json()).toMatchObject({ code: 'invalid_signature' });
    }
  });

  it('reads the signature time in decimal digits only', async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const time of [`0x${now.toString(16)}`, `${now}.0`, `${now}e0`, `+${now}`, '']) {
      const answer = await signedWithTime(time, betFields());
      expect(answer.statusCode, time).toBe(401);
      expect(answer.json()).toMatchObject({ code: 'invalid_signature' });
    }
    expect((await signedWithTime(String(now), betFields())).statusCode).toBe(200);
  });

  it('refuses a body declared in a charset other than UTF-8, and takes UTF-8 declared', async () => {
    const body = betFields();
    const payload = JSON.stringify(body);
    const send = (contentType: string) =>
      h.app.inject({
        method: 'POST',
        url: `/seamless/${slot.slug}/bet`,
        payload,
        headers: {
          'content-type': contentType,
          [SIGNATURE_HEADER]: signBody(providerSecret(GAME_PROVIDER_KEY, slot.slug), payload),
        },
      });
    for (const contentType of [
      'application/json; charset=iso-8859-1',
      'application/json; charset=utf-16',
      'application/json;charset="windows-1252"',
    ]) {
      const answer = await send(contentType);
      expect(answer.statusCode, contentType).toBe(415);
      expect(answer.json()).toMatchObject({ code: 'unsupported_media_type' });
    }
    expect((await send('application/json; charset=UTF-8')).statusCode).toBe(200);
  });
});

describe('maintenance', () => {
  const maintenance = (on: boolean) => switchMaintenance(h, on);

  it('refuses new stakes without recording them, settles what was staked, and takes the stake after', async () => {
    const player = await seatAtGame(h, slot, { money: { available: 1_000n } });
    const won = betFields({ ...seatFields(player) });
    const undone = betFields({ ...seatFields(player) });
    await signedCall(h, slot.slug, 'bet', won);
    await signedCall(h, slot.slug, 'bet', undone);
    expect((await maintenance(true)).statusCode).toBe(200);
    try {
      const before = await claims();
      const late = betFields({ ...seatFields(player) });
      const refused = await signedCall(h, slot.slug, 'bet', late);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ code: 'in_maintenance' });
      expect(await claims()).toBe(before);
      // What was staked before is settled: the player is owed it.
      const paid = await signedCall(h, slot.slug, 'win', {
        ...seatFields(player),
        transaction_id: randomUUID(),
        bet_transaction_id: won.transaction_id,
        round_id: won.round_id,
        game_id: slot.id,
        amount: 3,
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const refunded = await signedCall(h, slot.slug, 'rollback', {
        ...seatFields(player),
        transaction_id: randomUUID(),
        bet_transaction_id: undone.transaction_id,
      });
      expect(refunded.statusCode, refunded.body).toBe(200);
      expect((await pocketsOf(h, player.id)).available).toBe(1_200n);
      expect((await maintenance(false)).statusCode).toBe(200);
      // Nothing of the refused stake was kept: sent again after maintenance, it is taken.
      expect((await signedCall(h, slot.slug, 'bet', late)).statusCode).toBe(200);
      expect((await pocketsOf(h, player.id)).available).toBe(1_100n);
    } finally {
      await maintenance(false);
    }
    await expectConsistentLedger(h);
  });
});
