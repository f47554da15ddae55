import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { players } from '../players/players.tables';

export type LoginCandidate = {
  id: number;
  passwordHash: string;
  isCrypt: boolean;
  status: string;
};

export const createAuthRepository = (db: Db) => ({
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

export type AuthRepository = ReturnType<typeof createAuthRepository>;
