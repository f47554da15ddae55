import { GAME_TYPES, type Game, type Provider, type Section } from '@prime/contract';
import type { CatalogRows, GameRow } from './casino.repository';
import { normalizeSearchText } from './search-text';
import { createTrigramIndex, type TrigramIndex } from './trigram-index';

/** Where a game's generated artwork is served (outside /v1, so an `<img>` can load it). */
export const gameImagePath = (gameId: number): string => `/media/games/${gameId}.svg`;

/** Bits of `CatalogModel.flags`. */
export const FLAG_PROVIDER_VISIBLE = 1;
export const FLAG_DESKTOP = 2;
export const FLAG_MOBILE = 4;
export const FLAG_LIVE = 8;

/** One active game: its row, the card the lobby shows, and what the filters look at. */
export type CatalogEntry = {
  row: GameRow;
  card: Game;
  providerName: string;
  providerSlug: string;
  isProviderVisible: boolean;
  sectionIds: number[];
};

/**
 * The catalog held in memory, rebuilt from the database when it changes. Games are kept in
 * global rank order and addressed by that position; every other structure stores positions.
 */
export type CatalogModel = {
  games: CatalogEntry[];
  positionById: Map<number, number>;
  sections: Section[];
  providers: Provider[];
  /** Positions of a visible section's active games, in the section's own order. */
  sectionGames: Map<number, number[]>;
  /** Position -> place in the section's order, for re-sorting search hits by section. */
  sectionPlace: Map<number, Map<number, number>>;
  /** Visible providers with at least one active game in the section, by provider rank. */
  sectionProviders: Map<number, Provider[]>;
  /** Position -> place in alphabetical order of names. */
  namePlace: Int32Array;
  /**
   * The filtered fields by position in flat typed arrays: a filter pass over thousands of hits
   * reads a few contiguous bytes per game instead of chasing one object each.
   */
  flags: Uint8Array;
  providerIds: Int32Array;
  /** Index in GAME_TYPES. */
  typeCodes: Uint8Array;
  /** Reels of a slot, 0 for other games. */
  reels: Uint8Array;
  search: TrigramIndex;
  /** Filtered lobby views (no name search) without paging; dropped with the model. */
  results: Map<string, number[]>;
};

const nameCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export const buildCatalogModel = (rows: CatalogRows): CatalogModel => {
  const providerById = new Map(rows.providers.map((provider) => [provider.id, provider]));
  const positionById = new Map<number, number>();
  const games: CatalogEntry[] = [];
  for (const row of rows.games) {
    const provider = providerById.get(row.providerId);
    if (!provider) continue;
    positionById.set(row.id, games.length);
    games.push({
      row,
      providerName: provider.name,
      providerSlug: provider.slug,
      isProviderVisible: provider.isVisible,
      sectionIds: [],
      card: {
        id: row.id,
        provider_id: row.providerId,
        reels_numbers: row.reelsNumbers,
        name: row.name,
        slug: row.slug,
        type: row.type as Game['type'],
        is_live: row.isLive,
        is_desktop: row.isDesktop,
        is_mobile: row.isMobile,
        has_demo: row.hasDemo,
        image: gameImagePath(row.id),
        provider: { id: provider.id, name: provider.name },
      },
    });
  }

  const sectionGames = new Map<number, number[]>(rows.sections.map((section) => [section.id, []]));
  for (const link of rows.links) {
    const position = positionById.get(link.gameId);
    const list = sectionGames.get(link.sectionId);
    if (position === undefined || !list) continue;
    list.push(position);
    games[position]!.sectionIds.push(link.sectionId);
  }

  const providerList = rows.providers.map((provider) => ({
    id: provider.id,
    name: provider.name,
    slug: provider.slug,
    is_visible: provider.isVisible,
  }));
  const sectionPlace = new Map<number, Map<number, number>>();
  const sectionProviders = new Map<number, Provider[]>();
  for (const [sectionId, positions] of sectionGames) {
    sectionPlace.set(sectionId, new Map(positions.map((position, place) => [position, place])));
    const present = new Set(positions.map((position) => games[position]!.row.providerId));
    sectionProviders.set(
      sectionId,
      providerList.filter((provider) => provider.is_visible && present.has(provider.id)),
    );
  }

  const byName = games.map((_, position) => position);
  byName.sort((a, b) => nameCollator.compare(games[a]!.row.name, games[b]!.row.name) || a - b);
  const namePlace = new Int32Array(games.length);
  byName.forEach((position, place) => (namePlace[position] = place));

  const flags = new Uint8Array(games.length);
  const providerIds = new Int32Array(games.length);
  const typeCodes = new Uint8Array(games.length);
  const reels = new Uint8Array(games.length);
  games.forEach(({ card, isProviderVisible }, position) => {
    flags[position] =
      (isProviderVisible ? FLAG_PROVIDER_VISIBLE : 0) |
      (card.is_desktop ? FLAG_DESKTOP : 0) |
      (card.is_mobile ? FLAG_MOBILE : 0) |
      (card.is_live ? FLAG_LIVE : 0);
    providerIds[position] = card.provider_id;
    typeCodes[position] = GAME_TYPES.indexOf(card.type);
    reels[position] = card.reels_numbers ?? 0;
  });

  return {
    games,
    positionById,
    flags,
    providerIds,
    typeCodes,
    reels,
    sections: rows.sections.map((section) => ({
      id: section.id,
      slug: section.slug,
      rank: section.rank,
      name: section.name,
    })),
    providers: providerList,
    sectionGames,
    sectionPlace,
    sectionProviders,
    namePlace,
    // The stored search_name may predate a change of the rule; derive it from the name here.
    search: createTrigramIndex(games.map((entry) => normalizeSearchText(entry.row.name))),
    results: new Map(),
  };
};
