import {
  messageGroupsResponse,
  messageParams,
  messageReadOneResponse,
  messageResponse,
  messagesQuery,
  messagesResponse,
  sendMessageBody,
  sentMessageResponse,
} from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MessagesService } from './messages.service';

/** A player writes to support a few times an hour, not in a loop. */
const sendRateLimit = { max: 20, timeWindow: '10 minutes' };

/**
 * The player's messages (spec 01 §4), always of the session's player. Staff write to a player
 * from the back office (`POST /v1/staff/players/{id}/messages`: second factor, role, audit),
 * never here.
 */
export const messagesRoutes: FastifyPluginAsyncZod<{ messages: MessagesService }> = async (
  app,
  { messages },
) => {
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
};
