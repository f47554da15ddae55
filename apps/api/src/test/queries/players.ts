import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { playerMessages } from '../../modules/messages/messages.tables';
import { playerNotes, players } from '../../modules/players/players.tables';

/** The player's row as stored, or undefined. */
export const findPlayerRow = async (db: Db, playerId: number) =>
  (await db.select().from(players).where(eq(players.id, playerId)))[0];

/** The id of a player by username (a demo player, say); throws when there is none. */
export const getPlayerId = async (db: Db, username: string): Promise<number> => {
  const [row] = await db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.username, username));
  if (!row) throw new Error(`no player ${username}`);
  return row.id;
};

/** How many players the database holds, of every skin and status. */
export const countPlayers = async (db: Db): Promise<number> =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(players))[0]!.n;

/** The in-product messages of a player. */
export const messagesOf = (db: Db, playerId: number) =>
  db.select().from(playerMessages).where(eq(playerMessages.playerId, playerId));

/** The compliance notes on a player. */
export const notesOf = (db: Db, playerId: number) =>
  db.select().from(playerNotes).where(eq(playerNotes.playerId, playerId));
