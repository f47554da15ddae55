/**
 * The client side of the crash socket bench, in its own process so that 2,000 socket.io
 * clients do not share the server's event loop. The parent sends `{ base, tokens, rounds }`;
 * this connects one websocket client per token to the studio namespace, says `connected`, then
 * for `rounds` rounds records, per client, how long after the server's emit (`server_time` of
 * the `running` event) the client got it, and sends those delays back.
 */
import { CRASH_EVENTS, STUDIO_SOCKET_NAMESPACE, type CrashRound } from '@prime/contract';
import { io, type Socket } from 'socket.io-client';

type Job = { base: string; tokens: string[]; rounds: number };

const CONNECT_BATCH = 100;

const connectAll = async ({ base, tokens }: Job): Promise<Socket[]> => {
  const sockets: Socket[] = [];
  for (let start = 0; start < tokens.length; start += CONNECT_BATCH) {
    const batch = tokens.slice(start, start + CONNECT_BATCH).map(
      (token) =>
        new Promise<Socket>((resolve, reject) => {
          const socket = io(`${base}${STUDIO_SOCKET_NAMESPACE}`, {
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

process.once('message', (job: Job) => {
  void (async () => {
    const sockets = await connectAll(job);
    process.send!({ type: 'connected', clients: sockets.length });
    const rounds = new Map<number, number[]>();
    await new Promise<void>((resolve) => {
      for (const socket of sockets)
        socket.on(CRASH_EVENTS.round, (round: CrashRound) => {
          if (round.phase !== 'running') return;
          const delays = rounds.get(round.sequence) ?? [];
          delays.push(Date.now() - Date.parse(round.server_time));
          rounds.set(round.sequence, delays);
          const complete = [...rounds.values()].filter((list) => list.length === sockets.length);
          if (complete.length >= job.rounds) resolve();
        });
    });
    process.send!({ type: 'rounds', rounds: [...rounds.values()].slice(0, job.rounds) });
    for (const socket of sockets) socket.disconnect();
    process.disconnect();
  })().catch((error: unknown) => {
    process.send!({ type: 'error', message: String(error) });
    process.exit(1);
  });
});
