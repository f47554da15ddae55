import { CRASH_EVENTS, STUDIO_SOCKET_NAMESPACE, studioToken } from '@prime/contract';
import type { Server } from 'socket.io';
import type { CrashService } from './crash.service';
import type { CrashTables } from './crash-tables';

/** The socket room of a game's table, and of one game session (its own settlements). */
export const crashGameRoom = (gameId: number) => `crash:${gameId}`;
export const studioSessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * The studio's socket.io namespace: a game page connects with its launch token (handshake
 * `auth.token`), joins its game's room and its session's room, gets the table's state, and keeps
 * its game's loop running on this instance while connected.
 */
export const registerCrashSocket = (
  io: Server,
  deps: { crash: CrashService; tables: CrashTables },
) => {
  const studio = io.of(STUDIO_SOCKET_NAMESPACE);
  studio.use((socket, next) => {
    const token = studioToken.safeParse(socket.handshake.auth['token']);
    if (!token.success) return next(new Error('unauthenticated'));
    deps.crash
      .crashGameOf(token.data)
      .then((game) => {
        socket.data['game'] = { gameId: game.gameId, sessionId: game.sessionId };
        next();
      })
      .catch(() => next(new Error('unauthenticated')));
  });
  studio.on('connection', (socket) => {
    const game = socket.data['game'] as { gameId: number; sessionId: string };
    void (async () => {
      await socket.join([crashGameRoom(game.gameId), studioSessionRoom(game.sessionId)]);
      deps.tables.watch(game.gameId);
      socket.emit(CRASH_EVENTS.state, await deps.crash.stateFor(game));
    })().catch(() => socket.disconnect(true));
  });
  return {
    /** Every watcher of the game on every instance (through the adapter). */
    toGame: (gameId: number, event: string, payload: unknown) =>
      void studio.to(crashGameRoom(gameId)).emit(event, payload),
    /** This instance's watchers only: each instance's loop tells its own. */
    toGameLocal: (gameId: number, event: string, payload: unknown) =>
      void studio.local.to(crashGameRoom(gameId)).emit(event, payload),
    toSession: (sessionId: string, event: string, payload: unknown) =>
      void studio.to(studioSessionRoom(sessionId)).emit(event, payload),
    hasWatchers: (gameId: number) =>
      (studio.adapter.rooms.get(crashGameRoom(gameId))?.size ?? 0) > 0,
  };
};
