import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerSchema } from '@prime/contract';
import { buildLoggedInPlayer } from '../../test/factories/players';
import { startHarness, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const get = (url: string, token?: string) =>
  h.call({ method: 'GET', url, headers: token === undefined ? {} : { 'user-token': token } });

describe('GET me', () => {
  it('answers the whole player shape of the session', async () => {
    const { id: playerId, token } = await buildLoggedInPlayer(h.database.db, {
      passwordHash: 'not-a-real-hash',
      firstName: 'Jana',
      lastName: 'Dvorak',
      street: 'Main street',
      streetNumber: '12a',
      maxDailyDeposit: 10_050n,
      maxDailyBet: 2_000n,
      maxDailyPlayingTime: 120,
      realityMinutes: 30,
      termsAccepted: true,
      lastLoginAt: new Date('2026-01-02T10:00:00Z'),
      lastLoginIp: '198.51.100.2',
      previousLoginAt: new Date('2026-01-01T09:30:00Z'),
      previousLoginIp: '198.51.100.1',
    });
    const response = await get('/v1/me?kyc=1&marketing=1&riskyCountry=1', token);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(playerSchema.safeParse(data).success).toBe(true);
    expect(data).toMatchObject({
      id: playerId,
      name: 'Jana Dvorak',
      balance: { total: 0, available: 0, deposited: 0, bonus: 0 },
      information: { street: 'Main street', street_number: '12a', reality_minutes: 30 },
      limits: { max_daily_deposit: 100.5, max_weekly_deposit: null },
      betLimits: { max_daily_bet: 20, max_daily_loss: null, max_daily_playing_time: 120 },
      marketing: { terms_and_conditions: true },
      last_login: { at: '2026-01-01T09:30:00.000Z', ip: '198.51.100.1' },
      kyc: [],
      is_crypt: true,
    });
    expect(data.created_at).toBe(data.updated_at);
    expect(data).not.toHaveProperty('password_hash');
    expect(JSON.stringify(data)).not.toContain('not-a-real-hash');
  });

  it('answers last_login null before a second login', async () => {
    const { token } = await buildLoggedInPlayer(h.database.db);
    expect((await get('/v1/me', token)).json().data.last_login).toBeNull();
  });

  it('answers 401 without a live session', async () => {
    expect((await get('/v1/me')).statusCode).toBe(401);
    expect((await get('/v1/me', 'unknown-token')).statusCode).toBe(401);
  });
});

describe('GET me/balance', () => {
  it('answers the four balances, zero before any money moved', async () => {
    const { token } = await buildLoggedInPlayer(h.database.db);
    const response = await get('/v1/me/balance', token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { total: 0, available: 0, deposited: 0, bonus: 0 } });
  });

  it('answers 401 without a live session', async () => {
    expect((await get('/v1/me/balance')).statusCode).toBe(401);
    expect((await get('/v1/me/balance', 'unknown-token')).statusCode).toBe(401);
  });
});
