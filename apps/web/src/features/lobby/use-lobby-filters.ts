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

const nextFilters = (filters: LobbyFilters, action: LobbyFilterAction): LobbyFilters => {
  switch (action.kind) {
    case 'section':
      return { ...filters, sectionId: action.sectionId, providerId: undefined };
    case 'provider':
      return { ...filters, providerId: action.providerId };
    case 'search':
      return { ...filters, name: action.name };
    case 'reels':
      return { ...filters, reels: action.reels };
    case 'gameType':
      return { ...filters, gameType: action.gameType };
  }
};

const FIELDS = ['sectionId', 'providerId', 'name', 'reels', 'gameType'] as const;

/**
 * A new section has other providers, so choosing one also clears the provider (spec 01 §4).
 * A choice that changes nothing returns the same object, so the grid keeps what it loaded.
 */
export const reduceLobbyFilters = (
  filters: LobbyFilters,
  action: LobbyFilterAction,
): LobbyFilters => {
  const next = nextFilters(filters, action);
  return FIELDS.every((field) => next[field] === filters[field]) ? filters : next;
};

export const useLobbyFilters = () => useReducer(reduceLobbyFilters, {});
