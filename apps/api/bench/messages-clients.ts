/**
 * The client side of the messages socket bench, in its own process so that 2,000 socket.io
 * clients do not share the server's event loop. The parent sends `{ base, tokens }`; this
 * connects one websocket client per player session, says `connected`, then for each `expect`
 * waits for that many `message` events (over all clients) and answers when each arrived.
 */
import { MESSAGE_SOCKET_EVENTS } from '@prime/contract';
import { io, type Socket } from 'socket.io-client';

type Job = { type: 'start'; base: string; tokens: string[] } | { type: 'expect'; count: number };

const CONNECT_BATCH = 100;

const connectAll = async (base: string, tokens: string[]): Promise<Socket[]> => {
  const sockets: Socket[] = [];
  for (let start = 0; start < tokens.length; start += CONNECT_BATCH) {
    const batch = tokens.slice(start, start + CONNECT_BATCH).map(
      (token) =>
        new Promise<Socket>((resolve, reject) => {
          const socket = io(base, {
            path: '/socket.io',
            transports: ['websocket'],
            auth: { token },
            reconnection: false,
            forceNew: true,
          });
          socket.once('connect', () => resolve(socket));
          socket.once('connect_error', reject);
        }),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
};

let arrivals: number[] = [];
let expected = 0;
const answerWhenComplete = () => {
  if (expected > 0 && arrivals.length >= expected) {
    process.send!({ type: 'received', times: arrivals });
    arrivals = [];
    expected = 0;
  }
};

process.on('message', (job: Job) => {
  if (job.type === 'expect') {
    expected = job.count;
    answerWhenComplete();
    return;
  }
  void (async () => {
    const sockets = await connectAll(job.base, job.tokens);
    for (const socket of sockets)
      socket.on(MESSAGE_SOCKET_EVENTS.message, () => {
        arrivals.push(Date.now());
        answerWhenComplete();
      });
    process.send!({ type: 'connected', clients: sockets.length });
  })().catch((error: unknown) => {
    process.send!({ type: 'error', message: String(error) });
    process.exit(1);
  });
});
