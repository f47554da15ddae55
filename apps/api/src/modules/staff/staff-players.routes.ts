import {
  staffCreatedResponse,
  staffIdParams,
  staffPlayerMessageBody,
  staffPlayerNoteBody,
  staffPlayerResponse,
  staffPlayersQuery,
  staffPlayersResponse,
} from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MessagesService } from '../messages/messages.service';
import { playerPageOf, type PlayerPageSources } from './staff-player-page';

/** Player search, a player's page, a message to the player, and staff notes. */
export const staffPlayersRoutes: FastifyPluginAsyncZod<{
  sources: PlayerPageSources;
  messages: MessagesService;
}> = async (app, { sources, messages }) => {
  app.get(
    '/players',
    {
      config: { staff: { access: 'players.read' } },
      schema: {
        tags: ['staff'],
        summary: 'Search players by id, nickname, e-mail or phone (q)',
        querystring: staffPlayersQuery,
        response: { 200: staffPlayersResponse },
      },
    },
    async (request) => {
      const { q, page, per_page, sort, order } = request.query;
      const { rows, total } = await sources.players.search({
        ...(q ? { q } : {}),
        offset: (page - 1) * per_page,
        limit: per_page,
        ...(sort ? { sort } : {}),
        order,
      });
      return { data: rows, meta: { total } };
    },
  );

  app.get(
    '/players/:id',
    {
      config: { staff: { access: 'players.read', target: 'player', auditRead: true } },
      schema: {
        tags: ['staff'],
        summary: "A player's page: balances, limits, exclusions, KYC, history, notes",
        params: staffIdParams,
        response: { 200: staffPlayerResponse },
      },
    },
    async (request) => {
      const page = await playerPageOf(sources, Number(request.params.id));
      // A role that may not read documents or KYC levels does not see them here either.
      const { permissions } = request.staffMember!;
      return {
        data: {
          ...page,
          documents: permissions.includes('documents.read') ? page.documents : [],
          kyc_levels: permissions.includes('kyc.read') ? page.kyc_levels : [],
        },
      };
    },
  );

  app.post(
    '/players/:id/messages',
    {
      config: { staff: { access: 'players.message', target: 'player' } },
      schema: {
        tags: ['staff'],
        summary:
          'Send the player a message (their inbox, pushed at once); the sender is the staff member',
        params: staffIdParams,
        body: staffPlayerMessageBody,
        response: { 201: staffCreatedResponse },
      },
    },
    async (request, reply) => {
      const player = await sources.players.get(Number(request.params.id));
      reply.code(201);
      const message = await messages.sendFromStaff(
        player.id,
        request.body,
        request.staffMember!.username,
        { audit: request.audit },
      );
      return { data: { id: message.id } };
    },
  );

  app.post(
    '/players/:id/notes',
    {
      config: { staff: { access: 'players.note', target: 'player' } },
      schema: {
        tags: ['staff'],
        summary: 'Add a note to the player (kept with its author)',
        params: staffIdParams,
        body: staffPlayerNoteBody,
        response: { 201: staffCreatedResponse },
      },
    },
    async (request, reply) => {
      reply.code(201);
      const id = await sources.players.addNote(
        Number(request.params.id),
        request.body.text,
        request.staffMember!.username,
        { audit: request.audit },
      );
      return { data: { id } };
    },
  );
};
