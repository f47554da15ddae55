import { OPT_OUT_RATE_LIMIT_PER_MINUTE, OPT_OUT_TOKEN_DAYS } from '@prime/contract';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/hash';
import { nextIp } from '../../test/addresses';
import { buildPlayer } from '../../test/factories/players';
import { buildSkin } from '../../test/factories/skins';
import { startHarness, type Harness } from '../../test/harness';
import { findPlayerRow } from '../../test/queries/players';
import { createNewsletterRepository } from './newsletter.repository';
import { newsletterOptOuts, newsletterTokens } from './newsletter.tables';
import { newOptOutToken } from './opt-out-token';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

/** Each call from its own address, so the strict per-address limit stays out of the way. */
const call = (options: InjectOptions) => h.call({ remoteAddress: nextIp(), ...options });

const buildSubscriber = async (overrides: { skinId?: number } = {}) =>
  (await buildPlayer(h.database.db, { newsletter: true, marketingConsent: true, ...overrides })).id;

const buildToken = async (playerId: number, expiresAt?: Date) => {
  const { token, tokenHash, expiresAt: defaultExpiry } = newOptOutToken();
  await createNewsletterRepository(h.database.db).insertToken({
    playerId,
    tokenHash,
    expiresAt: expiresAt ?? defaultExpiry,
  });
  return token;
};

const marketingOf = async (playerId: number) => {
  const row = await findPlayerRow(h.database.db, playerId);
  return row && { newsletter: row.newsletter, marketing: row.marketingConsent };
};

const optOutsOf = (playerId: number) =>
  h.database.db.select().from(newsletterOptOuts).where(eq(newsletterOptOuts.playerId, playerId));

const check = (token?: string, headers: Record<string, string> = {}) =>
  call({
    method: 'GET',
    url: '/v1/notifications/newsletter/token/opt-out',
    headers: { ...(token === undefined ? {} : { token }), ...headers },
  });

const optOut = (payload: Record<string, unknown>) =>
  call({ method: 'POST', url: '/v1/notifications/newsletter/opt-out', payload });

const body = (token: string, overrides: Record<string, unknown> = {}) => ({
  token,
  reason: 'Too many e-mails',
  newsletter: true,
  terms_and_conditions: false,
  is_accepted: true,
  ...overrides,
});

describe('GET notifications/newsletter/token/opt-out', () => {
  it('answers a valid token of a subscribed player', async () => {
    const token = await buildToken(await buildSubscriber());
    const response = await check(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { is_valid: true, already_unsubscribed: false } });
  });

  it('stores only the hash of a token that lasts the configured days', async () => {
    const before = Date.now();
    const { token, tokenHash, expiresAt } = newOptOutToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokenHash).toBe(sha256(token));
    expect(expiresAt.getTime() - before).toBeGreaterThanOrEqual(OPT_OUT_TOKEN_DAYS * 86_400_000);
    expect(expiresAt.getTime() - before).toBeLessThan((OPT_OUT_TOKEN_DAYS + 1) * 86_400_000);
  });

  it.each([
    ['an unknown token', async () => 'not-a-token'],
    ['an expired token', async () => buildToken(await buildSubscriber(), new Date(Date.now() - 1))],
    [
      "another skin's token",
      async () =>
        buildToken(await buildSubscriber({ skinId: (await buildSkin(h.database.db)).id })),
    ],
  ])('answers is_valid false for %s', async (_label, tokenOf) => {
    const response = await check(await tokenOf());
    expect(response.json()).toEqual({ data: { is_valid: false, already_unsubscribed: false } });
  });

  it('answers 422 without the token header', async () => {
    const response = await check();
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      errors: { token: [expect.any(String)] },
    });
  });

  it('limits each address to a few tries a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= OPT_OUT_RATE_LIMIT_PER_MINUTE; i += 1) {
      const response = await h.call({
        method: 'GET',
        url: '/v1/notifications/newsletter/token/opt-out',
        headers: { token: 'guess' },
        remoteAddress: '10.9.9.9',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('POST notifications/newsletter/opt-out', () => {
  it('unsubscribes, records the reason and marks the token used', async () => {
    const playerId = await buildSubscriber();
    const token = await buildToken(playerId);
    const response = await optOut(body(token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { result: 'sent', message: expect.any(String) } });
    expect(await marketingOf(playerId)).toEqual({ newsletter: false, marketing: true });
    expect(await optOutsOf(playerId)).toEqual([
      expect.objectContaining({ reason: 'Too many e-mails', newsletter: true, marketing: false }),
    ]);
    const [row] = await h.database.db
      .select({ usedAt: newsletterTokens.usedAt })
      .from(newsletterTokens)
      .where(eq(newsletterTokens.tokenHash, sha256(token)));
    expect(row?.usedAt).toBeInstanceOf(Date);
  });

  it('answers already_unsubscribed the second time and changes nothing', async () => {
    const playerId = await buildSubscriber();
    const token = await buildToken(playerId);
    expect((await optOut(body(token))).json()).toMatchObject({ data: { result: 'sent' } });
    const again = await optOut(body(token, { reason: 'Once more' }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ data: { result: 'already_unsubscribed' } });
    expect(await optOutsOf(playerId)).toHaveLength(1);
  });

  it('withdraws the marketing consent too when asked, then reports nothing left', async () => {
    const playerId = await buildSubscriber();
    const token = await buildToken(playerId);
    expect((await optOut(body(token))).json()).toMatchObject({ data: { result: 'sent' } });
    const consent = await optOut(body(token, { terms_and_conditions: true }));
    expect(consent.json()).toMatchObject({ data: { result: 'sent' } });
    expect(await marketingOf(playerId)).toEqual({ newsletter: false, marketing: false });
    expect((await optOutsOf(playerId)).map((row) => [row.newsletter, row.marketing])).toEqual(
      expect.arrayContaining([
        [true, false],
        [false, true],
      ]),
    );
    expect((await check(token)).json()).toEqual({
      data: { is_valid: true, already_unsubscribed: true },
    });
  });

  it("never changes another player's choices", async () => {
    const playerA = await buildSubscriber();
    const playerB = await buildSubscriber();
    const tokenA = await buildToken(playerA);
    await buildToken(playerB);
    await optOut(body(tokenA, { terms_and_conditions: true }));
    expect(await marketingOf(playerA)).toEqual({ newsletter: false, marketing: false });
    expect(await marketingOf(playerB)).toEqual({ newsletter: true, marketing: true });
    expect(await optOutsOf(playerB)).toEqual([]);
  });

  it.each([
    ['an unknown token', async () => 'not-a-token'],
    ['an expired token', async () => buildToken(await buildSubscriber(), new Date(Date.now() - 1))],
  ])('answers 400 invalid_token for %s', async (_label, tokenOf) => {
    const response = await optOut(body(await tokenOf()));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'invalid_token',
      message: 'This link is invalid or has expired.',
    });
  });

  it.each([
    ['both choices off', { newsletter: false, terms_and_conditions: false }, 'newsletter'],
    ['no reason', { reason: undefined }, 'reason'],
    ['a blank reason', { reason: '   ' }, 'reason'],
    ['a reason over 255 characters', { reason: 'x'.repeat(256) }, 'reason'],
    ['no confirmation', { is_accepted: false }, 'is_accepted'],
    ['a choice that is not a boolean', { newsletter: 'yes' }, 'newsletter'],
  ])('answers 422 for %s and changes nothing', async (_label, overrides, field) => {
    const playerId = await buildSubscriber();
    const token = await buildToken(playerId);
    const response = await optOut(body(token, overrides));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      errors: { [field]: [expect.any(String)] },
    });
    expect(await marketingOf(playerId)).toEqual({ newsletter: true, marketing: true });
    expect(await optOutsOf(playerId)).toEqual([]);
  });

  it('accepts a reason of exactly 255 characters', async () => {
    const token = await buildToken(await buildSubscriber());
    const response = await optOut(body(token, { reason: 'x'.repeat(255) }));
    expect(response.json()).toMatchObject({ data: { result: 'sent' } });
  });
});
