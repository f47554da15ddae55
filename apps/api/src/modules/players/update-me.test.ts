import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlayer, buildSession } from '../../test/cms-factories';
import { startHarness, type Harness } from '../../test/harness';
import { players } from './players.tables';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const putMe = (token: string | undefined, payload: unknown) =>
  h.call({
    method: 'PUT',
    url: '/v1/me',
    headers: token === undefined ? {} : { 'user-token': token },
    payload: payload as Record<string, unknown>,
  });

const languageOf = async (playerId: number) =>
  (
    await h.database.db
      .select({ language: players.language })
      .from(players)
      .where(eq(players.id, playerId))
  )[0]?.language;

describe('PUT me', () => {
  it("changes the session player's language and answers the player", async () => {
    const playerId = await buildPlayer(h.database.db);
    const token = await buildSession(h.database.db, playerId);
    const response = await putMe(token, { language: 'de' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { id: playerId, language: 'de' } });
    expect(await languageOf(playerId)).toBe('de');
  });

  it('changes nothing for an empty body', async () => {
    const playerId = await buildPlayer(h.database.db, { language: 'pl' });
    const token = await buildSession(h.database.db, playerId);
    const response = await putMe(token, {});
    expect(response.json()).toMatchObject({ data: { language: 'pl' } });
  });

  it.each([
    ['an unknown language', { language: 'fr' }, 'language'],
    ['a language that is not a string', { language: 7 }, 'language'],
    ['an unknown field', { language: 'de', status: 'active' }, 'body'],
  ])('answers 422 for %s and changes nothing', async (_label, payload, field) => {
    const playerId = await buildPlayer(h.database.db);
    const token = await buildSession(h.database.db, playerId);
    const response = await putMe(token, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      errors: { [field]: [expect.any(String)] },
    });
    expect(await languageOf(playerId)).toBe('en');
  });

  it('answers 401 without a session', async () => {
    expect((await putMe(undefined, { language: 'de' })).statusCode).toBe(401);
    expect((await putMe('stale', { language: 'de' })).statusCode).toBe(401);
  });

  it("lets the session decide: player B's session never changes player A", async () => {
    const playerA = await buildPlayer(h.database.db);
    const playerB = await buildPlayer(h.database.db);
    const tokenB = await buildSession(h.database.db, playerB);
    const response = await putMe(tokenB, { language: 'hu' });
    expect(response.json()).toMatchObject({ data: { id: playerB, language: 'hu' } });
    expect(await languageOf(playerA)).toBe('en');
    const spoofed = await putMe(tokenB, { language: 'es', id: playerA });
    expect(spoofed.statusCode).toBe(422);
    expect(await languageOf(playerA)).toBe('en');
  });
});
