import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { players } from './players.tables';

export type PlayerRow = typeof players.$inferSelect;

export const createPlayersRepository = (db: Db) => ({
  /** Always scoped to the skin: a player of one site is unknown to another. */
  findById: async (skinId: number, playerId: number): Promise<PlayerRow | undefined> =>
    (
      await db
        .select()
        .from(players)
        .where(and(eq(players.skinId, skinId), eq(players.id, playerId)))
        .limit(1)
    )[0],
});

export type PlayersRepository = ReturnType<typeof createPlayersRepository>;
