import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../db/seed/demo';
import { loginFrom } from '../../test/calls/auth';
import { seatFields, signedCall } from '../../test/calls/seamless';
import {
  buildLoggedInPlayer,
  buildPlayer,
  type LoggedInPlayer,
} from '../../test/factories/players';
import { seatAtGame, type Seat } from '../../test/factories/seats';
import { buildStaff, loginStaff, staffCall } from '../../test/calls/staff';
import { OPS_TOKEN, startHarness, type Harness } from '../../test/harness';
import { findSlot, type TestGame } from '../../test/queries/games';
import { messagesOf } from '../../test/queries/players';
import { rowsOf } from '../../test/queries/rows';
import { createMessagesRepository } from './messages.repository';
import { createMessagesService } from './messages.service';

let h: Harness;
let url: string;
let slot: TestGame;
const sockets: Socket[] = [];

beforeAll(async () => {
  h = await startHarness();
  url = await h.app.listen({ port: 0, host: '127.0.0.1' });
  slot = await findSlot(h);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await h.close();
});

const get = (token: string, path: string) =>
  h.call({ method: 'GET', url: `/v1/${path}`, headers: { 'user-token': token } });

/** An operator's message through the operator API (`npm run ops -- messages send`). */
const opsSend = (payload: object, token = OPS_TOKEN) =>
  h.app.inject({
    method: 'POST',
    url: '/ops/messages',
    headers: { 'x-ops-token': token },
    payload,
  });

const tellOperator = async (player: { username: string }, subject: string, type = 'custom') => {
  const response = await opsSend({
    username: player.username,
    operator: 'Eva',
    subject,
    body: `About ${subject}`,
    type,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number };
};

const write = (token: string, message: Record<string, unknown>) =>
  h.call({
    method: 'POST',
    url: '/v1/me/messages',
    headers: { 'user-token': token },
    payload: { data: { message: { _token: 'form-token', ...message } } },
  });

const openSocket = async (token: string) => {
  const socket = connect(url, { auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
};

describe('the inbox', () => {
  let a: LoggedInPlayer;
  beforeAll(async () => {
    a = await buildLoggedInPlayer(h.database.db);
    for (const subject of ['first', 'second', 'third']) await tellOperator(a, subject);
  });

  it('lists the player’s messages newest first, a page at a time, with the unread count', async () => {
    const page = await get(a.token, 'me/messages?per_page=2');
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json();
    expect(body.data.map((m: { subject: string }) => m.subject)).toEqual(['third', 'second']);
    expect(body.data[0]).toMatchObject({
      type: 'custom',
      body: 'About third',
      image: null,
      duration: null,
      read: false,
      read_at: null,
    });
    expect(body.meta).toEqual({ current_page: 1, per_page: 2, total: 3, last_page: 2, unread: 3 });
    const next = (await get(a.token, 'me/messages?per_page=2&page=2')).json();
    expect(next.data.map((m: { subject: string }) => m.subject)).toEqual(['first']);
  });

  it('answers the oldest unread message without marking it read, then null when all are read', async () => {
    const player = await buildLoggedInPlayer(h.database.db);
    expect((await get(player.token, 'me/messages/readone')).json()).toEqual({ data: null });
    const older = await tellOperator(player, 'older');
    await tellOperator(player, 'newer');
    const one = (await get(player.token, 'me/messages/readone')).json().data;
    expect(one).toMatchObject({ id: older.id, subject: 'older', read: false });
    expect((await get(player.token, 'me/messages/readone')).json().data.id).toBe(older.id);
    await get(player.token, `me/messages/${older.id}`);
    expect((await get(player.token, 'me/messages/readone')).json().data.subject).toBe('newer');
  });

  it('marks a message read when it is opened, keeps the first reading, and filters unread', async () => {
    const player = await buildLoggedInPlayer(h.database.db);
    const message = await tellOperator(player, 'to read');
    await tellOperator(player, 'left unread');
    const opened = await get(player.token, `me/messages/${message.id}`);
    expect(opened.statusCode, opened.body).toBe(200);
    const first = opened.json().data;
    expect(first).toMatchObject({ id: message.id, read: true });
    expect(first.read_at).not.toBeNull();
    const again = (await get(player.token, `me/messages/${message.id}`)).json().data;
    expect(again.read_at).toBe(first.read_at);
    const unread = (await get(player.token, 'me/messages?unread=1')).json();
    expect(unread.data.map((m: { subject: string }) => m.subject)).toEqual(['left unread']);
    expect(unread.meta).toMatchObject({ total: 1, unread: 1 });
  });

  it('never shows or opens another player’s message', async () => {
    const b = await buildLoggedInPlayer(h.database.db);
    const [ofA] = (await get(a.token, 'me/messages')).json().data as { id: number }[];
    const opened = await get(b.token, `me/messages/${ofA!.id}`);
    expect(opened.statusCode).toBe(404);
    expect(opened.json()).toMatchObject({ code: 'not_found' });
    expect((await get(b.token, 'me/messages')).json().meta).toMatchObject({ total: 0 });
    // B's attempt read nothing of A's: the message is still unread.
    const mine = (await get(a.token, 'me/messages/readone')).json().data;
    expect(mine.read).toBe(false);
    expect((await get(a.token, `me/messages/${ofA!.id}`)).json().data.id).toBe(ofA!.id);
  });

  it('answers 401 without a session and 422 for a bad page or id', async () => {
    const anonymous = await h.call({ method: 'GET', url: '/v1/me/messages' });
    expect(anonymous.statusCode).toBe(401);
    expect((await get(a.token, 'me/messages?per_page=500')).statusCode).toBe(422);
    expect((await get(a.token, 'me/messages?unread=maybe')).statusCode).toBe(422);
    expect((await get(a.token, 'me/messages/0')).statusCode).toBe(422);
    expect((await get(a.token, 'me/messages/abc')).statusCode).toBe(422);
  });
});

describe('writing to support', () => {
  it('lists the groups a player may write to', async () => {
    const player = await buildLoggedInPlayer(h.database.db);
    const groups = (await get(player.token, 'me/messages/message-groups')).json().data;
    expect(groups.map((g: { code: string }) => g.code)).toEqual([
      'general',
      'account',
      'payments',
      'verification',
      'games',
      'responsible_gaming',
      'complaint',
    ]);
  });

  it('stores the player’s message in their sent folder, not in their inbox', async () => {
    const player = await buildLoggedInPlayer(h.database.db);
    const [group] = (await get(player.token, 'me/messages/message-groups')).json().data;
    const sent = await write(player.token, {
      subject: '  My withdrawal  ',
      body: 'When will my withdrawal arrive?',
      'messenger-groups': String(group.id),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toMatchObject({
      type: 'support',
      subject: 'My withdrawal',
      read: true,
      group: { id: group.id, code: 'general' },
    });
    expect((await get(player.token, 'me/messages?folder=sent')).json().meta.total).toBe(1);
    expect((await get(player.token, 'me/messages')).json().meta.total).toBe(0);
  });

  it('refuses a short subject, a long body or an unknown group with 422, storing nothing', async () => {
    const player = await buildLoggedInPlayer(h.database.db);
    const valid = {
      subject: 'Question',
      body: 'A question about my account.',
      'messenger-groups': 1,
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, subject: ' a ' }, 'The subject must be at least 3 characters.'],
      [
        { ...valid, body: 'x'.repeat(5001) },
        'The message may not be greater than 5000 characters.',
      ],
      [{ ...valid, body: 'short' }, 'The message must be at least 10 characters.'],
      [{ ...valid, 'messenger-groups': 9999 }, 'The selected group is invalid.'],
      [{ ...valid, 'messenger-groups': 'payments' }, 'Expected a number in decimal digits.'],
    ];
    for (const [message, text] of cases) {
      const response = await write(player.token, message);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
      expect(JSON.stringify(response.json().errors)).toContain(text);
    }
    expect((await write(player.token, { subject: 'x' })).statusCode).toBe(422);
    expect(await messagesOf(h.database.db, player.id)).toEqual([]);
    const anonymous = await h.call({ method: 'POST', url: '/v1/me/messages', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('an operator’s message to a player', () => {
  const message = { subject: 'About your account', body: 'Please call us back.' };
  const auditOf = (playerId: number) =>
    rowsOf<{ staff: string; action: string; details: Record<string, unknown> }>(
      h,
      sql`select staff, action, details from staff_audit where target = ${`player:${playerId}`}
        order by id`,
    );

  it('is not taken with the admin preview’s session: the old path is gone and stores nothing', async () => {
    const player = await buildLoggedInPlayer(h.database.db);
    const login = await h.call({
      method: 'POST',
      url: '/v1/auth/admin/login',
      payload: { username: DEMO_STAFF.username, password: DEMO_STAFF_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    const response = await h.call({
      method: 'POST',
      url: `/v1/notifications/players/${player.id}/custom-message`,
      headers: { 'admin-token': login.json().data.token },
      payload: { ...message, image: 'https://phish.example/logo.png' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
    expect(await messagesOf(h.database.db, player.id)).toEqual([]);
  });

  it('is refused to a staff role without players.message, recorded, and stores nothing', async () => {
    const player = await buildLoggedInPlayer(h.database.db);
    for (const role of ['content', 'payments']) {
      const name = await buildStaff(h.database.db, role);
      const call = staffCall(h, await loginStaff(h, name));
      const response = await call('POST', `/players/${player.id}/messages`, message);
      expect(response.statusCode, role).toBe(403);
      expect(response.json()).toMatchObject({ code: 'staff_forbidden' });
    }
    expect(await messagesOf(h.database.db, player.id)).toEqual([]);
    expect((await auditOf(player.id)).map((row) => [row.action, row.details['status']])).toEqual([
      ['players.message', 403],
      ['players.message', 403],
    ]);
  });

  it('is stored and pushed with the staff member as its sender, and audited', async () => {
    const player = await buildLoggedInPlayer(h.database.db);
    const name = await buildStaff(h.database.db, 'support');
    const call = staffCall(h, await loginStaff(h, name));
    const socket = await openSocket(player.token);
    const pushed = new Promise<{ subject: string }>((resolve) => socket.once('message', resolve));
    const response = await call('POST', `/players/${player.id}/messages`, message);
    expect(response.statusCode, response.body).toBe(201);
    expect(await pushed).toMatchObject({ subject: message.subject, type: 'custom' });
    const [row] = await messagesOf(h.database.db, player.id);
    expect(row).toMatchObject({ sender: name, direction: 'in', image: null });
    expect(await auditOf(player.id)).toEqual([
      { staff: name, action: 'players.message', details: { ...message, status: 201 } },
    ]);
    const unknown = await call('POST', '/players/999999999/messages', message);
    expect(unknown.statusCode).toBe(404);
  });

  it('takes no picture from staff, and from the operator API only a path of this site', async () => {
    const player = await buildLoggedInPlayer(h.database.db);
    const call = staffCall(h, await loginStaff(h, await buildStaff(h.database.db, 'support')));
    const withImage = await call('POST', `/players/${player.id}/messages`, {
      ...message,
      image: '/v1/cms/banner-art/1.png',
    });
    expect(withImage.statusCode).toBe(422);
    const send = (image: string) =>
      opsSend({ username: player.username, operator: 'Eva', ...message, image });
    for (const image of [
      'https://phish.example/logo.png',
      '//phish.example/logo.png',
      '/\\phish.example/logo.png',
      '/\tphish.example',
      'javascript:alert(1)',
      'logo.png',
      '/a b.png',
    ]) {
      const response = await send(image);
      expect(response.statusCode, image).toBe(422);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
    expect(await messagesOf(h.database.db, player.id)).toEqual([]);
    const ours = await send('/v1/cms/banner-art/1.png');
    expect(ours.statusCode, ours.body).toBe(201);
    expect(ours.json().data).toMatchObject({ image: '/v1/cms/banner-art/1.png' });
  });

  it('refuses a bad type, an empty subject or unknown fields with 422', async () => {
    const player = await buildPlayer(h.database.db);
    const base = { username: player.username, operator: 'Eva' };
    for (const payload of [
      { subject: 'Hi', body: 'Hi', type: 'lottery' },
      { subject: '', body: 'Hi' },
      { subject: 'Hi', body: 'Hi', extra: true },
      { subject: 'Hi', body: 'Hi', duration: 0 },
    ]) {
      const response = await opsSend({ ...base, ...payload });
      expect(response.statusCode, response.body).toBe(422);
    }
    expect(await messagesOf(h.database.db, player.id)).toEqual([]);
  });
});

describe('an operator’s message through the operator API (npm run ops -- messages send)', () => {
  const send = (payload: object, token = OPS_TOKEN) =>
    h.app.inject({
      method: 'POST',
      url: '/ops/messages',
      headers: { 'x-ops-token': token },
      payload,
    });

  it('needs the ops token, finds the player by username and pushes the message', async () => {
    const player = await buildLoggedInPlayer(h.database.db);
    const payload = {
      username: player.username,
      operator: 'Eva',
      subject: 'Your account',
      body: 'We updated your account.',
    };
    expect((await send(payload, 'wrong-token')).statusCode).toBe(403);
    expect(await messagesOf(h.database.db, player.id)).toEqual([]);
    const socket = await openSocket(player.token);
    const pushed = new Promise<{ subject: string }>((resolve) => socket.once('message', resolve));
    const sent = await send(payload);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toMatchObject({ player_id: player.id, type: 'custom', read: false });
    expect(await pushed).toMatchObject({ subject: 'Your account' });
    const [row] = await messagesOf(h.database.db, player.id);
    expect(row).toMatchObject({ sender: 'Eva' });
    expect((await send({ ...payload, username: 'nobody-at-all' })).statusCode).toBe(404);
    expect((await send({ ...payload, operator: '' })).statusCode).toBe(422);
  });
});

describe('messages told to many players', () => {
  it('stores one message per player and pushes each to its own player, skipping a key told before', async () => {
    const players = await Promise.all([1, 2, 3].map(() => buildPlayer(h.database.db)));
    const pushes: [number, string, { subject: string }][] = [];
    const messages = createMessagesService({
      repository: createMessagesRepository(h.database.db),
      push: (playerId, event, payload) =>
        pushes.push([playerId, event, payload as { subject: string }]),
    });
    const ids = players.map((player) => player.id);
    await messages.tell(ids[0]!, {
      type: 'campaignReached',
      subject: 'Spring',
      body: 'Reached',
      dedupeKey: 'campaign:spring',
    });
    const stored = await messages.tellEach(ids, {
      type: 'campaignReached',
      subject: 'Spring',
      body: 'Reached',
      dedupeKey: 'campaign:spring',
    });
    expect(stored).toBe(2);
    for (const id of ids) expect(await messagesOf(h.database.db, id)).toHaveLength(1);
    // Each stored campaign message is pushed as `message` and `campaign`, to its player only.
    expect(pushes.map(([id, event]) => [id, event])).toEqual([
      [ids[0], 'message'],
      [ids[0], 'campaign'],
      [ids[1], 'message'],
      [ids[1], 'campaign'],
      [ids[2], 'message'],
      [ids[2], 'campaign'],
    ]);
  });
});

describe('messages pushed to the player’s room', () => {
  it('pushes `message` to the player’s sockets only, and `campaign` for a campaign reached', async () => {
    const a = await buildLoggedInPlayer(h.database.db);
    const b = await buildLoggedInPlayer(h.database.db);
    const socketA = await openSocket(a.token);
    const socketB = await openSocket(b.token);
    const heardByB: unknown[] = [];
    socketB.on('message', (payload) => heardByB.push(payload));
    socketB.on('campaign', (payload) => heardByB.push(payload));

    const message = new Promise<{ id: number; type: string }>((resolve) =>
      socketA.once('message', resolve),
    );
    const campaign = new Promise<{ message_id: number }>((resolve) =>
      socketA.once('campaign', resolve),
    );
    const told = await tellOperator(a, 'You reached the campaign', 'campaignReached');
    expect(await message).toMatchObject({ id: told.id, type: 'campaignReached', read: false });
    expect(await campaign).toMatchObject({ message_id: told.id });

    // A message B is told arrives at B: by then anything meant for A would have arrived too.
    const own = new Promise<unknown>((resolve) => socketB.once('message', resolve));
    const toB = await tellOperator(b, 'Only for B');
    expect(await own).toMatchObject({ id: toB.id });
    expect(heardByB).toEqual([expect.objectContaining({ id: toB.id })]);
  });
});

describe('messages of events', () => {
  const bet = (seat: Seat, amount: number) =>
    signedCall(h, slot.slug, 'bet', {
      ...seatFields(seat),
      transaction_id: randomUUID(),
      round_id: randomUUID(),
      game_id: slot.id,
      amount,
    });

  it('tells a bet limit once a day, however many bets it refuses', async () => {
    const seat = await seatAtGame(h, slot, { maxDailyBet: 500n });
    const socket = await openSocket(seat.token);
    const pushed = new Promise<{ type: string }>((resolve) => socket.once('message', resolve));
    expect((await bet(seat, 5)).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1)
      expect((await bet(seat, 1)).json()).toMatchObject({ code: 'daily_bet_limit' });
    expect(await pushed).toMatchObject({ type: 'daily-bet-limit', subject: 'Bet limit reached' });
    await expect.poll(async () => (await messagesOf(h.database.db, seat.id)).length).toBe(1);
    const [row] = await messagesOf(h.database.db, seat.id);
    expect(row).toMatchObject({ type: 'daily-bet-limit' });
    expect(row!.body).toContain('daily bet limit');
  });

  it('tells a loss limit as daily-bet-loss, and tells nothing of other refusals', async () => {
    const seat = await seatAtGame(h, slot, { maxWeeklyLoss: 100n });
    expect((await bet(seat, 1)).statusCode).toBe(200);
    expect((await bet(seat, 1)).json()).toMatchObject({ code: 'weekly_loss_limit' });
    await expect
      .poll(async () => (await messagesOf(h.database.db, seat.id)).map((row) => row.type))
      .toEqual(['daily-bet-loss']);
    const poor = await seatAtGame(h, slot, { money: { available: 100n } });
    expect((await bet(poor, 5)).json()).toMatchObject({ code: 'insufficient_funds' });
    expect((await bet(poor, 5)).json()).toMatchObject({ code: 'insufficient_funds' });
    expect(await messagesOf(h.database.db, poor.id)).toEqual([]);
  });

  it('tells a limit again the next UTC day, and each type on its own', async () => {
    const player = await buildPlayer(h.database.db);
    let now = new Date('2026-03-10T23:59:00Z');
    const pushes: [number, string][] = [];
    const messages = createMessagesService({
      repository: createMessagesRepository(h.database.db),
      push: (playerId, event) => pushes.push([playerId, event]),
      now: () => now,
    });
    expect(await messages.tellLimitRefusal(player.id, 'daily_bet_limit')).toBeDefined();
    expect(await messages.tellLimitRefusal(player.id, 'monthly_bet_limit')).toBeUndefined();
    expect(await messages.tellLimitRefusal(player.id, 'daily_loss_limit')).toBeDefined();
    expect(await messages.tellLimitRefusal(player.id, 'self_excluded')).toBeUndefined();
    now = new Date('2026-03-11T00:00:30Z');
    expect(await messages.tellLimitRefusal(player.id, 'weekly_bet_limit')).toMatchObject({
      type: 'daily-bet-limit',
    });
    expect((await messagesOf(h.database.db, player.id)).map((row) => row.type).sort()).toEqual([
      'daily-bet-limit',
      'daily-bet-limit',
      'daily-bet-loss',
    ]);
    expect(pushes).toEqual([
      [player.id, 'message'],
      [player.id, 'message'],
      [player.id, 'message'],
    ]);
  });

  it('tells the limits prompt at the first login only', async () => {
    const player = await buildPlayer(h.database.db, { firstName: 'Jana' });
    const login = loginFrom(h, '203.0.113.61');
    const first = await login(player.username, player.password);
    expect(first.statusCode, first.body).toBe(200);
    const token = first.json().data.token as string;
    const one = (await get(token, 'me/messages/readone')).json().data;
    expect(one).toMatchObject({ type: 'firstLogin', subject: 'Welcome to Prime', read: false });
    expect(one.body).toContain('Jana');
    expect((await login(player.username, player.password)).statusCode).toBe(200);
    expect((await get(token, 'me/messages')).json().meta.total).toBe(1);
  });

  it('keeps the reality check’s message with its 60-second countdown in the inbox', async () => {
    const seat = await seatAtGame(h, slot);
    const check = await h.call({
      method: 'POST',
      url: '/v1/me/mga/realityCheck',
      headers: { 'user-token': seat.token },
      payload: { minutes: 30 },
    });
    expect(check.statusCode, check.body).toBe(200);
    const { id } = check.json().data.message;
    const [listed] = (await get(seat.token, 'me/messages')).json().data;
    expect(listed).toMatchObject({ id, type: 'realityCheck', duration: 60, read: false });
  });
});

describe('the responsible-gaming notice', () => {
  const acknowledge = (token: string, notice: unknown) =>
    h.call({
      method: 'POST',
      url: '/v1/me/responsible-gaming/acknowledge',
      headers: { 'user-token': token },
      payload: { notice },
    });

  it('records each acknowledgement once, on the player’s own account, and shows it on GET me', async () => {
    const a = await buildLoggedInPlayer(h.database.db);
    const b = await buildLoggedInPlayer(h.database.db);
    expect((await get(a.token, 'me')).json().data.responsible_gaming).toEqual({
      deposit_notice_acknowledged_at: null,
      bet_notice_acknowledged_at: null,
    });
    const first = await acknowledge(a.token, 'deposit');
    expect(first.statusCode, first.body).toBe(200);
    const at = first.json().data.deposit_notice_acknowledged_at as string;
    expect(at).not.toBeNull();
    expect(first.json().data.bet_notice_acknowledged_at).toBeNull();
    const again = (await acknowledge(a.token, 'deposit')).json().data;
    expect(again.deposit_notice_acknowledged_at).toBe(at);
    expect((await get(a.token, 'me')).json().data.responsible_gaming).toMatchObject({
      deposit_notice_acknowledged_at: at,
    });
    // Nothing of A's reaches B.
    expect((await get(b.token, 'me')).json().data.responsible_gaming).toEqual({
      deposit_notice_acknowledged_at: null,
      bet_notice_acknowledged_at: null,
    });
  });

  it('refuses an unknown notice with 422 and an anonymous call with 401', async () => {
    const player = await buildLoggedInPlayer(h.database.db);
    expect((await acknowledge(player.token, 'withdrawal')).statusCode).toBe(422);
    const anonymous = await h.call({
      method: 'POST',
      url: '/v1/me/responsible-gaming/acknowledge',
      payload: { notice: 'bet' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await get(player.token, 'me')).json().data.responsible_gaming).toEqual({
      deposit_notice_acknowledged_at: null,
      bet_notice_acknowledged_at: null,
    });
  });
});
