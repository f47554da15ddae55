import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** How much of an oversized body the server still reads, and for how long, before it answers. */
export type DrainBounds = { maxBytes: number; maxMs: number };

/**
 * Enough for a client that overshot the limit by a file or two on an ordinary line; a client
 * that sends more, or takes longer, is not worth the socket.
 */
export const OVERSIZED_BODY_DRAIN: DrainBounds = { maxBytes: 8 * 1024 * 1024, maxMs: 5_000 };

/**
 * Reads and drops what is left of a request's body: true once it has all come, false when the
 * client sent more than `maxBytes` or took longer than `maxMs` (then reading stops).
 */
const drainBody = (raw: IncomingMessage, bounds: DrainBounds): Promise<boolean> =>
  new Promise((resolve) => {
    if (raw.complete || raw.destroyed) {
      resolve(raw.complete);
      return;
    }
    let read = 0;
    const finish = (drained: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('close', onClose);
      if (!drained) raw.pause();
      resolve(drained);
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > bounds.maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(raw.complete);
    const timer = setTimeout(() => finish(false), bounds.maxMs);
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('close', onClose);
    raw.resume();
  });

/**
 * A 413 is decided before the body has arrived (its declared length, or the limit reached while
 * reading). Node closes the connection right after the answer, and data still arriving on a
 * closed socket makes the kernel reset the connection, so a client still sending would see
 * ECONNRESET instead of the answer. The rest of the body is read first, within bounds; a client
 * past them gets the answer as the connection closes, and at worst the reset.
 */
export const registerOversizedBodies = (
  app: FastifyInstance,
  bounds: DrainBounds = OVERSIZED_BODY_DRAIN,
) => {
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode !== 413) return;
    if (!(await drainBody(request.raw, bounds))) reply.header('connection', 'close');
  });
};
