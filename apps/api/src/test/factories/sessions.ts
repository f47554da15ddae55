import type { Db } from '../../db/client';
import { createSessionsRepository } from '../../modules/auth/sessions.repository';
import { createSessionsService } from '../../modules/auth/sessions.service';

/** A live session of the player, as a login opens it; the raw token goes in `user-token`. */
export const buildSession = async (db: Db, playerId: number): Promise<string> =>
  (await createSessionsService(createSessionsRepository(db)).createSession(playerId)).token;
