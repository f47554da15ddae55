import { COUNTRY_RESTRICTED_MESSAGES } from '@prime/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaff, loginStaff, staffCall } from '../../test/calls/staff';
import { buildPlayer } from '../../test/factories/players';
import {
  buildRegisterBody,
  buildStep2Body,
  registerVerified,
  solveCaptcha,
} from '../../test/factories/registration';
import { startHarness, type Harness } from '../../test/harness';
import { findPlayerRow } from '../../test/queries/players';
import { rowsOf } from '../../test/queries/rows';

/** Addresses of the offline database's ranges: the United States, France, Czechia. */
const US = '8.8.8.8';
const FR = '212.27.48.10';
const CZ = '77.75.75.172';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const login = (username: string, password: string, ip: string, language?: string) =>
  h.call({
    method: 'POST',
    url: '/v1/auth/login?checkHash=1',
    payload: { username, password },
    remoteAddress: ip,
    headers: language ? { 'accept-language': language } : {},
  });

/** The player's sessions and recorded login tries. */
const traces = async (playerId: number) =>
  (
    await rowsOf<{ sessions: number; attempts: number }>(
      h,
      sql`select (select count(*)::int from sessions where player_id = ${playerId}) as sessions,
        (select count(*)::int from login_attempts where player_id = ${playerId}) as attempts`,
    )
  )[0]!;

describe('a login', () => {
  it('from a restricted country is refused with the text in the visitor’s language, nothing recorded', async () => {
    const p = await buildPlayer(h.database.db);
    const refused = await login(p.username, p.password, US, 'cs-CZ,cs;q=0.9,en;q=0.8');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'country_restricted',
      message: COUNTRY_RESTRICTED_MESSAGES.cs,
      details: { country: 'US' },
    });
    const english = await login(p.username, 'wrong-password', FR);
    expect(english.json()).toMatchObject({
      code: 'country_restricted',
      message: COUNTRY_RESTRICTED_MESSAGES.en,
    });
    expect(await traces(p.id)).toEqual({ sessions: 0, attempts: 0 });
  });

  it('from an allowed country records the country on the session staff see', async () => {
    const p = await buildPlayer(h.database.db);
    expect((await login(p.username, p.password, CZ)).statusCode).toBe(200);
    const cookie = await loginStaff(h, await buildStaff(h.database.db, 'support'));
    const page = await staffCall(h, cookie)('GET', `/players/${p.id}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data.sessions).toMatchObject([{ ip: CZ, country: 'CZ' }]);
  });

  it('from a loopback or private address passes, with no country', async () => {
    const p = await buildPlayer(h.database.db);
    for (const ip of ['127.0.0.1', '10.1.2.3', '::1'])
      expect((await login(p.username, p.password, ip)).statusCode).toBe(200);
    const countries = await rowsOf<{ country: string | null }>(
      h,
      sql`select country from sessions where player_id = ${p.id}`,
    );
    expect(countries).toEqual([{ country: null }, { country: null }, { country: null }]);
  });
});

describe('a registration', () => {
  it('from a restricted country is refused before anything is created', async () => {
    const body = buildRegisterBody();
    const refused = await h.call({
      method: 'POST',
      url: '/v1/auth/register',
      payload: body,
      remoteAddress: FR,
      headers: { 'accept-language': 'de' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'country_restricted',
      message: COUNTRY_RESTRICTED_MESSAGES.de,
    });
    const [found] = await rowsOf<{ n: number }>(
      h,
      sql`select count(*)::int as n from players where lower(username) = ${body.username.toLowerCase()}`,
    );
    expect(found).toEqual({ n: 0 });
  });

  it('cannot be finished from a restricted country', async () => {
    const p = await registerVerified(h);
    const refused = await h.call({
      method: 'PUT',
      url: `/v1/static/players/${p.id}`,
      payload: buildStep2Body(await solveCaptcha(h)),
      headers: { token: p.token },
      remoteAddress: US,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('country_restricted');
    expect(await findPlayerRow(h.database.db, p.id)).toMatchObject({ status: 'incompleted' });
  });
});
