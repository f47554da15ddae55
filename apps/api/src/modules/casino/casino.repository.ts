import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { casinoSections, games, gameSections, providers } from './casino.tables';
import { generateCatalog } from './catalog-generator';

export type GameRow = typeof games.$inferSelect;
export type ProviderRow = typeof providers.$inferSelect;
export type SectionRow = typeof casinoSections.$inferSelect;
export type GameOfProvider = {
  id: number;
  name: string;
  providerId: number;
  providerName: string;
};
export type SectionLink = { sectionId: number; gameId: number };

/** Everything the read model is built from. */
export type CatalogRows = {
  games: GameRow[];
  providers: ProviderRow[];
  sections: SectionRow[];
  links: SectionLink[];
};

export const createCasinoRepository = (db: Db) => ({
  /** Active games in global order, visible sections, every provider and the section links. */
  loadCatalog: async (): Promise<CatalogRows> => {
    const [gameRows, providerRows, sectionRows, links] = await Promise.all([
      db
        .select()
        .from(games)
        .where(eq(games.isActive, true))
        .orderBy(asc(games.rank), asc(games.id)),
      db.select().from(providers).orderBy(asc(providers.rank), asc(providers.id)),
      db
        .select()
        .from(casinoSections)
        .where(eq(casinoSections.isVisible, true))
        .orderBy(asc(casinoSections.rank), asc(casinoSections.id)),
      db
        .select({ sectionId: gameSections.sectionId, gameId: gameSections.gameId })
        .from(gameSections)
        .orderBy(asc(gameSections.sectionId), asc(gameSections.rank), asc(gameSections.gameId)),
    ]);
    return { games: gameRows, providers: providerRows, sections: sectionRows, links };
  },

  /**
   * A fingerprint of the catalog that changes whenever a game, provider, section or link is
   * added, removed, switched on or off, or a game is edited (writers bump `updated_at`). One
   * aggregate query, cheap enough to run every few seconds.
   */
  readVersion: async (): Promise<string> => {
    const result = (await db.execute(sql`
      select concat_ws(':',
        (select count(*) from games),
        (select count(*) from games where is_active),
        (select coalesce(max(updated_at)::text, '') from games),
        (select count(*) from game_sections),
        (select count(*) from providers),
        (select count(*) from providers where is_visible),
        (select coalesce(sum(rank), 0) from providers),
        (select count(*) from casino_sections),
        (select count(*) from casino_sections where is_visible),
        (select coalesce(sum(rank), 0) from casino_sections)
      ) as version`)) as unknown as { rows: { version: string }[] };
    return result.rows[0]?.version ?? '';
  },

  /** Games by id with their provider, switched-off ones too (reports name past rounds). */
  findGamesWithProvider: async (ids: number[]): Promise<GameOfProvider[]> =>
    ids.length === 0
      ? []
      : db
          .select({
            id: games.id,
            name: games.name,
            providerId: providers.id,
            providerName: providers.name,
          })
          .from(games)
          .innerJoin(providers, eq(providers.id, games.providerId))
          .where(inArray(games.id, ids)),

  /** Adds `count` generated games to the catalog (operator command, benchmarks). */
  /** A provider by its slug, read now (the seamless wallet's signature check). */
  providerBySlug: async (slug: string) =>
    (
      await db
        .select({ id: providers.id, slug: providers.slug, enabled: providers.isVisible })
        .from(providers)
        .where(eq(providers.slug, slug))
        .limit(1)
    )[0],

  /** Every provider with its switch, for the back office. */
  listProviderSwitches: () =>
    db
      .select({
        id: providers.id,
        name: providers.name,
        slug: providers.slug,
        enabled: providers.isVisible,
      })
      .from(providers)
      .orderBy(providers.rank, providers.id),

  /** Switches a provider on or off; answers false when there is no such provider. */
  setProviderEnabled: async (id: number, enabled: boolean, tx: Db = db): Promise<boolean> =>
    (
      await tx
        .update(providers)
        .set({ isVisible: enabled })
        .where(eq(providers.id, id))
        .returning({ id: providers.id })
    ).length === 1,

  transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

  addGeneratedGames: (count: number): Promise<number> => generateCatalog(db, count),
});

export type CasinoRepository = ReturnType<typeof createCasinoRepository>;
