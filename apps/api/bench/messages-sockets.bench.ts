/**
 * In-product messages over socket.io at 2,000 connected players: one server (the real app,
 * listening on 127.0.0.1) and, in a child process, one socket.io client (websocket transport)
 * per player session. Prints p50 and p99 of:
 * - a message told to each player (`messages.tellEach`: stored 500 rows a statement, each pushed
 *   to its player's room): from the call to each player's receipt;
 * - one player's message with the 2,000 connected (`messages.tell`), from the call to its
 *   receipt; and the same through the operator API's HTTP endpoint (`POST /ops/messages`).
 * Nothing asserts a time.
 *
 * BENCH_MESSAGES_CLIENTS (default 2000) and BENCH_MESSAGES_SINGLES (default 50) change the load.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createMessagesRepository } from '../src/modules/messages/messages.repository';
import { createMessagesService } from '../src/modules/messages/messages.service';
import { playerRoom } from '../src/plugins/realtime';
import { buildPlayer } from '../src/test/factories/players';
import { buildSession } from '../src/test/factories/sessions';
import { OPS_TOKEN, startHarness } from '../src/test/harness';

const CLIENTS = Number(process.env['BENCH_MESSAGES_CLIENTS'] ?? 2_000);
const SINGLES = Number(process.env['BENCH_MESSAGES_SINGLES'] ?? 50);

const h = await startHarness({ rateLimitMax: 1_000_000_000 });
const base = await h.app.listen({ host: '127.0.0.1', port: 0 });
const players: { id: number; username: string; token: string }[] = [];
for (let i = 0; i < CLIENTS; i += 1) {
  const player = await buildPlayer(h.database.db);
  players.push({
    id: player.id,
    username: player.username,
    token: await buildSession(h.database.db, player.id),
  });
}
const usernames = new Map(players.map((player) => [player.id, player.username]));

const tell = async (playerId: number, subject: string) => {
  const response = await h.app.inject({
    method: 'POST',
    url: '/ops/messages',
    headers: { 'x-ops-token': OPS_TOKEN },
    payload: {
      username: usernames.get(playerId),
      operator: 'bench',
      subject,
      body: 'A message of the bench.',
    },
  });
  if (response.statusCode !== 201) throw new Error(`ops/messages answered ${response.body}`);
};

// The service as the app builds it, on the app's database and socket server.
const messages = createMessagesService({
  repository: createMessagesRepository(h.database.db),
  push: (playerId, event, payload) => h.app.io.to(playerRoom(playerId)).emit(event, payload),
});

type Reply =
  | { type: 'connected'; clients: number }
  | { type: 'received'; times: number[] }
  | { type: 'error'; message: string };

const child = fork(fileURLToPath(new URL('./messages-clients.ts', import.meta.url)), {
  execArgv: ['--import', 'tsx'],
});
let waiting: ((reply: Reply) => void) | undefined;
child.on('message', (reply: Reply) => {
  if (reply.type === 'error') throw new Error(reply.message);
  waiting?.(reply);
});
const next = () => new Promise<Reply>((resolve) => (waiting = resolve));

const connected = next();
child.send({ type: 'start', base, tokens: players.map((player) => player.token) });
await connected;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const received = async (count: number, work: () => Promise<void>) => {
  const reply = next();
  child.send({ type: 'expect', count });
  await work();
  const answer = await reply;
  return answer.type === 'received' ? answer.times : [];
};

console.log(
  `Message sockets: ${CLIENTS.toLocaleString('en')} connected players (request -> client receipt)`,
);

// Every player told the same message.
const broadcastStart = Date.now();
const everyone = await received(CLIENTS, async () => {
  await messages.tellEach(
    players.map((player) => player.id),
    { type: 'custom', subject: 'To everyone', body: 'A message of the bench.' },
  );
});
const broadcastDelays = everyone.map((time) => time - broadcastStart);

/** One player's message at a time, with every socket connected. */
const singles = async (send: (playerId: number) => Promise<unknown>) => {
  const delays: number[] = [];
  for (let i = 0; i < SINGLES; i += 1) {
    const player = players[(i * 37) % players.length]!;
    let sentAt = 0;
    const [time] = await received(1, async () => {
      sentAt = Date.now();
      await send(player.id);
    });
    delays.push(time! - sentAt);
  }
  return delays;
};
const singleDelays = await singles((playerId) =>
  messages.tell(playerId, { type: 'custom', subject: 'Only to you', body: 'A bench message.' }),
);
const httpDelays = await singles((playerId) => tell(playerId, 'Only to you'));

child.kill();
await h.close();

const ms = (value: number) => `${value.toFixed(0)} ms`;
console.table([
  {
    case: `told to each of ${CLIENTS}`,
    messages: broadcastDelays.length,
    p50: ms(percentile(broadcastDelays, 50)),
    p99: ms(percentile(broadcastDelays, 99)),
    'last receipt': ms(Math.max(...broadcastDelays)),
  },
  ...[
    [`one player's message (${CLIENTS} connected)`, singleDelays],
    [`one player's message over HTTP (${CLIENTS} connected)`, httpDelays],
  ].map(([name, delays]) => ({
    case: name as string,
    messages: (delays as number[]).length,
    p50: ms(percentile(delays as number[], 50)),
    p99: ms(percentile(delays as number[], 99)),
    'last receipt': ms(Math.max(...(delays as number[]))),
  })),
]);
process.exit(0);
