import type { Db } from '../../db/client';
import { randomToken, sha256 } from '../../lib/hash';
import type { PlayerTokensRepository, TokenPurpose } from './player-tokens.repository';

/** Longest token the API looks up; anything longer is not one of ours. */
export const PLAYER_TOKEN_MAX_LENGTH = 128;

/**
 * One-time link tokens (activation, password reset). The random token travels in the link;
 * only its SHA-256 is stored. A token works until it expires, once.
 */
export const createPlayerTokensService = (repository: PlayerTokensRepository) => {
  const hashOf = (token: string) => sha256(token);
  const plausible = (token: string) => token.length > 0 && token.length <= PLAYER_TOKEN_MAX_LENGTH;

  return {
    /** A new token; with `replace`, the player's earlier live tokens of that purpose end. */
    issue: async (
      tx: Db,
      playerId: number,
      purpose: TokenPurpose,
      ttlMs: number,
      options: { replace?: boolean } = {},
    ): Promise<string> => {
      if (options.replace) await repository.revokeAll(tx, playerId, purpose);
      const token = randomToken();
      await repository.insert(tx, {
        playerId,
        purpose,
        tokenHash: hashOf(token),
        expiresAt: new Date(Date.now() + ttlMs),
      });
      return token;
    },

    /** The player of a live token, without using it up. */
    peek: async (token: string, purpose: TokenPurpose): Promise<number | undefined> =>
      plausible(token) ? (await repository.findLive(hashOf(token), purpose))?.playerId : undefined,

    /**
     * The player of a token and whether it is still live; a used token still names its player
     * (so a finished registration's link can say 'already confirmed').
     */
    inspect: async (
      token: string,
      purpose: TokenPurpose,
    ): Promise<{ playerId: number; isLive: boolean } | undefined> => {
      if (!plausible(token)) return undefined;
      const row = await repository.findAny(hashOf(token), purpose);
      if (!row) return undefined;
      return { playerId: row.playerId, isLive: !row.usedAt && row.expiresAt > new Date() };
    },

    /** Uses the token up inside `tx` and answers its player; undefined when not live. */
    consume: async (tx: Db, token: string, purpose: TokenPurpose): Promise<number | undefined> =>
      plausible(token)
        ? (await repository.consume(tx, hashOf(token), purpose))?.playerId
        : undefined,

    /** Deletes every token of a player whose unfinished registration is removed. */
    removeAllOf: (tx: Db, playerId: number) => repository.removeAllOf(tx, playerId),

    revokeAll: (tx: Db, playerId: number, purpose: TokenPurpose) =>
      repository.revokeAll(tx, playerId, purpose),

    /** Tokens of that purpose the player received in the last `seconds` (mail throttling). */
    countIssuedSince: (playerId: number, purpose: TokenPurpose, seconds: number, tx?: Db) =>
      repository.countIssuedSince(playerId, purpose, seconds, tx),

    /** Test helper: moves the expiry of a token. */
    expire: (token: string, at: Date) => repository.setExpiry(hashOf(token), at),
  };
};

export type PlayerTokensService = ReturnType<typeof createPlayerTokensService>;
