/**
 * A change of a player's standing (self-exclusion, time-out, a limit applied at once, a reality
 * check) at the moment their bets stream in. Each change must apply and answer, no bet or
 * change may answer 500, and every bet is either booked before the change committed or refused
 * after it. On PostgreSQL (DATABASE_URL) the bets and the change really run at once on a pool,
 * where they deadlocked before the lock order of decision 36; on PGlite they interleave on its
 * one connection. A bet whose read and booking a change commits between is then driven step by
 * step, on both databases.
 */
import { randomUUID } from 'node:crypto';
import { TRANSACTION_TYPES } from '@prime/contract';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, launchToken } from '../../test/calls/play';
import { signedBet } from '../../test/calls/seamless';
import { seatAtGame, type Seat } from '../../test/factories/seats';
import { startHarness, type Harness } from '../../test/harness';
import { findSlot, type TestGame } from '../../test/queries/games';
import { rowsOf } from '../../test/queries/rows';
import { expectConsistentLedger } from '../../test/queries/wallet';
import { createTestSeamless } from '../../test/seamless-instance';
import { createTestCasino } from '../../test/studio/services';

let h: Harness;
let slot: TestGame;
beforeAll(async () => {
  h = await startHarness({ rateLimitMax: 1_000_000 });
  slot = await findSlot(h);
});
afterAll(() => h.close());

/** Loops of seamless bets, and one of studio spins, that run beside each change. */
const BET_STREAMS = 3;
/** Bets each loop still sends once the change answered. */
const BETS_AFTER = 3;

type Answer = { status: number; code: string | undefined; afterChange: boolean };

const answerOf = (response: LightMyRequestResponse, afterChange: boolean): Answer => ({
  status: response.statusCode,
  code: (response.json() as { code?: string }).code,
  afterChange,
});

const betsBooked = async (playerId: number): Promise<number> =>
  (
    await rowsOf<{ n: number }>(
      h,
      sql`select count(*)::int as n from wallet_transactions
        where player_id = ${playerId} and type_id = ${TRANSACTION_TYPES.casino_bet}`,
    )
  )[0]!.n;

const standingOf = async (playerId: number) =>
  (
    await rowsOf<{ status: string; status_reason: string | null; max_daily_bet: string | null }>(
      h,
      sql`select status, status_reason, max_daily_bet::text from players where id = ${playerId}`,
    )
  )[0]!;

/**
 * Streams bets of `seat` (seamless calls and studio spins on a game session of its own), sends
 * `change` once `startAfter` bets were answered, and goes on until every loop sent
 * `BETS_AFTER` bets after the change's answer. The bets booked are counted as the change
 * answers: none may be booked after that.
 */
const race = async (
  seat: Seat,
  startAfter: number,
  change: () => Promise<LightMyRequestResponse>,
) => {
  const studioToken = launchToken(await launch(h, slot, seat.token));
  const stake = (
    await h.app.inject({ method: 'GET', url: `/studio/session?token=${studioToken}` })
  ).json().data.bets[0] as number;
  const answers: Answer[] = [];
  let changed = false;
  let started: () => void = () => undefined;
  const due = new Promise<void>((resolve) => {
    started = resolve;
  });
  const loop = async (bet: () => Promise<LightMyRequestResponse>) => {
    let after = 0;
    while (after < BETS_AFTER) {
      const afterChange = changed;
      answers.push(answerOf(await bet(), afterChange));
      if (afterChange) after += 1;
      if (answers.length >= startAfter) started();
    }
  };
  const loops = [
    ...Array.from({ length: BET_STREAMS }, () => loop(() => signedBet(h, slot, seat, 1))),
    loop(() =>
      h.app.inject({
        method: 'POST',
        url: '/studio/slot/spin',
        payload: { token: studioToken, bet: stake },
      }),
    ),
  ];
  await due;
  const answer = await change();
  changed = true;
  const bookedAtAnswer = await betsBooked(seat.id);
  await Promise.all(loops);
  return { answer, answers, bookedAtAnswer, booked: await betsBooked(seat.id) };
};

const expectBetsBeforeOrRefusedAfter = (
  outcome: Awaited<ReturnType<typeof race>>,
  refusals: string[],
) => {
  const { answer, answers, bookedAtAnswer, booked } = outcome;
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answers.filter((bet) => bet.status >= 500)).toEqual([]);
  // Nothing booked once the change answered, and nothing sent after it is taken.
  expect(booked).toBe(bookedAtAnswer);
  expect(answers.filter((bet) => bet.afterChange && bet.status === 200)).toEqual([]);
  expect(answers.filter((bet) => bet.status === 200)).toHaveLength(booked);
  for (const bet of answers.filter((one) => one.status !== 200)) {
    expect(bet.status).toBe(403);
    expect(refusals).toContain(bet.code);
  }
};

const as = (token: string) => ({ 'user-token': token });
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('a change of standing racing a stream of bets', () => {
  it('applies every one of 12 self-exclusions; each bet is booked before it or refused after', async () => {
    for (let repeat = 0; repeat < 12; repeat += 1) {
      const seat = await seatAtGame(h, slot, { money: { available: 100_000n } });
      const outcome = await race(seat, 2 + (repeat % 5), () =>
        h.call({
          method: 'PUT',
          url: '/v1/me',
          headers: as(seat.token),
          payload: { statistic: 'self_exclusion', status_expires_at: inHours(7 * 24) },
        }),
      );
      expectBetsBeforeOrRefusedAfter(outcome, ['self_excluded', 'game_session_expired']);
      expect((await standingOf(seat.id)).status).toBe('self_excluded');
    }
    await expectConsistentLedger(h);
  }, 120_000);

  it('applies every time-out the same way', async () => {
    for (let repeat = 0; repeat < 4; repeat += 1) {
      const seat = await seatAtGame(h, slot, { money: { available: 100_000n } });
      const outcome = await race(seat, 3 + repeat, () =>
        h.call({
          method: 'PUT',
          url: '/v1/me',
          headers: as(seat.token),
          payload: { statistic: 'time_out', status_expires_at: inHours(24) },
        }),
      );
      expectBetsBeforeOrRefusedAfter(outcome, ['self_excluded', 'game_session_expired']);
      expect((await standingOf(seat.id)).status).toBe('self_excluded');
    }
    await expectConsistentLedger(h);
  }, 120_000);

  it('holds a daily bet limit applied at once against the bets in flight', async () => {
    for (let repeat = 0; repeat < 4; repeat += 1) {
      const seat = await seatAtGame(h, slot, { money: { available: 100_000n } });
      // Two bets of 1.00 are booked before the limit of 1.00 is asked for: every later bet passes it.
      const outcome = await race(seat, 2 + repeat, () =>
        h.call({
          method: 'PUT',
          url: '/v1/me',
          headers: as(seat.token),
          payload: { field: 'max_daily_bet', max_daily_bet: '1' },
        }),
      );
      expectBetsBeforeOrRefusedAfter(outcome, ['daily_bet_limit']);
      expect((await standingOf(seat.id)).max_daily_bet).toBe('100');
    }
    await expectConsistentLedger(h);
  }, 120_000);

  it('stops the bets at a reality check', async () => {
    for (let repeat = 0; repeat < 4; repeat += 1) {
      const seat = await seatAtGame(h, slot, { money: { available: 100_000n } });
      const outcome = await race(seat, 2 + repeat, () =>
        h.call({
          method: 'POST',
          url: '/v1/me/mga/realityCheck',
          headers: as(seat.token),
          payload: { minutes: 60 },
        }),
      );
      expectBetsBeforeOrRefusedAfter(outcome, ['reality_check_pending']);
      expect((await standingOf(seat.id)).status_reason).toBe('awaiting_reality_check');
    }
    await expectConsistentLedger(h);
  }, 120_000);
});

describe('a bet decided on a read made before a change of standing', () => {
  /**
   * Another instance's seamless wallet whose maintenance check, made between a bet's read and
   * its booking (decision 21), runs `between` once: the change then commits inside that gap.
   */
  const instanceWithAGap = () => {
    const gap: { between?: () => Promise<void> } = {};
    const seamless = createTestSeamless(h, {
      isInMaintenance: async () => {
        const between = gap.between;
        delete gap.between;
        await between?.();
        return false;
      },
    });
    return { seamless, gap };
  };

  const changes = [
    {
      name: 'a self-exclusion',
      code: ['self_excluded', 'game_session_expired'],
      send: (token: string) =>
        h.call({
          method: 'PUT',
          url: '/v1/me',
          headers: as(token),
          payload: { statistic: 'self_exclusion', status_expires_at: inHours(7 * 24) },
        }),
    },
    {
      name: 'a reality check',
      code: ['reality_check_pending'],
      send: (token: string) =>
        h.call({
          method: 'POST',
          url: '/v1/me/mga/realityCheck',
          headers: as(token),
          payload: { minutes: 60 },
        }),
    },
  ];

  for (const change of changes)
    it(`is not booked when ${change.name} committed between its read and its booking`, async () => {
      const seat = await seatAtGame(h, slot, { money: { available: 10_000n } });
      // A game session of its own: this instance has no memory of it, so the bet reads first.
      const fresh = launchToken(await launch(h, slot, seat.token));
      const { seamless, gap } = instanceWithAGap();
      const provider = (await createTestCasino(h).providerBySlug(slot.slug))!;
      const bet = (token: string) => {
        const id = randomUUID();
        return seamless.bet(provider, {
          session_token: token,
          player_id: seat.id,
          currency: 'EUR',
          transaction_id: id,
          round_id: `round-${id}`,
          game_id: slot.id,
          amount: 1,
        });
      };
      // Two bets make the ledger accounts known to this instance: an account that a bet
      // creates is remembered only once it was committed, by the next bet that finds it.
      expect((await bet(seat.launch)).status).toBe(200);
      expect((await bet(seat.launch)).status).toBe(200);

      gap.between = async () => {
        const answer = await change.send(seat.token);
        expect(answer.statusCode, answer.body).toBe(200);
      };
      const late = await bet(fresh);
      expect(gap.between).toBeUndefined();
      expect(late.status, JSON.stringify(late.body)).toBe(403);
      expect(change.code).toContain((late.body as { code?: string }).code);
      expect(await betsBooked(seat.id)).toBe(2);
      await expectConsistentLedger(h);
    });
});
