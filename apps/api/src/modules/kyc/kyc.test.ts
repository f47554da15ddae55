import { CZK_CURRENCY_ID, KYC_LEVELS } from '@prime/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  kycCall,
  kycStateOf,
  kycWebhookBody,
  levelsOf,
  postKycWebhook,
} from '../../test/calls/kyc';
import { cashier } from '../../test/calls/payments';
import { launch } from '../../test/calls/play';
import {
  buildLoggedInPlayer,
  type LoggedInPlayer,
  type LoggedInPlayerOptions,
} from '../../test/factories/players';
import { openCashierTransaction } from '../../test/factories/transactions';
import { startHarness, type Harness } from '../../test/harness';
import { findSlot, type TestGame } from '../../test/queries/games';
import { rowsOf } from '../../test/queries/rows';

let h: Harness;
let slot: TestGame;

beforeAll(async () => {
  h = await startHarness();
  slot = await findSlot(h);
});
afterAll(async () => h.close());

const player = (options: LoggedInPlayerOptions = {}) =>
  buildLoggedInPlayer(h.database.db, { verified: false, ...options });

/** Opens a level through the API and has the provider accept it (or reject it) by webhook. */
const review = async (
  p: LoggedInPlayer,
  level: string,
  answer: 'GREEN' | 'RED' = 'GREEN',
): Promise<void> => {
  const opened = await kycCall(h, p.token)('POST', `/kyc/players/${p.id}`, { level });
  expect(opened.statusCode, opened.body).toBe(200);
  const row = (await levelsOf(h, p.id)).find((entry) => entry.level === level)!;
  const sent = await postKycWebhook(
    h,
    kycWebhookBody({
      applicantId: row.applicant_id,
      playerId: p.id,
      levelName: level,
      reviewStatus: 'completed',
      answer,
      at: new Date(),
    }),
  );
  expect(sent.json().outcome).toBe('applied');
};

describe('KYC levels of the player', () => {
  it('lets player B neither open, change nor read player A’s levels', async () => {
    const a = await player();
    const b = await player();
    await review(a, KYC_LEVELS.basic, 'RED');
    const asB = kycCall(h, b.token);
    const opened = await asB('POST', `/kyc/players/${a.id}`, { level: KYC_LEVELS.basic });
    expect(opened.statusCode).toBe(403);
    expect(opened.json().code).toBe('forbidden');
    const changed = await asB('POST', `/kyc/players/${a.id}/changeLevel`, {
      level: KYC_LEVELS.basic,
    });
    expect(changed.statusCode).toBe(403);
    // B's own list and token name B's levels only.
    expect((await asB('GET', '/kyc/players/me')).json().data).toEqual([]);
    await asB('GET', `/kyc/accessTokens/${KYC_LEVELS.basic}`);
    expect(await levelsOf(h, a.id)).toMatchObject([{ status: 'rejected' }]);
    expect(await levelsOf(h, b.id)).toMatchObject([{ status: 'initialized' }]);
    // Without a session nothing answers.
    const anonymous = await h.call({
      method: 'POST',
      url: `/v1/kyc/players/${a.id}`,
      payload: { level: KYC_LEVELS.basic },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an unknown level and an accepted one, changing nothing', async () => {
    const p = await player();
    const call = kycCall(h, p.token);
    const unknown = await call('POST', `/kyc/players/${p.id}`, { level: 'EverythingLevel' });
    expect(unknown.statusCode).toBe(422);
    await review(p, KYC_LEVELS.basic);
    const again = await call('POST', `/kyc/players/${p.id}`, { level: KYC_LEVELS.basic });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('kyc_level_accepted');
    const token = await call('GET', `/kyc/accessTokens/${KYC_LEVELS.basic}`);
    expect(token.json().code).toBe('kyc_level_accepted');
  });

  it('offers the selfie level to risky-country players only, when no other level is open', async () => {
    const home = await player();
    const refused = await kycCall(h, home.token)('POST', `/kyc/players/${home.id}/changeLevel`, {
      level: KYC_LEVELS.selfie,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('kyc_level_not_offered');

    const risky = await player({ countryCode: 'NG' });
    const call = kycCall(h, risky.token);
    await call('POST', `/kyc/players/${risky.id}`, { level: KYC_LEVELS.basic });
    const whileOpen = await call('POST', `/kyc/players/${risky.id}/changeLevel`, {
      level: KYC_LEVELS.selfie,
    });
    expect(whileOpen.json().code).toBe('kyc_level_not_offered');
    expect(await levelsOf(h, risky.id)).toHaveLength(1);
    const other = await player({ countryCode: 'NG' });
    const moved = await kycCall(h, other.token)('POST', `/kyc/players/${other.id}/changeLevel`, {
      level: KYC_LEVELS.selfie,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject([{ level: KYC_LEVELS.selfie, status: 'initialized' }]);
  });
});

describe('the launch gates of spec 02 §4', () => {
  it('lets a PEP player play for real once the basic level is accepted', async () => {
    const pep = await player({ isPep: true });
    expect((await launch(h, slot, pep.token)).json().code).toBe('kyc_invalid');
    await review(pep, KYC_LEVELS.basic, 'RED');
    expect((await launch(h, slot, pep.token)).json().code).toBe('kyc_invalid');
    const [row] = await levelsOf(h, pep.id);
    await postKycWebhook(
      h,
      kycWebhookBody({
        applicantId: row!.applicant_id,
        playerId: pep.id,
        levelName: KYC_LEVELS.basic,
        reviewStatus: 'completed',
        answer: 'GREEN',
        at: new Date(Date.now() + 1_000),
      }),
    );
    const opened = await launch(h, slot, pep.token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data.play_for_real).toBeDefined();
  });

  it('lets a risky-country player play once idApproved, not on the basic level alone', async () => {
    const risky = await player({ countryCode: 'NG' });
    expect((await launch(h, slot, risky.token)).json().code).toBe('kyc_invalid');
    await review(risky, KYC_LEVELS.selfie);
    expect(await kycStateOf(h, risky.id)).toEqual({ is_verified: true, status_kyc: 'idApproved' });
    expect((await launch(h, slot, risky.token)).statusCode).toBe(200);

    const basicOnly = await player({ countryCode: 'NG' });
    await review(basicOnly, KYC_LEVELS.basic);
    expect((await launch(h, slot, basicOnly.token)).json().code).toBe('kyc_invalid');
  });
});

describe('AML level and the €2,000 threshold', () => {
  const surveyStatus = async (p: LoggedInPlayer) =>
    (
      await h.call({
        method: 'GET',
        url: '/v1/me/survey/last?type=sow',
        headers: { 'user-token': p.token },
      })
    ).json().data.status as string;

  const amlOf = async (p: LoggedInPlayer) => {
    const response = await kycCall(h, p.token)('GET', '/me/aml/level/current/');
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  const deposit = (p: LoggedInPlayer, amount: number) =>
    cashier(h, p.token)('POST', '/deposit', { amount, payment_method_id: 1 });

  it('requires the basic level after deposits reach €2,000, and the questionnaire', async () => {
    const p = await player();
    await openCashierTransaction(h.database.db, {
      playerId: p.id,
      type: 'deposit',
      status: 'pending',
      amount: 195_000n,
      paymentMethodId: 14,
    });
    expect(await amlOf(p)).toMatchObject({
      level: 'low',
      deposits_eur: 1_950,
      kyc_required: false,
    });
    expect(await surveyStatus(p)).not.toBe('required');
    // The deposit that reaches €2,000 goes through and makes the questionnaire required.
    const reaching = await deposit(p, 50);
    expect(reaching.statusCode, reaching.body).toBe(201);
    expect(await surveyStatus(p)).toBe('required');
    expect(await amlOf(p)).toMatchObject({
      level: 'medium',
      reasons: ['deposits'],
      deposits_eur: 2_000,
      kyc_required: true,
    });
    // The next one waits for the basic level.
    const count = async () =>
      (
        await rowsOf<{ n: number }>(
          h,
          sql`select count(*)::int as n from wallet_transactions where player_id = ${p.id}`,
        )
      )[0]!.n;
    const before = await count();
    const refused = await deposit(p, 10);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'kyc_required' });
    expect(refused.json().message).toMatch(/2,000 EUR/);
    expect(await count()).toBe(before);
    await review(p, KYC_LEVELS.basic);
    expect(await amlOf(p)).toMatchObject({ kyc_required: false, basic_kyc_accepted: true });
    expect((await deposit(p, 10)).statusCode).toBe(201);
  });

  it('counts deposits in euros at the currency’s rate', async () => {
    const p = await player({ currencyId: CZK_CURRENCY_ID });
    const [{ rate }] = (await rowsOf<{ rate: string }>(
      h,
      sql`select rate::text from currencies where id = ${CZK_CURRENCY_ID}`,
    )) as [{ rate: string }];
    // Just under €2,000 in koruna.
    const koruna = BigInt(Math.floor(1_999 * Number(rate))) * 100n;
    await openCashierTransaction(h.database.db, {
      playerId: p.id,
      type: 'deposit',
      status: 'pending',
      amount: koruna,
      paymentMethodId: 14,
    });
    const aml = await amlOf(p);
    expect(aml.deposits_eur).toBeGreaterThan(1_998);
    expect(aml.deposits_eur).toBeLessThan(2_000);
    expect(aml.kyc_required).toBe(false);
  });

  it('rates PEP, UBO and risky-country players high', async () => {
    expect((await amlOf(await player({ isPep: true }))).level).toBe('high');
    expect((await amlOf(await player({ isUbo: true }))).reasons).toEqual(['ubo']);
    expect((await amlOf(await player({ countryCode: 'NG' }))).reasons).toEqual(['risky_country']);
  });
});
