import { GAME_ENGINES } from '@prime/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchToken } from '../../test/calls/play';
import { buildLoggedInPlayer } from '../../test/factories/players';
import { startHarness, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

type CatalogKind = {
  engine: string;
  is_live: boolean;
  has_demo: boolean;
  theme: string;
  id: number;
  providerId: number;
  slug: string;
};

/** The page each catalog engine opens as; a live show's wheel is the live family's. */
const pageEngine = (kind: CatalogKind) =>
  kind.engine === 'wheel' && kind.is_live ? 'live-wheel' : kind.engine;

describe('every catalog game runs', () => {
  it('opens a session of every engine, live or not, and every theme, in real and demo play', async () => {
    // One game of each engine, liveness and theme among the games of switched-on providers.
    const kinds = (
      (await h.database.db.execute(sql`
        select distinct on (g.engine, g.is_live, g.theme)
          g.engine, g.is_live, g.has_demo, g.theme, g.id, g.provider_id as "providerId", p.slug
        from games g join providers p on p.id = g.provider_id
        where g.is_active and p.is_visible
        order by g.engine, g.is_live, g.theme, g.id`)) as unknown as { rows: CatalogKind[] }
    ).rows;
    const engines = new Set(kinds.map((kind) => kind.engine));
    // Every engine of the contract has games in the demo catalog.
    expect(engines).toEqual(new Set(GAME_ENGINES));
    const player = await buildLoggedInPlayer(h.database.db, { money: { available: 100_000n } });

    for (const [index, kind] of kinds.entries()) {
      const label = `${kind.engine}${kind.is_live ? ' (live)' : ''} ${kind.theme}`;
      const modes = kind.has_demo ? [player.token, undefined] : [player.token];
      for (const token of modes) {
        // Each kind from its own address: launches are rate-limited per address.
        const launched = await h.call({
          method: 'POST',
          url: `/v1/casino/play/${kind.slug}`,
          remoteAddress: `10.6.${Math.floor(index / 250)}.${(index % 250) + 1}`,
          headers: token ? { 'user-token': token } : {},
          payload: { game_id: kind.id, provider_id: kind.providerId },
        });
        expect(launched.statusCode, `${label}: ${launched.body}`).toBe(200);
        const session = await h.app.inject({
          method: 'GET',
          url: `/studio/session?token=${launchToken(launched)}`,
        });
        expect(session.statusCode, `${label}: ${session.body}`).toBe(200);
        const data = session.json().data;
        expect(data.mode, label).toBe(token ? 'real' : 'demo');
        expect(data.rules.engine, label).toBe(pageEngine(kind));
        expect(data.game.theme, label).toBe(kind.theme);
        expect(data.bets.length, label).toBeGreaterThan(0);
      }
    }
  });
});
