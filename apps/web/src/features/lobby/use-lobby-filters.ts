import { useReducer } from 'react';
import type { ReelCount } from './api/get-games';
import type { LiveCasinoType } from './lobbies';

/** The visitor's choices in the filter bar; an undefined field filters nothing. */
export type LobbyFilters = {
  /** Undefined: the lobby's first section. */
  sectionId?: number;
  providerId?: number;
  /** Lowercased search term of at least three characters. */
  name?: string;
  reels?: ReelCount;
  gameType?: LiveCasinoType;
};

export type LobbyFilterAction =
  | { kind: 'section'; sectionId: number }
  | { kind: 'provider'; providerId: number | undefined }
  | { kind: 'search'; name: string | undefined }
  | { kind: 'reels'; reels: ReelCount | undefined }
  | { kind: 'gameType'; gameType: LiveCasinoType | undefined };

/**
 * Every change starts the grid again from its first page (the games query key changes).
 * A new section has other providers, so it also clears the provider (spec 01 §4).
 */
export const reduceLobbyFilters = (
  filters: LobbyFilters,
  action: LobbyFilterAction,
): LobbyFilters => {
  switch (action.kind) {
    case 'section':
      return { ...filters, sectionId: action.sectionId, providerId: undefined };
    case 'provider':
      return { ...filters, providerId: action.providerId };
    case 'search':
      return filters.name === action.name ? filters : { ...filters, name: action.name };
    case 'reels':
      return { ...filters, reels: action.reels };
    case 'gameType':
      return { ...filters, gameType: action.gameType };
  }
};

export const useLobbyFilters = () => useReducer(reduceLobbyFilters, {});
