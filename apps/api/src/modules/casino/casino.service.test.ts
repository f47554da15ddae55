import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { createCasinoRepository } from './casino.repository';
import { createCasinoService } from './casino.service';
import type { GamesFilter } from './catalog.query';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const firstPage: GamesFilter = { page: 1, per_page: 48, sort_by: 'rank' };
const search = (name: string): GamesFilter => ({ ...firstPage, name });

describe('catalog read model', () => {
  it('sees games added in the database after invalidate()', async () => {
    // A check interval longer than the test: only invalidate() can show the change.
    const casino = createCasinoService(createCasinoRepository(h.database.db), {
      versionCheckMs: 3_600_000,
    });
    const before = (await casino.listGames(firstPage)).meta.total;
    await createCasinoRepository(h.database.db).addGeneratedGames(25);
    expect((await casino.listGames(firstPage)).meta.total).toBe(before);
    casino.invalidate();
    expect((await casino.listGames(firstPage)).meta.total).toBe(before + 25);
  });

  it('converges on its own when another instance changes the catalog', async () => {
    const casino = createCasinoService(createCasinoRepository(h.database.db), {
      versionCheckMs: 0,
    });
    expect((await casino.listGames(search('marmalade'))).meta.total).toBe(1);
    await h.database.db.execute(
      sql`update games set name = 'Moonlit Orchard', updated_at = now() where name = 'Moonlit Marmalade'`,
    );
    try {
      expect((await casino.listGames(search('marmalade'))).meta.total).toBe(0);
      expect((await casino.listGames(search('moonlit orch'))).data.map((g) => g.name)).toEqual([
        'Moonlit Orchard',
      ]);
    } finally {
      await h.database.db.execute(
        sql`update games set name = 'Moonlit Marmalade', updated_at = now() where name = 'Moonlit Orchard'`,
      );
    }
  });

  it('follows a provider being hidden', async () => {
    const casino = createCasinoService(createCasinoRepository(h.database.db), {
      versionCheckMs: 0,
    });
    const visible = { ...firstPage, is_provider_visible: true };
    const before = (await casino.listGames(visible)).meta.total;
    await h.database.db.execute(
      sql`update providers set is_visible = false where slug = 'orchard-reels'`,
    );
    try {
      expect((await casino.listGames(visible)).meta.total).toBeLessThan(before);
      expect((await casino.listProviders(true)).map((p) => p.slug)).not.toContain('orchard-reels');
    } finally {
      await h.database.db.execute(
        sql`update providers set is_visible = true where slug = 'orchard-reels'`,
      );
    }
  });

  it('loads again after a failed load instead of keeping the failure', async () => {
    const repository = createCasinoRepository(h.database.db);
    let failures = 1;
    const casino = createCasinoService({
      ...repository,
      loadCatalog: async () => {
        if (failures-- > 0) throw new Error('database unavailable');
        return repository.loadCatalog();
      },
    });
    await expect(casino.listSections()).rejects.toThrow('database unavailable');
    expect((await casino.listSections()).length).toBeGreaterThan(10);
  });
});
