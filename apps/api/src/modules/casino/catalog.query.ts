import { GAME_TYPES, type gamesQuery } from '@prime/contract';
import type { z } from 'zod';
import {
  FLAG_DESKTOP,
  FLAG_LIVE,
  FLAG_MOBILE,
  FLAG_PROVIDER_VISIBLE,
  type CatalogModel,
} from './catalog.model';
import { normalizeSearchText } from './search-text';

/** The parsed query of GET casino/games. */
export type GamesFilter = z.output<typeof gamesQuery>;

/** Distinct lobby views kept per model; past it the cache starts over. */
const RESULT_CACHE_SIZE = 2_000;

/** A filter as a test on the model's typed arrays, prepared once per query. */
const compileFilter = (model: CatalogModel, filter: GamesFilter) => {
  let mask = 0;
  let want = 0;
  const narrow = (flag: number, value: boolean | undefined) => {
    if (value === undefined) return;
    mask |= flag;
    if (value) want |= flag;
  };
  // is_provider_visible, is_desktop and is_mobile narrow only when set; is_live=0 narrows too.
  narrow(FLAG_PROVIDER_VISIBLE, filter.is_provider_visible || undefined);
  narrow(FLAG_DESKTOP, filter.is_desktop || undefined);
  narrow(FLAG_MOBILE, filter.is_mobile || undefined);
  narrow(FLAG_LIVE, filter.is_live);
  const provider = filter.provider_id ?? -1;
  const type = filter.type === undefined ? -1 : GAME_TYPES.indexOf(filter.type);
  const reels = filter.reels ?? -1;
  const { flags, providerIds, typeCodes, reels: reelsOf } = model;
  return (position: number): boolean =>
    (flags[position]! & mask) === want &&
    (provider === -1 || providerIds[position] === provider) &&
    (type === -1 || typeCodes[position] === type) &&
    (reels === -1 || reelsOf[position] === reels);
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

  const matches = compileFilter(model, filter);
  const candidates = candidatesOf(model, filter);
  const found: number[] = [];
  for (let i = 0; i < candidates.length; i += 1) {
    const position = candidates[i]!;
    if (matches(position)) found.push(position);
  }
  if (filter.sort_by === 'name') found.sort((a, b) => model.namePlace[a]! - model.namePlace[b]!);

  if (key !== undefined) {
    if (model.results.size >= RESULT_CACHE_SIZE) model.results.clear();
    model.results.set(key, found);
  }
  return found;
};
