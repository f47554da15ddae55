import type { StakeContext } from '../protection/protection.service';
import type { WalletState } from '../wallet/wallet.service';
import type { BetOfWin, RoundSoFar, SessionOfToken } from './seamless.repository';

/**
 * What this process knows of a game session after it booked a bet or a win of it: everything
 * the next bet or win is decided on (decision 21). Never the truth, only a basis for a booking
 * whose statement checks in the database that it still holds (the wallet's version, the
 * session's and player's standing as `digest`, a round's count of stakes and wins).
 */
export type KnownSession = {
  session: SessionOfToken;
  /** The player's status, limits and day of play; the day is `date`, `YYYY-MM-DD` (UTC). */
  context: StakeContext;
  date: string;
  wallet: WalletState;
  /** The standing as the database wrote it down (`standing` of the repository). */
  digest: string;
  /** The session's latest bets by provider transaction id, and latest rounds by id. */
  bets: Map<string, BetOfWin>;
  rounds: Map<string, RoundSoFar>;
  /** When it was learnt (ms): an old one is read again. */
  at: number;
};

/** How many bets and rounds of one session are kept for the wins that follow them. */
const RECENT = 8;

/** Keeps the newest `limit` entries of a map, which keeps its keys in insertion order. */
const keepNewest = <K, V>(map: Map<K, V>, key: K, value: V, limit: number) => {
  map.delete(key);
  map.set(key, value);
  while (map.size > limit) map.delete(map.keys().next().value as K);
};

/** The game sessions known in this process, by token: at most `size`, none older than `maxAgeMs`. */
export const createSessionMemory = (options: { size: number; maxAgeMs: number }) => {
  const known = new Map<string, KnownSession>();
  return {
    get: (token: string, now = Date.now()): KnownSession | undefined => {
      const entry = known.get(token);
      if (entry && now - entry.at > options.maxAgeMs) {
        known.delete(token);
        return undefined;
      }
      return entry;
    },
    set: (token: string, entry: KnownSession) => keepNewest(known, token, entry, options.size),
    forget: (token: string) => known.delete(token),
    /** Adds a bet taken in a round to what is known of the session. */
    betTaken: (entry: KnownSession, externalId: string, bet: BetOfWin, round: string) => {
      keepNewest(entry.bets, externalId, bet, RECENT);
      const sofar = entry.rounds.get(round) ?? { betChanges: [], wins: 0 };
      keepNewest(
        entry.rounds,
        round,
        { betChanges: [...sofar.betChanges, bet.changes ?? {}], wins: sofar.wins },
        RECENT,
      );
    },
  };
};

export type SessionMemory = ReturnType<typeof createSessionMemory>;
