import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import type { ActiveSession, SessionsService } from '../modules/auth/sessions.service';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyRequest {
    /** The player session of the `user-token` header, set by `requirePlayer`. */
    session: ActiveSession | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    /** preHandler of routes that need a logged-in player. */
    requirePlayer: (request: FastifyRequest) => Promise<void>;
  }
}

export const registerSession = (app: FastifyInstance, sessions: SessionsService) => {
  app.decorateRequest('session', null);
  app.decorate('requirePlayer', async (request: FastifyRequest) => {
    const token = request.headers['user-token'];
    if (typeof token !== 'string' || token.length === 0 || token.length > 256) {
      throw new AppError('unauthenticated');
    }
    const session = await sessions.resolveSession(token);
    if (!session) throw new AppError('unauthenticated');
    request.session = session;
  });
};
