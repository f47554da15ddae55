import type { FastifyInstance } from 'fastify';

/**
 * While the server stops, every answer closes its connection. Idle keep-alive connections are
 * closed when the stop begins, but one busy with a request would otherwise stay open after its
 * answer until the client's idle timeout, and the stop waits for every connection.
 */
export const registerDrain = (app: FastifyInstance) => {
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('connection', 'close');
  });
};
