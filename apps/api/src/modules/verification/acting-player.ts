import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { PlayerTokensService } from '../auth/player-tokens.service';

/**
 * The player a registration or verification call acts for: the activation `token` header (a
 * registration in progress) or the `user-token` session (a logged-in player). Nobody else.
 */
export const createActingPlayer =
  (app: FastifyInstance, tokens: PlayerTokensService) =>
  async (request: FastifyRequest): Promise<number> => {
    const token = request.headers['token'];
    if (typeof token === 'string' && token.length > 0) {
      const playerId = await tokens.peek(token, 'activation');
      if (playerId === undefined) throw new AppError('invalid_token');
      return playerId;
    }
    await app.identifyPlayer(request);
    if (!request.session) throw new AppError('unauthenticated');
    return request.session.playerId;
  };

/** A player acts only for itself: another id is refused whatever the credential. */
export const assertSelf = (
  actingId: number,
  requestedId: number,
  skinId?: number,
  ownSkin?: number,
) => {
  if (actingId !== requestedId || (skinId !== undefined && skinId !== ownSkin)) {
    throw new AppError('forbidden');
  }
};
