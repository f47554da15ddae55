import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { players } from './players.tables';

export type LoginCandidate = {
  id: number;
  passwordHash: string;
  isCrypt: boolean;
  status: string;
  /** Null until the player's first login. */
  lastLoginAt: Date | null;
  language: string;
  /** The first name, or the username while there is none. */
  firstName: string;
};

/** The account a recovery or reset is about. */
export type RecoveryTarget = {
  id: number;
  skinId: number;
  username: string;
  email: string;
  status: string;
  language: string;
};

const recoveryColumns = {
  id: players.id,
  skinId: players.skinId,
  username: players.username,
  email: players.email,
  status: players.status,
  language: players.language,
};

/** The reads and writes of a player's credentials that login and password recovery make. */
export const createPlayerCredentialsRepository = (db: Db) => ({
  /** The player of this skin an e-mail or a nickname names (either, case-insensitive). */
  findRecoveryTarget: async (
    skinId: number,
    reference: { email?: string | undefined; username?: string | undefined },
  ): Promise<RecoveryTarget | undefined> => {
    const conditions = [
      reference.email ? sql`lower(${players.email}) = ${reference.email.toLowerCase()}` : undefined,
      reference.username
        ? sql`(lower(${players.username}) = ${reference.username.toLowerCase()} or lower(${players.email}) = ${reference.username.toLowerCase()})`
        : undefined,
    ].filter((condition) => condition !== undefined);
    if (conditions.length === 0) return undefined;
    return (
      await db
        .select(recoveryColumns)
        .from(players)
        .where(and(eq(players.skinId, skinId), isNull(players.deletedAt), or(...conditions)))
        .limit(1)
    )[0];
  },

  findPlayer: async (playerId: number): Promise<RecoveryTarget | undefined> =>
    (
      await db
        .select(recoveryColumns)
        .from(players)
        .where(and(eq(players.id, playerId), isNull(players.deletedAt)))
        .limit(1)
    )[0],

  /** Holds the player's row until `tx` ends, so per-player checks and writes run one at a time. */
  lockPlayer: async (tx: Db, playerId: number): Promise<void> => {
    await tx
      .select({ id: players.id })
      .from(players)
      .where(eq(players.id, playerId))
      .for('no key update');
  },

  /** A new argon2id hash; the player is no longer an imported one. */
  setPassword: async (tx: Db, playerId: number, passwordHash: string): Promise<void> => {
    await tx
      .update(players)
      .set({ passwordHash, isCrypt: true, updatedAt: sql`now()` })
      .where(eq(players.id, playerId));
  },

  /** The player a login names on this skin: by nickname, or by e-mail when allowed. */
  findLoginCandidate: async (
    skinId: number,
    login: string,
    byEmail: boolean,
  ): Promise<LoginCandidate | undefined> => {
    const lower = login.toLowerCase();
    const matches = byEmail
      ? sql`(lower(${players.username}) = ${lower} or lower(${players.email}) = ${lower})`
      : sql`lower(${players.username}) = ${lower}`;
    return (
      await db
        .select({
          id: players.id,
          passwordHash: players.passwordHash,
          isCrypt: players.isCrypt,
          status: players.status,
          lastLoginAt: players.lastLoginAt,
          language: players.language,
          firstName: sql<string>`coalesce(nullif(${players.firstName}, ''), ${players.username})`,
        })
        .from(players)
        .where(and(eq(players.skinId, skinId), isNull(players.deletedAt), matches))
        .limit(1)
    )[0];
  },

  /** The latest login becomes the previous one. */
  recordLogin: async (playerId: number, ip: string): Promise<void> => {
    await db
      .update(players)
      .set({
        previousLoginAt: sql`${players.lastLoginAt}`,
        previousLoginIp: sql`${players.lastLoginIp}`,
        lastLoginAt: sql`now()`,
        lastLoginIp: ip,
      })
      .where(eq(players.id, playerId));
  },
});

export type PlayerCredentialsRepository = ReturnType<typeof createPlayerCredentialsRepository>;
