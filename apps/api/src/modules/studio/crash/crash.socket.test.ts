import {
  CRASH_EVENTS,
  STUDIO_SOCKET_NAMESPACE,
  type CrashBetEntry,
  type CrashCashoutEvent,
  type CrashRound,
  type CrashSettled,
  type CrashState,
} from '@prime/contract';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatAtGame } from '../../../test/factories/seats';
import { startHarness, type Harness } from '../../../test/harness';
import { findCrashGame, type TestGame } from '../../../test/queries/games';
import { crashPointOf, TEST_CRASH_TIMINGS } from '../../../test/studio/crash';
import { seedHash } from '../fairness';
import { msToReach } from './timeline';

let h: Harness;
let game: TestGame;
let base: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  h = await startHarness({ crashTimings: TEST_CRASH_TIMINGS });
  game = await findCrashGame(h);
  base = await h.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await h.close();
});

const open = (token: string): Socket => {
  const socket = connect(`${base}${STUDIO_SOCKET_NAMESPACE}`, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
  });
  sockets.push(socket);
  return socket;
};

const next = <T>(socket: Socket, event: string, accept: (payload: T) => boolean = () => true) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event}`)), 15_000);
    const listener = (payload: T) => {
      if (!accept(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });

const seat = () => seatAtGame(h, game);

describe('the studio socket', () => {
  it('refuses a connection without a valid launch token', async () => {
    const socket = open('x'.repeat(43));
    const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
    expect(error.message).toBe('unauthenticated');
  });

  it('tells a page the table state, each phase with the seed after the crash, the bets and cash-outs, and its own settlement', async () => {
    const player = await seat();
    const watcher = await seat();
    const own = open(player.launch);
    const other = open(watcher.launch);
    // Both listen before either may be told, whichever connects first.
    const ownState = next<CrashState>(own, CRASH_EVENTS.state);
    const otherState = next<CrashState>(other, CRASH_EVENTS.state);
    const state = await ownState;
    expect(state.round.hash).toMatch(/^[0-9a-f]{64}$/);
    await otherState;

    // A betting round long enough to bet in and to cash out before it crashes.
    const betting = await next<CrashRound>(
      own,
      CRASH_EVENTS.round,
      (round) =>
        round.phase === 'betting' &&
        crashPointOf(game.id, round.sequence) >= 200 &&
        Date.parse(round.starts_at) - Date.parse(round.server_time) >= 300,
    );
    expect(betting).toMatchObject({ seed: null, crash_point: null });
    const seen = next<CrashBetEntry>(other, CRASH_EVENTS.bet);
    const placed = await h.app.inject({
      method: 'POST',
      url: '/studio/crash/bet',
      payload: { token: player.launch, bet: 1 },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await seen).toMatchObject({
      name: `${player.username.slice(0, 2)}***`,
      bet: 1,
      currency: 'EUR',
      cashout: null,
    });

    const running = await next<CrashRound>(other, CRASH_EVENTS.round, (r) => r.phase === 'running');
    expect(running).toMatchObject({ sequence: betting.sequence, starts_at: betting.starts_at });
    await new Promise((resolve) => setTimeout(resolve, msToReach(TEST_CRASH_TIMINGS, 130)));
    const cashedOut = next<CrashCashoutEvent>(other, CRASH_EVENTS.cashout);
    const settled = next<CrashSettled>(own, CRASH_EVENTS.settled);
    const response = await h.app.inject({
      method: 'POST',
      url: '/studio/crash/cashout',
      payload: { token: player.launch },
    });
    expect(response.statusCode, response.body).toBe(200);
    const paid = response.json().data;
    expect(await cashedOut).toMatchObject({ cashout: paid.cashout, win: paid.win });
    expect(await settled).toMatchObject({ win: paid.win, balance: paid.balance });
    expect(paid.balance).toBe(100 - 1 + paid.win);

    const crashed = await next<CrashRound>(own, CRASH_EVENTS.round, (r) => r.phase === 'crashed');
    expect(crashed.sequence).toBe(betting.sequence);
    expect(seedHash(crashed.seed!)).toBe(betting.hash);
    expect(Math.round(crashed.crash_point! * 100)).toBe(crashPointOf(game.id, betting.sequence));
  });

  it('shows a page that reconnects mid-round its open bet', async () => {
    const player = await seat();
    const first = open(player.launch);
    await next<CrashRound>(
      first,
      CRASH_EVENTS.round,
      (round) =>
        round.phase === 'betting' &&
        crashPointOf(game.id, round.sequence) >= 300 &&
        Date.parse(round.starts_at) - Date.parse(round.server_time) >= 300,
    );
    const placed = await h.app.inject({
      method: 'POST',
      url: '/studio/crash/bet',
      payload: { token: player.launch, bet: 2, auto_cashout: 2.5 },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    first.disconnect();
    const again = open(player.launch);
    const state = await next<CrashState>(again, CRASH_EVENTS.state);
    expect(state.own_bet).toMatchObject({
      bet: 2,
      auto_cashout: 2.5,
      status: 'playing',
      cashout: null,
    });
    expect(state.bets.some((entry) => entry.id === state.own_bet!.round_id)).toBe(true);
    // The automatic cash-out is paid while the page is away, and told to it when back.
    const settled = await next<CrashSettled>(again, CRASH_EVENTS.settled);
    expect(settled).toMatchObject({ cashout: 2.5, win: 5 });
  });
});
