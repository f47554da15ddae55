import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, launchToken } from '../test/calls/play';
import { signedCall } from '../test/calls/seamless';
import { buildSession } from '../test/factories/sessions';
import { startHarness, type Harness } from '../test/harness';
import { findSlot } from '../test/queries/games';
import { getPlayerId } from '../test/queries/players';
import { playerRoom } from './realtime';

let h: Harness;
let url: string;
let token: string;
let playerId: number;
const sockets: Socket[] = [];

beforeAll(async () => {
  h = await startHarness();
  url = await h.app.listen({ port: 0, host: '127.0.0.1' });
  playerId = await getPlayerId(h.database.db, 'demohrac');
  token = await buildSession(h.database.db, playerId);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await h.close();
});

const open = (auth: Record<string, string>) => {
  const socket = connect(url, {
    path: '/socket.io',
    auth,
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  return socket;
};

describe('socket.io on the API server', () => {
  it("joins a live session to its player's room and delivers pushes there", async () => {
    const socket = open({ token });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const received = new Promise<unknown>((resolve) => socket.once('balance', resolve));
    // The room join completes in the server middleware before `connect`; a push now arrives.
    h.app.io.to(playerRoom(playerId)).emit('balance', { total: 10.5 });
    expect(await received).toEqual({ total: 10.5 });
  });

  it('pushes the new balance when a bet is taken, after its commit', async () => {
    const socket = open({ token });
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    const slot = await findSlot(h);
    const seat = launchToken(await launch(h, slot, token));
    const received = new Promise<unknown>((resolve) => socket.once('balance', resolve));
    const bet = await signedCall(h, slot.slug, 'bet', {
      session_token: seat,
      player_id: playerId,
      currency: 'CZK',
      transaction_id: 'socket-push-1',
      round_id: 'r',
      game_id: slot.id,
      amount: 25,
    });
    expect(bet.statusCode, bet.body).toBe(200);
    expect(await received).toEqual({ total: 9_975, available: 9_975, deposited: 0, bonus: 0 });
  });

  it('refuses a socket with an unknown token', async () => {
    const socket = open({ token: 'not-a-session' });
    const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
    expect(error.message).toBe('unauthenticated');
  });

  it('admits an anonymous socket without joining any player room', async () => {
    const socket = open({});
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    const rooms = await h.app.io.in(playerRoom(playerId)).fetchSockets();
    expect(rooms.map((member) => member.id)).not.toContain(socket.id);
  });
});

describe('the socket transport', () => {
  it('refuses HTTP long-polling, whose requests a balancer would have to keep on one instance', async () => {
    const polling = await fetch(`${url}/socket.io/?EIO=4&transport=polling`);
    expect(polling.status).toBe(400);
  });
});
