import {
  ADMIN_TOKEN_HEADER,
  customMessageBody,
  customMessageParams,
  customMessageResponse,
  messageGroupsResponse,
  messageParams,
  messageReadOneResponse,
  messageResponse,
  messagesQuery,
  messagesResponse,
  sendMessageBody,
  sentMessageResponse,
  z,
} from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import type { MessagesService } from './messages.service';

/** A player writes to support a few times an hour, not in a loop. */
const sendRateLimit = { max: 20, timeWindow: '10 minutes' };
const staffHeaders = z.object({ [ADMIN_TOKEN_HEADER]: z.string().optional() });

/**
 * The player's messages (spec 01 §4), always of the session's player, and an operator's message
 * to a player, sent with a staff session (`admin-token`, the admin preview's login).
 */
export const messagesRoutes: FastifyPluginAsyncZod<{
  messages: MessagesService;
  /** The staff member of an `admin-token`, or undefined when it is not a live staff session. */
  staffOf: (token: string | undefined) => Promise<{ nickname: string } | undefined>;
}> = async (app, { messages, staffOf }) => {
  app.get(
    '/me/messages',
    {
      preValidation: app.requirePlayer,
      schema: {
        tags: ['messages'],
        summary: 'A page of the player’s messages, newest first (unread=1: only unread ones)',
        querystring: messagesQuery,
        response: { 200: messagesResponse },
      },
    },
    async (request) => messages.list(request.session!.playerId, request.query),
  );

  app.get(
    '/me/messages/readone',
    {
      preValidation: app.requirePlayer,
      schema: {
        tags: ['messages'],
        summary: 'The oldest unread message to show, or null; it stays unread until opened',
        response: { 200: messageReadOneResponse },
      },
    },
    async (request) => ({ data: await messages.readOne(request.session!.playerId) }),
  );

  app.get(
    '/me/messages/message-groups',
    {
      preValidation: app.requirePlayer,
      schema: {
        tags: ['messages'],
        summary: 'The groups of support a player may write to',
        response: { 200: messageGroupsResponse },
      },
    },
    async () => ({ data: await messages.groups() }),
  );

  app.get(
    '/me/messages/:id',
    {
      preValidation: app.requirePlayer,
      schema: {
        tags: ['messages'],
        summary: 'One of the player’s messages, marked read',
        params: messageParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => ({
      data: await messages.read(request.session!.playerId, request.params.id),
    }),
  );

  app.post(
    '/me/messages',
    {
      preValidation: app.requirePlayer,
      config: { rateLimit: sendRateLimit },
      schema: {
        tags: ['messages'],
        summary: 'The player writes to support, in one of the message groups',
        body: sendMessageBody,
        response: { 201: sentMessageResponse },
      },
    },
    async (request, reply) => {
      const { subject, body } = request.body.data.message;
      const sent = await messages.send(request.session!.playerId, {
        subject,
        body,
        groupId: request.body.data.message['messenger-groups'],
      });
      return reply.code(201).send({ data: sent });
    },
  );

  app.post(
    '/notifications/players/:id/custom-message',
    {
      schema: {
        tags: ['messages'],
        summary: 'An operator’s message to a player (staff session in admin-token), pushed at once',
        headers: staffHeaders,
        params: customMessageParams,
        body: customMessageBody,
        response: { 201: customMessageResponse },
      },
    },
    async (request, reply) => {
      const token = request.headers[ADMIN_TOKEN_HEADER];
      const staff = await staffOf(typeof token === 'string' ? token : undefined);
      if (!staff) throw new AppError('unauthenticated');
      const message = await messages.custom(
        request.skin.id,
        request.params.id,
        request.body,
        staff.nickname,
      );
      return reply.code(201).send({ data: message });
    },
  );
};
