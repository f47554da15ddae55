import type { BannerTag, GameType, Section } from '@prime/contract';
import { SECTION_PREFIXES } from '@prime/contract';
import type { Texts } from '@prime/contract/texts';

/** The lobbies with a page of their own (spec 01 §2); bingo has none. */
export type LobbyName = 'casino' | 'prime' | 'liveCasino' | 'crashGames' | 'others';

/** Game types the live-casino lobby filters on (spec 01 §2). */
export const LIVE_CASINO_TYPES = [
  'live-casino',
  'scratch-card',
  'crash-game',
] as const satisfies readonly GameType[];
export type LiveCasinoType = (typeof LIVE_CASINO_TYPES)[number];

export type Lobby = {
  name: LobbyName;
  /** Heading and document title, from the `routes` texts. */
  titleKey: keyof Texts['routes'];
  /** Sections whose name starts with it belong to the lobby. */
  sectionPrefix: string;
  bannerTag: BannerTag;
  /** `is_live` sent with every games query; undefined sends none. */
  isLive?: boolean;
  /** The extra filter of the lobby's bar. */
  extraFilter?: 'reels' | 'types';
};

export const LOBBIES: Readonly<Record<LobbyName, Lobby>> = {
  casino: {
    name: 'casino',
    titleKey: 'casino',
    sectionPrefix: SECTION_PREFIXES.casino,
    bannerTag: 'casino',
  },
  prime: {
    name: 'prime',
    titleKey: 'prime',
    sectionPrefix: SECTION_PREFIXES.prime,
    bannerTag: 'prime',
    extraFilter: 'reels',
  },
  liveCasino: {
    name: 'liveCasino',
    titleKey: 'live_casino',
    sectionPrefix: SECTION_PREFIXES.liveCasino,
    bannerTag: 'liveCasino',
    isLive: true,
    extraFilter: 'types',
  },
  crashGames: {
    name: 'crashGames',
    titleKey: 'crash_games',
    sectionPrefix: SECTION_PREFIXES.crashGames,
    bannerTag: 'crashGames',
  },
  others: {
    name: 'others',
    titleKey: 'others',
    sectionPrefix: SECTION_PREFIXES.others,
    bannerTag: 'others',
    isLive: false,
  },
};

/** The lobby's sections in their rank order. */
export const selectLobbySections = (sections: readonly Section[], lobby: Lobby): Section[] =>
  sections
    .filter((section) => section.name.startsWith(lobby.sectionPrefix))
    .sort((a, b) => a.rank - b.rank || a.id - b.id);

/** `casino-top-games` reads `Top games` when the texts have no name for it. */
export const defaultSectionLabel = (section: Section, lobby: Lobby): string => {
  const words = section.name.slice(lobby.sectionPrefix.length).replace(/[-_]+/g, ' ').trim();
  return words === '' ? section.name : `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
};
