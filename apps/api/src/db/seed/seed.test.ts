import { LANGUAGES } from '@prime/contract';
import { verify } from 'argon2';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT, startHarness, type Harness } from '../../test/harness';
import { players, skins, staff, translations } from '../schema';
import { verifyPassword } from '../../lib/password';
import { DEMO_PASSWORD, DEMO_STAFF_PASSWORD } from './demo';
import { IMPORTED_PLAYER, seedImportedPlayer } from './imported-player';
import { seedDatabase } from './seed';

let h: Harness;

/** Rows of a raw query; both drivers answer `{ rows }`. */
const query = async <T>(statement: SQL): Promise<T[]> =>
  ((await h.database.db.execute(statement)) as unknown as { rows: T[] }).rows;
beforeAll(async () => {
  h = await startHarness({ seed: false });
});
afterAll(() => h.close());

const counts = async () => {
  const rows = await query<{ name: string; count: number }>(sql`
    select 'skins' as name, count(*)::int as count from skins
    union all select 'players', count(*)::int from players
    union all select 'staff', count(*)::int from staff
    union all select 'languages', count(*)::int from languages
    union all select 'countries', count(*)::int from countries
    union all select 'currencies', count(*)::int from currencies
    union all select 'translations', count(*)::int from translations
    union all select 'campaigns', count(*)::int from campaigns`);
  return Object.fromEntries(rows.map((row) => [row.name, row.count]));
};

describe('demo seed', () => {
  it('fills an empty database, and a second run changes nothing', async () => {
    const first = await seedDatabase(h.database.db, { demo: true, client: CLIENT });
    expect(first.demo).toBe(true);
    const after = await counts();
    // Two demo players and the imported one.
    expect(after).toMatchObject({
      skins: 1,
      players: 3,
      // The admin preview's operator and one staff member per role.
      staff: 6,
      languages: 7,
      countries: 249,
      campaigns: 4,
    });

    const second = await seedDatabase(h.database.db, { demo: true, client: CLIENT });
    expect(second).toEqual({ reference: 0, demo: false });
    expect(await counts()).toEqual(after);
  });

  it('creates one EUR and one CZK player with hashed passwords', async () => {
    const rows = (await h.database.db.select().from(players)).filter((row) => row.isCrypt);
    expect(rows.map((row) => row.currencyId).sort((a, b) => a - b)).toEqual([1, 42]);
    for (const row of rows) {
      expect(row.passwordHash).not.toContain(DEMO_PASSWORD);
      expect(await verify(row.passwordHash, DEMO_PASSWORD)).toBe(true);
    }
    for (const member of await h.database.db.select().from(staff))
      expect(await verify(member.passwordHash, DEMO_STAFF_PASSWORD)).toBe(true);
  });

  it('adds the imported player with the legacy bcrypt hash, only once', async () => {
    const imported = (await h.database.db.select().from(players)).filter((row) => !row.isCrypt);
    expect(imported).toHaveLength(1);
    expect(imported[0]).toMatchObject({
      username: IMPORTED_PLAYER.username,
      status: 'active',
      isVerified: true,
    });
    expect(imported[0]!.passwordHash).toMatch(/^\$2y\$/);
    expect(await verifyPassword(imported[0]!.passwordHash, IMPORTED_PLAYER.password)).toBe(true);
    expect(await seedImportedPlayer(h.database.db)).toBe(false);
  });

  it('stores the client secret only as a hash', async () => {
    const [skin] = await h.database.db.select().from(skins);
    expect(skin?.clientRef).toBe(CLIENT.ref);
    expect(JSON.stringify(skin)).not.toContain(CLIENT.password);
  });

  it('stores the interface texts of all seven languages', async () => {
    const rows = await h.database.db
      .select({ language: translations.languageCode })
      .from(translations)
      .groupBy(translations.languageCode);
    expect(rows.map((row) => row.language).sort()).toEqual([...LANGUAGES].sort());
  });

  it('keeps an operator edit of a text on the next run', async () => {
    await h.database.db.execute(
      sql`update translations set value = 'Play now' where language_code = 'en' and section = 'header' and key = 'login'`,
    );
    await seedDatabase(h.database.db, { demo: true, client: CLIENT });
    const result = await query<{ value: string }>(
      sql`select value from translations where language_code = 'en' and section = 'header' and key = 'login'`,
    );
    expect(result[0]?.value).toBe('Play now');
  });
});
