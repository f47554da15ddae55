import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashier, eventually, paymentOf, postWebhook } from '../../test/calls/payments';
import { launch, launchToken } from '../../test/calls/play';
import { signedBet } from '../../test/calls/seamless';
import { buildLoggedInPlayer, type LoggedInPlayer } from '../../test/factories/players';
import { startHarness, type Harness } from '../../test/harness';
import { findSlot, type TestGame } from '../../test/queries/games';
import { rowsOf } from '../../test/queries/rows';
import { expectConsistentLedger, pocketsOf } from '../../test/queries/wallet';

let h: Harness;
let slot: TestGame;

const statusOf = async (playerId: number) =>
  (
    await rowsOf<{ status: string }>(
      h,
      sql`select status from player_bonuses where player_id = ${playerId} order by id desc limit 1`,
    )
  )[0]?.status;

/** A player whose 20 EUR deposit was matched by WELCOME100 (20 EUR deposited, 20 EUR bonus). */
const withBonus = async (): Promise<LoggedInPlayer> => {
  const [welcome] = await rowsOf<{ id: number }>(
    h,
    sql`select id from campaigns where code = 'WELCOME100'`,
  );
  const p = await buildLoggedInPlayer(h.database.db, {
    registrationCampaignId: welcome!.id,
    money: { available: 500n },
  });
  const opened = await cashier(h, p.token)('POST', '/deposit', {
    amount: 20,
    payment_method_id: 1,
  });
  const id = opened.json().data.transaction_id as number;
  const reference = (await paymentOf(h, id))!.provider_reference!;
  await postWebhook(h, { type: 'payment.succeeded', transactionId: id, reference, amount: 2_000n });
  expect(await pocketsOf(h, p.id)).toEqual({ available: 500n, deposited: 2_000n, bonus: 2_000n });
  return p;
};

beforeAll(async () => {
  h = await startHarness({ payments: {}, bonusSweepEveryMs: 200 });
  slot = await findSlot(h);
});
afterAll(async () => {
  await expectConsistentLedger(h);
  await h.close();
});

describe('the bonus sweep', () => {
  it('ends an expired bonus, taking back only the bonus pocket', async () => {
    const p = await withBonus();
    await h.database.db.execute(
      sql`update player_bonuses set expires_at = now() - interval '1 second' where player_id = ${p.id}`,
    );
    await eventually(async () => (await statusOf(p.id)) === 'expired');
    expect(await pocketsOf(h, p.id)).toEqual({ available: 500n, deposited: 2_000n, bonus: 0n });
    await expectConsistentLedger(h);
  });

  it('ends a bonus below the minimum balance once the wallet is idle, and tells the player', async () => {
    const p = await withBonus();
    const response = await launch(h, slot, p.token);
    const token = launchToken(response);
    // 25 EUR of real money, then 19.95 EUR of the bonus: 0.05 EUR of bonus is left.
    for (const amount of [5, 5, 5, 5, 5, 5, 5, 5, 4.95]) {
      const answer = await signedBet(h, slot, { id: p.id, launch: token }, amount);
      expect(answer.statusCode, answer.body).toBe(200);
    }
    expect(await pocketsOf(h, p.id)).toEqual({ available: 0n, deposited: 0n, bonus: 5n });
    // Not while a round may be open: the wallet moved a moment ago.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await statusOf(p.id)).toBe('active');
    await h.database.db.execute(
      sql`update wallet_transactions set created_at = created_at - interval '5 minutes'
        where player_id = ${p.id}`,
    );
    await eventually(async () => (await statusOf(p.id)) === 'ended_min_balance');
    expect(await pocketsOf(h, p.id)).toEqual({ available: 0n, deposited: 0n, bonus: 0n });
    await eventually(
      async () =>
        (
          await rowsOf(
            h,
            sql`select 1 from player_messages where player_id = ${p.id}
              and type = 'bonus-min-balance-limit'`,
          )
        ).length === 1,
    );
    await expectConsistentLedger(h);
  });
});
