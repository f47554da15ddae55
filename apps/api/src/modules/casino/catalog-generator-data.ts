import { SLOT_THEMES, type GameEngine, type GameType } from '@prime/contract';
import type { GameTheme } from './game-themes';

/** Providers of the demo catalog, by rank. All names are invented. */
export const CATALOG_PROVIDERS = [
  { slug: 'prime-studio', name: 'Prime Studio', isVisible: true },
  { slug: 'northlight-gaming', name: 'Northlight Gaming', isVisible: true },
  { slug: 'quarry-lane-games', name: 'Quarry Lane Games', isVisible: true },
  { slug: 'bluefin-interactive', name: 'Bluefin Interactive', isVisible: true },
  { slug: 'amberline-studios', name: 'Amberline Studios', isVisible: true },
  { slug: 'tidewater-play', name: 'Tidewater Play', isVisible: true },
  { slug: 'copperleaf-gaming', name: 'Copperleaf Gaming', isVisible: true },
  { slug: 'starforge-entertainment', name: 'Starforge Entertainment', isVisible: true },
  { slug: 'velvet-ace-live', name: 'Velvet Ace Live', isVisible: true },
  { slug: 'lumen-live-studios', name: 'Lumen Live Studios', isVisible: true },
  { slug: 'kestrel-instant', name: 'Kestrel Instant', isVisible: true },
  { slug: 'orchard-reels', name: 'Orchard Reels', isVisible: true },
  { slug: 'skyline-crash-labs', name: 'Skyline Crash Labs', isVisible: true },
  /** Switched off by the operator; its games leave lobbies that ask is_provider_visible=1. */
  { slug: 'backroom-labs', name: 'Backroom Labs', isVisible: false },
] as const;
export type ProviderSlug = (typeof CATALOG_PROVIDERS)[number]['slug'];

/** Sections of every lobby, by rank; the name carries the lobby prefix. */
export const CATALOG_SECTIONS = [
  'casino-top',
  'casino-new',
  'casino-slots',
  'casino-table',
  'casino-jackpot',
  'kajotPrime-top',
  'kajotPrime-slots',
  'liveCasino-top',
  'liveCasino-tables',
  'liveCasino-game-shows',
  'crashGames-top',
  'crashGames-all',
  'others-top',
  'others-scratch-cards',
  'others-instant-win',
  'bingo-top',
  'bingo-rooms',
] as const;
export type SectionName = (typeof CATALOG_SECTIONS)[number];

/** A kind of game: how it plays, who makes it, and the section it always belongs to. */
export type GameKind = {
  key: string;
  engines: readonly GameEngine[];
  type: GameType;
  isLive: boolean;
  themes: readonly GameTheme[];
  providers: readonly ProviderSlug[];
  home: SectionName;
};

export const GAME_KINDS = {
  prime: {
    key: 'prime',
    engines: ['slot-3', 'slot-4', 'slot-5'],
    type: 'slot',
    isLive: false,
    themes: SLOT_THEMES,
    providers: ['prime-studio'],
    home: 'kajotPrime-slots',
  },
  slot: {
    key: 'slot',
    engines: ['slot-5', 'slot-5', 'slot-3', 'slot-4'],
    type: 'slot',
    isLive: false,
    themes: SLOT_THEMES,
    providers: [
      'northlight-gaming',
      'quarry-lane-games',
      'bluefin-interactive',
      'amberline-studios',
      'tidewater-play',
      'copperleaf-gaming',
      'starforge-entertainment',
      'orchard-reels',
      'backroom-labs',
    ],
    home: 'casino-slots',
  },
  table: {
    key: 'table',
    engines: ['roulette', 'blackjack', 'baccarat'],
    type: 'table-game',
    isLive: false,
    themes: ['casino', 'royal'],
    providers: ['copperleaf-gaming', 'starforge-entertainment', 'prime-studio', 'backroom-labs'],
    home: 'casino-table',
  },
  /** Live tables deal on a shared timeline: a round every few seconds for everyone seated. */
  live: {
    key: 'live',
    engines: ['roulette', 'baccarat'],
    type: 'live-casino',
    isLive: true,
    themes: ['casino', 'royal'],
    providers: ['velvet-ace-live', 'lumen-live-studios'],
    home: 'liveCasino-tables',
  },
  /** Live game shows: a money wheel spun for everyone at the table. */
  liveShow: {
    key: 'liveShow',
    engines: ['wheel'],
    type: 'live-casino',
    isLive: true,
    themes: ['lottery', 'candy', 'gems'],
    providers: ['lumen-live-studios'],
    home: 'liveCasino-game-shows',
  },
  liveCrash: {
    key: 'liveCrash',
    engines: ['crash'],
    type: 'crash-game',
    isLive: true,
    themes: ['crash', 'space'],
    providers: ['velvet-ace-live'],
    home: 'liveCasino-game-shows',
  },
  crash: {
    key: 'crash',
    engines: ['crash'],
    type: 'crash-game',
    isLive: false,
    themes: ['crash', 'space'],
    providers: ['skyline-crash-labs', 'prime-studio', 'kestrel-instant'],
    home: 'crashGames-all',
  },
  scratch: {
    key: 'scratch',
    engines: ['scratch-card'],
    type: 'scratch-card',
    isLive: false,
    themes: ['lottery', 'fruits', 'gems', 'irish'],
    providers: ['kestrel-instant', 'orchard-reels', 'prime-studio'],
    home: 'others-scratch-cards',
  },
  instant: {
    key: 'instant',
    engines: ['wheel', 'dice'],
    type: 'instant-win',
    isLive: false,
    themes: ['lottery', 'classic', 'candy'],
    providers: ['kestrel-instant', 'prime-studio'],
    home: 'others-instant-win',
  },
  bingo: {
    key: 'bingo',
    engines: ['bingo-90'],
    type: 'bingo',
    isLive: false,
    themes: ['lottery', 'candy', 'irish'],
    providers: ['kestrel-instant', 'prime-studio'],
    home: 'bingo-rooms',
  },
} as const satisfies Record<string, GameKind>;
export type GameKindKey = keyof typeof GAME_KINDS;

/** Games of each kind in the demo catalog (plus the flagships). */
export const DEMO_KIND_COUNTS: Record<GameKindKey, number> = {
  prime: 60,
  slot: 208,
  table: 30,
  live: 36,
  liveShow: 8,
  liveCrash: 8,
  crash: 30,
  scratch: 28,
  instant: 28,
  bingo: 20,
};

/** Share of each kind in a generated big catalog, in percent. */
export const GENERATED_KIND_SHARES: Record<GameKindKey, number> = {
  prime: 6,
  slot: 64,
  table: 5,
  live: 7,
  liveShow: 1,
  liveCrash: 1,
  crash: 5,
  scratch: 5,
  instant: 4,
  bingo: 2,
};

/**
 * Fixed, memorable games at the top of the catalog. Each name has a word no generated name
 * uses (marmalade, zlata, senor, cafe, quartz, ...), so a search for it finds exactly one game.
 */
export const FLAGSHIP_GAMES: readonly {
  name: string;
  kind: GameKindKey;
  engine: GameEngine;
  theme: GameTheme;
  provider: ProviderSlug;
}[] = [
  {
    name: 'Café Royale',
    kind: 'slot',
    engine: 'slot-5',
    theme: 'royal',
    provider: 'northlight-gaming',
  },
  {
    name: 'Zlatá koruna',
    kind: 'prime',
    engine: 'slot-3',
    theme: 'royal',
    provider: 'prime-studio',
  },
  {
    name: 'Señor Fortuna',
    kind: 'prime',
    engine: 'slot-4',
    theme: 'wildwest',
    provider: 'prime-studio',
  },
  {
    name: 'Prime Diamond Deluxe',
    kind: 'prime',
    engine: 'slot-5',
    theme: 'gems',
    provider: 'prime-studio',
  },
  {
    name: 'Moonlit Marmalade',
    kind: 'slot',
    engine: 'slot-5',
    theme: 'candy',
    provider: 'orchard-reels',
  },
  {
    name: "Pharaoh's Quartz",
    kind: 'slot',
    engine: 'slot-5',
    theme: 'egypt',
    provider: 'bluefin-interactive',
  },
  {
    name: 'Wild & Free Buffalo',
    kind: 'slot',
    engine: 'slot-4',
    theme: 'wildwest',
    provider: 'tidewater-play',
  },
  {
    name: 'Rocket Rush',
    kind: 'crash',
    engine: 'crash',
    theme: 'crash',
    provider: 'skyline-crash-labs',
  },
  {
    name: 'Salon Privé Roulette',
    kind: 'live',
    engine: 'roulette',
    theme: 'royal',
    provider: 'velvet-ace-live',
  },
  {
    name: 'Lucky Clover Scratch',
    kind: 'scratch',
    engine: 'scratch-card',
    theme: 'irish',
    provider: 'kestrel-instant',
  },
  {
    name: 'Wheel of Wonders',
    kind: 'instant',
    engine: 'wheel',
    theme: 'lottery',
    provider: 'kestrel-instant',
  },
  {
    name: 'Bingo Ninety Nights',
    kind: 'bingo',
    engine: 'bingo-90',
    theme: 'lottery',
    provider: 'prime-studio',
  },
];

export const ADJECTIVES = [
  'Golden',
  'Lucky',
  'Wild',
  'Mighty',
  'Blazing',
  'Mystic',
  'Hot',
  'Super',
  'Grand',
  'Magic',
  'Silver',
  'Shining',
  'Frozen',
  'Ancient',
  'Electric',
  'Crazy',
  'Happy',
  'Secret',
  'Rising',
  'Royal',
  'Twin',
  'Midnight',
  'Burning',
  'Diamond',
] as const;

export const THEME_NOUNS: Record<GameTheme, readonly string[]> = {
  fruits: ['Cherries', 'Melons', 'Lemons', 'Plums', 'Berries', 'Grapes', 'Oranges'],
  egypt: ['Pharaoh', 'Sphinx', 'Scarab', 'Pyramids', 'Nile', 'Anubis', 'Tomb'],
  gems: ['Sapphires', 'Rubies', 'Emeralds', 'Jewels', 'Diamonds', 'Crystals', 'Opals'],
  space: ['Galaxy', 'Nebula', 'Comet', 'Orbit', 'Stars', 'Meteor', 'Planets'],
  ocean: ['Reef', 'Pearls', 'Tides', 'Mermaid', 'Shark', 'Lagoon', 'Dolphins'],
  dragons: ['Dragon', 'Phoenix', 'Embers', 'Wyrm', 'Flames', 'Inferno'],
  irish: ['Shamrock', 'Leprechaun', 'Clover', 'Rainbow', 'Horseshoe'],
  royal: ['Crown', 'Throne', 'Kingdom', 'Empress', 'Palace', 'Sceptre'],
  aztec: ['Temple', 'Jaguar', 'Idol', 'Jungle', 'Sun Stone'],
  classic: ['Sevens', 'Bars', 'Bells', 'Joker', 'Fruits'],
  casino: ['Table', 'Salon', 'Club', 'Lounge'],
  crash: ['Rocket', 'Jet', 'Balloon', 'Launch', 'Sky', 'Booster'],
  lottery: ['Numbers', 'Balls', 'Tickets', 'Draw', 'Prizes'],
  wildwest: ['Outlaw', 'Saloon', 'Sheriff', 'Canyon', 'Bounty', 'Gold Rush'],
  vikings: ['Valhalla', 'Longship', 'Raiders', 'Runes', 'Odin'],
  candy: ['Sweets', 'Lollipops', 'Sugar', 'Candy', 'Bonbons'],
};

export const SLOT_SUFFIXES = [
  '',
  '',
  '',
  '',
  'Deluxe',
  'Gold',
  'Xtreme',
  'Hold and Win',
  '100',
  'Classic',
  'Power Spins',
  'Jackpot',
] as const;
export const TABLE_VARIANTS = [
  'European',
  'French',
  'American',
  'Speed',
  'VIP',
  'Classic',
  'Mini',
  'Golden',
  'Double',
] as const;
