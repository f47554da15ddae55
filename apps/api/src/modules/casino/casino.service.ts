import {
  toMajor,
  type GameDetail,
  type GamesPage,
  type Provider,
  type Section,
} from '@prime/contract';
import { AppError } from '../../lib/app-error';
import type { AuditHook } from '../../lib/audit-hook';
import { pageMeta } from '../../lib/page-meta';
import { buildCatalogModel, type CatalogEntry, type CatalogModel } from './catalog.model';
import { findGamePositions, type GamesFilter } from './catalog.query';
import type { CasinoRepository, GameOfProvider } from './casino.repository';
import { renderGameArtwork, type Artwork } from './game-artwork';

/** How often, at most, one process asks the database whether the catalog changed. */
export const CATALOG_VERSION_CHECK_MS = 3_000;

export type CasinoServiceOptions = { versionCheckMs?: number };

type Loaded = { model: CatalogModel; version: string; artwork: Map<number, Artwork> };

const toDetail = (entry: CatalogEntry): GameDetail => ({
  ...entry.card,
  engine: entry.row.engine as GameDetail['engine'],
  theme: entry.row.theme,
  provider_slug: entry.providerSlug,
  is_provider_enabled: entry.isProviderVisible,
  description: entry.row.description,
  rtp: entry.row.rtpBasisPoints / 100,
  volatility: entry.row.volatility as GameDetail['volatility'],
  min_bet: toMajor(entry.row.minBetMinor),
  max_bet: toMajor(entry.row.maxBetMinor),
  section_ids: entry.sectionIds,
});

/**
 * The catalog, served from an in-memory read model (docs/decisions/0004-catalog-read-model.md).
 * The database stays the source of truth: the model loads on first use, and at most every
 * few seconds one request compares the catalog's version and reloads it when it changed, so
 * every instance converges. `invalidate()` forces a reload on the next call.
 */
export const createCasinoService = (
  repository: CasinoRepository,
  options: CasinoServiceOptions = {},
) => {
  const versionCheckMs = options.versionCheckMs ?? CATALOG_VERSION_CHECK_MS;
  let state: Promise<Loaded> | undefined;
  let checkedAt = 0;
  let checking: Promise<void> | undefined;

  const load = (): Promise<Loaded> => {
    checkedAt = Date.now();
    const loading = (async () => {
      // Version first: a change landing between the two reads is caught by the next check.
      const version = await repository.readVersion();
      const model = buildCatalogModel(await repository.loadCatalog());
      return { model, version, artwork: new Map<number, Artwork>() };
    })();
    state = loading;
    // A failed load is not kept: the next request tries again.
    loading.catch(() => {
      if (state === loading) state = undefined;
    });
    return loading;
  };

  const checkVersion = async (): Promise<void> => {
    const current = state;
    if (!current) return;
    const [loaded, version] = await Promise.all([current, repository.readVersion()]);
    if (state === current && loaded.version !== version) await load();
  };

  const getLoaded = async (): Promise<Loaded> => {
    if (!state) return load();
    if (Date.now() - checkedAt >= versionCheckMs) {
      checkedAt = Date.now();
      checking ??= checkVersion().finally(() => {
        checking = undefined;
      });
      await checking;
    }
    return state ?? load();
  };

  /** Drops the model; the next call reloads it from the database. */
  const invalidate = (): void => {
    state = undefined;
  };

  const getEntry = (model: CatalogModel, gameId: number): CatalogEntry => {
    const position = model.positionById.get(gameId);
    if (position === undefined) throw new AppError('not_found', 'Unknown game.');
    return model.games[position]!;
  };

  return {
    /** A provider by its slug with its switch as it is now, not as the model last loaded it. */
    providerBySlug: (
      slug: string,
    ): Promise<{ id: number; slug: string; enabled: boolean } | undefined> =>
      repository.providerBySlug(slug),

    /** Every provider with its switch (the back office's system page). */
    listProviderSwitches: () => repository.listProviderSwitches(),

    /**
     * Switches a provider on or off: its games leave or join the lobbies and cannot be opened
     * (the catalog is reloaded on this instance now, on the others at their next version check).
     */
    setProviderEnabled: async (
      id: number,
      enabled: boolean,
      options: { audit?: AuditHook } = {},
    ): Promise<void> => {
      await repository.transaction(async (tx) => {
        if (!(await repository.setProviderEnabled(id, enabled, tx)))
          throw new AppError('not_found', 'No such provider.');
        await options.audit?.(tx);
      });
      invalidate();
    },

    listSections: async (): Promise<Section[]> => (await getLoaded()).model.sections,

    listProviders: async (onlyVisible: boolean): Promise<Provider[]> => {
      const { providers } = (await getLoaded()).model;
      return onlyVisible ? providers.filter((provider) => provider.is_visible) : providers;
    },

    /** Visible providers with active games in a visible section. */
    listSectionProviders: async (sectionId: number): Promise<Provider[]> => {
      const providers = (await getLoaded()).model.sectionProviders.get(sectionId);
      if (!providers) throw new AppError('not_found', 'Unknown section.');
      return providers;
    },

    /** A page of games; `offset` (load more) wins over `page`. Past the end: empty `data`. */
    listGames: async (filter: GamesFilter): Promise<GamesPage> => {
      const { model } = await getLoaded();
      const positions = findGamePositions(model, filter);
      const perPage = filter.per_page;
      const start = filter.offset ?? (filter.page - 1) * perPage;
      return {
        data: positions
          .slice(start, start + perPage)
          .map((position) => model.games[position]!.card),
        meta: pageMeta(
          filter.offset === undefined ? filter.page : Math.floor(start / perPage) + 1,
          perPage,
          positions.length,
        ),
      };
    },

    /** Games by id with their provider's name, including switched-off games. */
    describeGames: (ids: number[]): Promise<GameOfProvider[]> =>
      repository.findGamesWithProvider([...new Set(ids)]),

    /** One active game; a `providerId` that is not the game's is a miss too. */
    getGame: async (gameId: number, providerId?: number): Promise<GameDetail> => {
      const entry = getEntry((await getLoaded()).model, gameId);
      if (providerId !== undefined && entry.row.providerId !== providerId)
        throw new AppError('not_found', 'Unknown game.');
      return toDetail(entry);
    },

    /** The game's generated artwork, rendered once per model. */
    getArtwork: async (gameId: number): Promise<Artwork> => {
      const { model, artwork } = await getLoaded();
      const cached = artwork.get(gameId);
      if (cached) return cached;
      const entry = getEntry(model, gameId);
      const rendered = renderGameArtwork({
        name: entry.row.name,
        theme: entry.row.theme,
        engine: entry.row.engine,
        provider: entry.providerName,
      });
      artwork.set(gameId, rendered);
      return rendered;
    },

    /** Adds generated games (operator command) and makes this instance see them at once. */
    generateGames: async (count: number): Promise<number> => {
      const added = await repository.addGeneratedGames(count);
      invalidate();
      return added;
    },

    /** The slugs among `slugs` that name an active slot of the catalog (campaign free spins). */
    activeSlotSlugs: async (slugs: string[]): Promise<Set<string>> => {
      const wanted = new Set(slugs);
      return new Set(
        (await getLoaded()).model.games
          .filter((entry) => entry.row.type === 'slot' && wanted.has(entry.row.slug))
          .map((entry) => entry.row.slug),
      );
    },

    /**
     * An active game's catalog type and slug (`slot`, `table-game`, ...), from the loaded model:
     * a bet's wagering reads it without a round trip. Undefined for a game not in the catalog.
     */
    gameKindOf: async (gameId: number): Promise<{ type: string; slug: string } | undefined> => {
      const model = (await getLoaded()).model;
      const position = model.positionById.get(gameId);
      const entry = position === undefined ? undefined : model.games[position];
      return entry ? { type: entry.row.type, slug: entry.row.slug } : undefined;
    },

    /** Active games in the catalog. */
    countGames: async (): Promise<number> => (await getLoaded()).model.games.length,

    invalidate,
  };
};

export type CasinoService = ReturnType<typeof createCasinoService>;

export { providerRead } from './casino.reads';
