import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { seedDatabase } from '../../db/seed/seed';
import { sha256 } from '../../lib/hash';
import { CLIENT, OPS_TOKEN, startHarness, type Harness } from '../../test/harness';
import { findPlayerRow } from '../../test/queries/players';
import { newsletterTokens } from './newsletter.tables';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const PATH = /^\/newsletter\/opt-out\?token=([A-Za-z0-9_-]{43})$/;

const link = (username: string, token = OPS_TOKEN) =>
  h.app.inject({
    method: 'POST',
    url: '/ops/newsletter-link',
    headers: { 'x-ops-token': token },
    payload: { username },
  });

describe('POST /ops/newsletter-link', () => {
  it('creates a fresh working link of a player by username', async () => {
    const response = await link('DemoPlayer');
    expect(response.statusCode).toBe(200);
    const { path } = response.json<{ data: { path: string } }>().data;
    const token = PATH.exec(path)?.[1];
    expect(token).toBeDefined();
    const check = await h.call({
      method: 'GET',
      url: '/v1/notifications/newsletter/token/opt-out',
      headers: { token: token! },
    });
    expect(check.json()).toEqual({ data: { is_valid: true, already_unsubscribed: false } });
    const second = (await link('demoplayer')).json<{ data: { path: string } }>().data.path;
    expect(second).not.toBe(path);
  });

  it('answers 404 for an unknown player and 403 without the operator token', async () => {
    expect((await link('nobody-here')).statusCode).toBe(404);
    expect((await link('demoplayer', 'wrong-token')).statusCode).toBe(403);
  });
});

describe('demo seed', () => {
  it('subscribes the demo players and reports a working opt-out link', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      await runMigrations(database);
      const report = await seedDatabase(database.db, { demo: true, client: CLIENT });
      const token = PATH.exec(report.newsletter_opt_out ?? '')?.[1];
      expect(token).toBeDefined();
      const [link] = await database.db
        .select({ playerId: newsletterTokens.playerId })
        .from(newsletterTokens)
        .where(eq(newsletterTokens.tokenHash, sha256(token!)));
      const player = link && (await findPlayerRow(database.db, link.playerId));
      const row = player && { username: player.username, newsletter: player.newsletter };
      expect(row).toEqual({ username: 'demoplayer', newsletter: true });
      const again = await seedDatabase(database.db, { demo: true, client: CLIENT });
      expect(again.newsletter_opt_out).toBeUndefined();
    } finally {
      await database.close();
    }
  });
});
