import type { GameEngine } from '@prime/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { declaredRtpBasisPoints } from '../studio/engines';
import { isSlotEngine, slotConfigFor } from '../studio/slot';
import { casinoSections, games, gameSections, providers } from './casino.tables';
import type { GameTheme } from './game-themes';
import { normalizeSearchText } from './search-text';
import {
  ADJECTIVES,
  CATALOG_PROVIDERS,
  CATALOG_SECTIONS,
  DEMO_KIND_COUNTS,
  FLAGSHIP_GAMES,
  GAME_KINDS,
  GENERATED_KIND_SHARES,
  SLOT_SUFFIXES,
  TABLE_VARIANTS,
  THEME_NOUNS,
  type GameKindKey,
  type ProviderSlug,
  type SectionName,
} from './catalog-generator-data';

type NewGame = typeof games.$inferInsert;
/** A game to insert and the sections it joins (beside its kind's home section). */
type PlannedGame = {
  game: Omit<NewGame, 'providerId'>;
  provider: ProviderSlug;
  sections: SectionName[];
};

const GAME_BATCH = 500;
const LINK_BATCH = 2_000;

/** mulberry32: a small seeded PRNG, so the same seed always gives the same catalog. */
const createRandom = (seed: number) => {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const between = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, pick, between };
};
type Random = ReturnType<typeof createRandom>;

const slugify = (text: string): string =>
  normalizeSearchText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 100);

const TABLE_NAMES: Partial<Record<GameEngine, string>> = {
  roulette: 'Roulette',
  blackjack: 'Blackjack',
  baccarat: 'Baccarat',
};

const nameFor = (random: Random, kind: GameKindKey, engine: GameEngine, theme: GameTheme) => {
  const noun = random.pick(THEME_NOUNS[theme]);
  const adjective = random.pick(ADJECTIVES);
  switch (kind) {
    case 'table':
      return `${random.pick(TABLE_VARIANTS)} ${TABLE_NAMES[engine]}`;
    case 'live':
      return `Live ${random.pick(TABLE_VARIANTS)} ${TABLE_NAMES[engine]} ${random.between(1, 12)}`;
    case 'liveShow':
      return `${adjective} ${noun} Show`;
    case 'liveCrash':
      return `${noun} Live X`;
    case 'crash':
      return `${adjective} ${noun} X`;
    case 'scratch':
      return `${adjective} ${noun} Scratch`;
    case 'instant':
      return engine === 'wheel' ? `${adjective} ${noun} Wheel` : `${adjective} Dice ${noun}`;
    case 'bingo':
      return `${adjective} ${noun} Bingo`;
    default:
      return `${adjective} ${noun} ${random.pick(SLOT_SUFFIXES)}`.trim();
  }
};

/** Stakes in minor units: slots and instants small, tables and live bigger. */
const stakesFor = (kind: GameKindKey): [bigint, bigint] =>
  kind === 'live' ? [100n, 1_000_000n] : kind === 'table' ? [100n, 500_000n] : [10n, 10_000n];

/** The RTP a studio engine declares for a game on it (slots by volatility), if it runs it. */
const planGame = (
  random: Random,
  kindKey: GameKindKey,
  serial: number,
  fixed?: { name: string; engine: GameEngine; theme: GameTheme; provider: ProviderSlug },
): PlannedGame => {
  const kind = GAME_KINDS[kindKey];
  const engine = fixed?.engine ?? random.pick(kind.engines);
  const theme = fixed?.theme ?? random.pick(kind.themes);
  const provider = fixed?.provider ?? random.pick(kind.providers);
  const name = fixed?.name ?? nameFor(random, kindKey, engine, theme);
  const device = random.next();
  const reels = kind.type === 'slot' ? Number(engine.slice(-1)) : null;
  const [minBetMinor, maxBetMinor] = stakesFor(kindKey);
  // Drawn for every game, slots too, so the draws after it (and so every other seeded value)
  // stay as they were; a slot then declares the exact RTP of the configuration it runs on, and
  // a studio instant game (scratch card, dice, wheel, bingo) its engine's.
  const drawnRtp =
    kind.type === 'slot' ? random.between(9_400, 9_700) : random.between(9_600, 9_870);
  const volatility = kind.type === 'slot' ? random.pick(['low', 'medium', 'high'] as const) : null;
  const providerName = CATALOG_PROVIDERS.find((entry) => entry.slug === provider)!.name;
  return {
    provider,
    sections: [kind.home],
    game: {
      slug: `${slugify(name)}-${serial}`,
      name,
      searchName: normalizeSearchText(name),
      type: kind.type,
      engine,
      theme,
      reelsNumbers: reels,
      isLive: kind.isLive,
      // About one game in twenty is desktop-only and one in twenty mobile-only.
      isDesktop: device >= 0.05,
      isMobile: device < 0.05 || device >= 0.1,
      hasDemo: !kind.isLive,
      rtpBasisPoints:
        volatility && isSlotEngine(engine)
          ? slotConfigFor(engine, volatility).rtpBasisPoints
          : (declaredRtpBasisPoints(engine, kind.isLive) ?? drawnRtp),
      volatility,
      minBetMinor,
      maxBetMinor,
      description: `${name}: a ${theme} ${reels ? `${reels}-reel slot` : kind.type.replace('-', ' ')} by ${providerName}.`,
    },
  };
};

/** The demo catalog: flagships first, then every kind, in a seeded shuffle for the global rank. */
const planDemoCatalog = (): PlannedGame[] => {
  const random = createRandom(20_260_301);
  const planned: PlannedGame[] = [];
  for (const [kind, count] of Object.entries(DEMO_KIND_COUNTS) as [GameKindKey, number][])
    for (let i = 0; i < count; i += 1) planned.push(planGame(random, kind, planned.length + 1));
  for (let i = planned.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random.next() * (i + 1));
    [planned[i], planned[j]] = [planned[j]!, planned[i]!];
  }
  const flagships = FLAGSHIP_GAMES.map((flagship, index) =>
    planGame(random, flagship.kind, 10_000 + index, flagship),
  );
  const all = [...flagships, ...planned];
  // The showcase sections pick from the global order; "new" takes the newest of each lobby.
  const add = (
    section: SectionName,
    filter: (game: PlannedGame) => boolean,
    count: number,
    newest = false,
  ) => {
    const chosen = all.filter(filter);
    for (const game of (newest ? chosen.reverse() : chosen).slice(0, count))
      game.sections.push(section);
  };
  const homeIs =
    (...homes: SectionName[]) =>
    (game: PlannedGame) =>
      homes.includes(game.sections[0]!);
  add('casino-top', homeIs('casino-slots', 'casino-table'), 40);
  add('casino-new', homeIs('casino-slots'), 36, true);
  add('casino-jackpot', (game) => homeIs('casino-slots')(game) && random.next() < 0.15, 40);
  add('kajotPrime-top', homeIs('kajotPrime-slots'), 20);
  add('liveCasino-top', homeIs('liveCasino-tables', 'liveCasino-game-shows'), 20);
  add('crashGames-top', homeIs('crashGames-all'), 12);
  add('others-top', homeIs('others-scratch-cards', 'others-instant-win'), 16);
  add('bingo-top', homeIs('bingo-rooms'), 8);
  return all;
};

type Ids = { providers: Map<string, number>; sections: Map<string, number> };

/** Inserts planned games in batches with their section links, after the current ranks. */
const insertGames = async (db: Db, ids: Ids, planned: PlannedGame[]): Promise<void> => {
  const [ranks] = (
    (await db.execute(sql`
      select coalesce((select max(rank) from games), 0)::int as game,
             coalesce((select max(rank) from game_sections), 0)::int as link`)) as unknown as {
      rows: { game: number; link: number }[];
    }
  ).rows;
  let gameRank = ranks?.game ?? 0;
  let linkRank = ranks?.link ?? 0;
  for (let start = 0; start < planned.length; start += GAME_BATCH) {
    const batch = planned.slice(start, start + GAME_BATCH);
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(games)
        .values(
          batch.map((entry) => ({
            ...entry.game,
            providerId: ids.providers.get(entry.provider)!,
            rank: (gameRank += 1),
          })),
        )
        .returning({ id: games.id });
      const links = batch.flatMap((entry, index) =>
        entry.sections.map((section) => ({
          sectionId: ids.sections.get(section)!,
          gameId: inserted[index]!.id,
          rank: (linkRank += 1),
        })),
      );
      for (let from = 0; from < links.length; from += LINK_BATCH)
        await tx.insert(gameSections).values(links.slice(from, from + LINK_BATCH));
    });
  }
};

/** Providers and sections of the catalog, created when missing; their ids by slug. */
const ensureProvidersAndSections = async (db: Db): Promise<Ids> => {
  await db
    .insert(providers)
    .values(CATALOG_PROVIDERS.map((provider, index) => ({ ...provider, rank: index + 1 })))
    .onConflictDoNothing();
  await db
    .insert(casinoSections)
    .values(CATALOG_SECTIONS.map((name, index) => ({ slug: name, name, rank: index + 1 })))
    .onConflictDoNothing();
  const providerRows = await db.select({ id: providers.id, slug: providers.slug }).from(providers);
  const sectionRows = await db
    .select({ id: casinoSections.id, slug: casinoSections.slug })
    .from(casinoSections);
  return {
    providers: new Map(providerRows.map((row) => [row.slug, row.id])),
    sections: new Map(sectionRows.map((row) => [row.slug, row.id])),
  };
};

/**
 * The demo catalog (global, not per skin): providers, a section per lobby theme and over 450
 * generated games. Only an empty catalog is filled, so a second run changes nothing.
 * Returns the games added.
 */
export const seedCatalog = async (db: Db): Promise<number> => {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(games);
  if ((existing?.count ?? 0) > 0) return 0;
  const ids = await ensureProvidersAndSections(db);
  const planned = planDemoCatalog();
  await insertGames(db, ids, planned);
  return planned.length;
};

/**
 * Adds `count` generated games with their section links, in batches, for benchmarks and load
 * tests (`npm run ops -- catalog generate 20000`). Seeds the demo catalog first when empty.
 */
export const generateCatalog = async (db: Db, count: number): Promise<number> => {
  await seedCatalog(db);
  const ids = await ensureProvidersAndSections(db);
  const [last] = await db.select({ id: sql<number>`coalesce(max(id), 0)::int` }).from(games);
  const base = last?.id ?? 0;
  const random = createRandom(base + count);
  const kinds = Object.entries(GENERATED_KIND_SHARES) as [GameKindKey, number][];
  const planned: PlannedGame[] = [];
  for (let i = 0; i < count; i += 1) {
    let roll = random.next() * 100;
    const kind = kinds.find(([, share]) => (roll -= share) < 0)?.[0] ?? 'slot';
    planned.push(planGame(random, kind, base + i + 1));
  }
  await insertGames(db, ids, planned);
  return count;
};
