import type { Db } from '../../db/client';
import { createPlayerTokensRepository } from '../../modules/auth/player-tokens.repository';
import { createPlayerTokensService } from '../../modules/auth/player-tokens.service';

/** Moves the expiry of a player's temp token (activation, reset, ...) to `at`. */
export const expirePlayerToken = (db: Db, token: string, at: Date) =>
  createPlayerTokensService(createPlayerTokensRepository(db)).expire(token, at);
