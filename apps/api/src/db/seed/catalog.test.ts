import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { declaredRtpBasisPoints } from '../../modules/studio/engines';
import { CRASH_RTP_BASIS_POINTS } from '../../modules/studio/crash/crash-point';
import { BLACKJACK_RTP_BASIS_POINTS } from '../../modules/studio/blackjack';
import { slotConfigFor, type SlotEngine, type SlotVolatility } from '../../modules/studio/slot';
import { TABLE_RTP_BASIS_POINTS } from '../../modules/studio/tables/table-rules';
import { generateCatalog, seedCatalog } from './catalog';
import { SECTION_PREFIXES, type GameEngine } from '@prime/contract';

let h: Harness;
/** Rows of a raw query; both drivers answer `{ rows }`. */
const query = async <T>(statement: SQL): Promise<T[]> =>
  ((await h.database.db.execute(statement)) as unknown as { rows: T[] }).rows;
const count = async (table: 'games' | 'game_sections' | 'providers'): Promise<number> =>
  (await query<{ count: number }>(sql`select count(*)::int as count from ${sql.raw(table)}`))[0]!
    .count;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('demo catalog', () => {
  it('holds at least 400 games from at least 12 providers, one of them hidden', async () => {
    expect(await count('games')).toBeGreaterThanOrEqual(400);
    const providers = await query<{ name: string; is_visible: boolean; games: number }>(sql`
      select p.name, p.is_visible, count(g.id)::int as games
      from providers p left join games g on g.provider_id = p.id group by p.id`);
    expect(providers.length).toBeGreaterThanOrEqual(12);
    expect(providers.every((provider) => provider.games > 0)).toBe(true);
    expect(providers.some((provider) => provider.name === 'Prime Studio')).toBe(true);
    expect(providers.filter((provider) => !provider.is_visible)).toHaveLength(1);
  });

  it('populates 2 to 5 sections in every lobby', async () => {
    const rows = await query<{ name: string; games: number }>(sql`
      select s.name, count(gs.game_id)::int as games
      from casino_sections s left join game_sections gs on gs.section_id = s.id group by s.id`);
    for (const prefix of Object.values(SECTION_PREFIXES)) {
      const lobby = rows.filter((row) => row.name.startsWith(prefix));
      expect(lobby.length, prefix).toBeGreaterThanOrEqual(2);
      expect(lobby.length, prefix).toBeLessThanOrEqual(5);
      expect(
        lobby.every((row) => row.games > 0),
        prefix,
      ).toBe(true);
    }
  });

  it('declares for every slot the RTP of the configuration it runs on', async () => {
    const slots = await query<{ engine: SlotEngine; volatility: SlotVolatility; rtp: number }>(sql`
      select engine, volatility, rtp_basis_points as rtp from games where type = 'slot'`);
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots)
      expect(slot.rtp).toBe(slotConfigFor(slot.engine, slot.volatility).rtpBasisPoints);
  });

  it('declares for every roulette, baccarat and live money wheel the RTP of its engine', async () => {
    const tables = await query<{
      engine: keyof typeof TABLE_RTP_BASIS_POINTS;
      rtp: number;
      is_live: boolean;
    }>(sql`
      select engine, rtp_basis_points as rtp, is_live from games
      where engine in ('roulette', 'baccarat') or (engine = 'wheel' and is_live)`);
    expect(tables.length).toBeGreaterThan(0);
    for (const game of tables)
      expect(game.rtp, game.engine).toBe(TABLE_RTP_BASIS_POINTS[game.engine]);
    expect(TABLE_RTP_BASIS_POINTS.roulette).toBe(9730);
    expect(TABLE_RTP_BASIS_POINTS.baccarat).toBe(9894);
  });

  it('declares for every scratch card, dice, instant wheel and bingo game its engine’s RTP', async () => {
    const games = await query<{ engine: GameEngine; is_live: boolean; rtp: number }>(sql`
      select engine, is_live, rtp_basis_points as rtp from games
      where engine in ('scratch-card', 'dice', 'wheel', 'bingo-90') and not is_live`);
    expect(new Set(games.map((game) => game.engine))).toEqual(
      new Set(['scratch-card', 'dice', 'wheel', 'bingo-90']),
    );
    for (const game of games) expect(game.rtp).toBe(declaredRtpBasisPoints(game.engine, false));
    expect(
      games.filter((game) => game.engine === 'wheel').every((game) => game.rtp === 9_600),
    ).toBe(true);
  });

  it('declares for every crash game the RTP of the crash engine', async () => {
    const crashGames = await query<{ rtp: number }>(sql`
      select rtp_basis_points as rtp from games where engine = 'crash'`);
    expect(crashGames.length).toBeGreaterThan(30);
    for (const game of crashGames) expect(game.rtp).toBe(CRASH_RTP_BASIS_POINTS);
  });

  it('declares for every blackjack game the RTP of basic strategy at its table', async () => {
    const tables = await query<{ rtp: number }>(sql`
      select rtp_basis_points as rtp from games where engine = 'blackjack'`);
    expect(tables.length).toBeGreaterThan(0);
    for (const table of tables) expect(table.rtp).toBe(BLACKJACK_RTP_BASIS_POINTS);
  });

  it('has prime slots with 3, 4 and 5 reels and live games only in the live lobby', async () => {
    const reels = await query<{ reels: number }>(sql`
      select distinct g.reels_numbers as reels from games g
      join game_sections gs on gs.game_id = g.id join casino_sections s on s.id = gs.section_id
      where s.name = 'kajotPrime-slots' order by 1`);
    expect(reels.map((row) => row.reels)).toEqual([3, 4, 5]);
    const misplaced = await query<{ name: string }>(sql`
      select s.name from games g
      join game_sections gs on gs.game_id = g.id join casino_sections s on s.id = gs.section_id
      where g.is_live <> (s.name like 'liveCasino-%')`);
    expect(misplaced).toEqual([]);
    const liveTypes = await query<{ type: string }>(
      sql`select distinct type from games where is_live order by 1`,
    );
    expect(liveTypes.map((row) => row.type)).toEqual(['crash-game', 'live-casino']);
  });

  it('names an engine and theme for every game and fills the search name', async () => {
    const [bad] = await query<{ count: number }>(sql`
      select count(*)::int as count from games
      where engine = '' or theme = '' or search_name <> lower(search_name)`);
    expect(bad?.count).toBe(0);
    const accented = await query<{ search_name: string }>(
      sql`select search_name from games where name in ('Café Royale', 'Zlatá koruna', 'Señor Fortuna') order by 1`,
    );
    expect(accented.map((row) => row.search_name)).toEqual([
      'cafe royale',
      'senor fortuna',
      'zlata koruna',
    ]);
  });

  it('changes nothing on a second run', async () => {
    const before = await count('game_sections');
    expect(await seedCatalog(h.database.db)).toBe(0);
    expect(await count('game_sections')).toBe(before);
  });

  it('generates more games in batches with their section links and unique slugs', async () => {
    const [games, links] = [await count('games'), await count('game_sections')];
    expect(await generateCatalog(h.database.db, 1_200)).toBe(1_200);
    expect(await count('games')).toBe(games + 1_200);
    expect(await count('game_sections')).toBeGreaterThanOrEqual(links + 1_200);
    expect(await count('providers')).toBe(14);
    await generateCatalog(h.database.db, 10);
    expect(await count('games')).toBe(games + 1_210);
  });
});
