import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import type { ActiveSession, SessionsService } from '../modules/auth/sessions.service';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyRequest {
    /** The player session of the `user-token` header, set by `requirePlayer` or `identifyPlayer`. */
    session: ActiveSession | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    /** preValidation of routes that need a logged-in player (before the body is validated). */
    requirePlayer: (request: FastifyRequest) => Promise<void>;
    /** preHandler of public routes that answer a player differently; never fails. */
    identifyPlayer: (request: FastifyRequest) => Promise<void>;
  }
}

const MAX_TOKEN_LENGTH = 256;
const READ_METHODS = new Set(['GET', 'HEAD']);

const sessionOf = async (
  request: FastifyRequest,
  sessions: SessionsService,
): Promise<ActiveSession | undefined> => {
  const token = request.headers['user-token'];
  if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) {
    return undefined;
  }
  return sessions.resolveSession(token, READ_METHODS.has(request.method) ? 'read' : 'write');
};

export const registerSession = (app: FastifyInstance, sessions: SessionsService) => {
  app.decorateRequest('session', null);
  app.decorate('requirePlayer', async (request: FastifyRequest) => {
    const session = await sessionOf(request, sessions);
    if (!session) throw new AppError('unauthenticated');
    request.session = session;
  });
  // A stale or unknown token on a public page is a visitor, not an error.
  app.decorate('identifyPlayer', async (request: FastifyRequest) => {
    request.session = (await sessionOf(request, sessions)) ?? null;
  });
  // A player route checks the session before the body, so a stranger hears 401 and learns
  // nothing from validation; the docs mark it as needing the player's token.
  app.addHook('onRoute', (route) => {
    if ([route.preHandler].flat().includes(app.requirePlayer))
      throw new Error(`${route.method} ${route.url}: requirePlayer belongs in preValidation.`);
    if ([route.preValidation].flat().includes(app.requirePlayer))
      route.schema = { ...route.schema, security: [{ client: [], player: [] }] };
  });
};
