import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { SessionsService } from '../modules/auth/sessions.service';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    io: Server;
  }
}

/** The socket room of one player: balance and messages are pushed there. */
export const playerRoom = (playerId: number) => `player:${playerId}`;

/**
 * socket.io on the same HTTP server and port. A socket that presents a live session token joins
 * its player's room; with Redis the rooms span every API instance that uses the same `keyPrefix`
 * (the instances of one deployment).
 */
export const registerRealtime = (
  app: FastifyInstance,
  options: { sessions: SessionsService; redis?: { pub: Redis; sub: Redis; keyPrefix: string } },
) => {
  const { redis } = options;
  const io = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    // WebSocket only: a socket is one connection, held by one instance, so a balancer needs no
    // sticky sessions. Long-polling's requests would each need the instance that holds the
    // session; without a socket, pages ask for balances and states every few seconds instead.
    transports: ['websocket'],
    ...(redis
      ? { adapter: createAdapter(redis.pub, redis.sub, { key: `${redis.keyPrefix}socket.io` }) }
      : {}),
  });
  io.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth['token'];
    if (typeof token === 'string' && token.length > 0 && token.length <= 256) {
      const session = await options.sessions.resolveSession(token).catch(() => undefined);
      if (!session) return next(new Error('unauthenticated'));
      socket.data['playerId'] = session.playerId;
      await socket.join(playerRoom(session.playerId));
    }
    next();
  });
  app.decorate('io', io);
  // Fastify's close waits for every open connection before its onClose hooks run, and a socket
  // never ends by itself: this instance's sockets are closed first. Their clients see a transport
  // close and reconnect, through the balancer, to an instance that still runs.
  app.addHook('preClose', async () => {
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await io.close();
  });
};
