import { opsMessageBody, opsMessageResponse } from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import type { MessagesService } from './messages.service';

/**
 * An operator's message to a player (`npm run ops -- messages send`), inside the operator API:
 * stored in the player's inbox and pushed to their sockets at once.
 */
export const messagesOpsRoutes: FastifyPluginAsyncZod<{
  messages: MessagesService;
  findIdByUsername: (username: string) => Promise<number | undefined>;
}> = async (app, { messages, findIdByUsername }) => {
  app.post(
    '/messages',
    {
      schema: {
        tags: ['ops'],
        summary: 'Send a message to a player by username',
        body: opsMessageBody,
        response: { 201: opsMessageResponse },
      },
    },
    async (request, reply) => {
      const { username, operator, ...message } = request.body;
      const playerId = await findIdByUsername(username);
      if (!playerId) throw new AppError('not_found', `No player with the username ${username}.`);
      const told = await messages.tell(playerId, { ...message, sender: operator });
      return reply.code(201).send({ data: { ...told!, player_id: playerId } });
    },
  );
};
