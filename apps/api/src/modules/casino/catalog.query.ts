import type { gamesQuery } from '@prime/contract';
import type { z } from 'zod';
import type { CatalogEntry, CatalogModel } from './catalog.model';
import { normalizeSearchText } from './search-text';

/** The parsed query of GET casino/games. */
export type GamesFilter = z.output<typeof gamesQuery>;

/** Distinct lobby views kept per model; past it the cache starts over. */
const RESULT_CACHE_SIZE = 2_000;

const matchesFilter = (entry: CatalogEntry, filter: GamesFilter): boolean => {
  const { card } = entry;
  if (filter.provider_id !== undefined && card.provider_id !== filter.provider_id) return false;
  if (filter.type !== undefined && card.type !== filter.type) return false;
  if (filter.is_live !== undefined && card.is_live !== filter.is_live) return false;
  if (filter.is_provider_visible && !entry.isProviderVisible) return false;
  if (filter.is_desktop && !card.is_desktop) return false;
  if (filter.is_mobile && !card.is_mobile) return false;
  if (filter.reels !== undefined && card.reels_numbers !== filter.reels) return false;
  return true;
};

/** Positions to look at, already in the answer's rank order, before the plain filters. */
const candidatesOf = (model: CatalogModel, filter: GamesFilter): readonly number[] => {
  const sectionList =
    filter.section_id === undefined ? undefined : (model.sectionGames.get(filter.section_id) ?? []);
  if (filter.name === undefined) return sectionList ?? model.games.map((_, position) => position);

  const hits = model.search.search(normalizeSearchText(filter.name));
  if (filter.section_id === undefined) return hits;
  const place = model.sectionPlace.get(filter.section_id);
  if (!place) return [];
  return hits
    .filter((position) => place.has(position))
    .sort((a, b) => place.get(a)! - place.get(b)!);
};

const cacheKey = (filter: GamesFilter): string =>
  JSON.stringify([
    filter.sort_by,
    filter.section_id,
    filter.provider_id,
    filter.type,
    filter.is_live,
    filter.is_provider_visible,
    filter.is_desktop,
    filter.is_mobile,
    filter.reels,
  ]);

/**
 * Every game that matches the filter, as positions in the answer's order: the section's order
 * with `section_id`, else the global rank; alphabetical with `sort_by=name`. A name search starts
 * from the trigram index's hits, so it never walks the whole catalog.
 */
export const findGamePositions = (model: CatalogModel, filter: GamesFilter): readonly number[] => {
  // Name searches are not cached: their keys are unbounded (anyone could churn the cache) and
  // the index answers them quickly. Lobby views are few and repeat all the time.
  const key = filter.name === undefined ? cacheKey(filter) : undefined;
  const cached = key === undefined ? undefined : model.results.get(key);
  if (cached) return cached;

  const found = candidatesOf(model, filter).filter((position) =>
    matchesFilter(model.games[position]!, filter),
  );
  if (filter.sort_by === 'name') found.sort((a, b) => model.namePlace[a]! - model.namePlace[b]!);

  if (key !== undefined) {
    if (model.results.size >= RESULT_CACHE_SIZE) model.results.clear();
    model.results.set(key, found);
  }
  return found;
};
