import { reportQuery, reportResponse } from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReportsService } from './reports.service';

export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (
  app,
  { reports },
) => {
  app.get(
    '/casino/analytics',
    {
      preValidation: app.requirePlayer,
      schema: {
        tags: ['reports'],
        summary:
          'The player’s casino report: bets, wins and net per game and in total, UTC days from..to',
        querystring: reportQuery,
        response: { 200: reportResponse },
      },
    },
    async (request) => ({
      data: await reports.casinoReport(
        { skinId: request.skin.id, playerId: request.session!.playerId },
        request.query,
      ),
    }),
  );
};
