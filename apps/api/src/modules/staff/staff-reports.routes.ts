import {
  staffCashierReportResponse,
  staffGgrReportResponse,
  staffIdParams,
  staffReportQuery,
} from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HouseReportsService } from '../reports/house-reports.service';
import type { PlayerStatements } from '../reports/player-statement';

/** The operator's reports over every player: revenue and the cashier, for a range of days. */
export const staffReportsRoutes: FastifyPluginAsyncZod<{
  reports: HouseReportsService;
  statements: PlayerStatements;
}> = async (app, { reports, statements }) => {
  app.get(
    '/reports/ggr',
    {
      config: { staff: { access: 'reports.read', target: 'report:ggr', auditRead: true } },
      schema: {
        tags: ['staff'],
        summary: 'Gross gaming revenue per day, provider and game (UTC days, `to` inclusive)',
        querystring: staffReportQuery,
        response: { 200: staffGgrReportResponse },
      },
    },
    async (request) => ({ data: await reports.ggr(request.query) }),
  );

  app.get(
    '/reports/cashier',
    {
      config: { staff: { access: 'reports.read', target: 'report:cashier', auditRead: true } },
      schema: {
        tags: ['staff'],
        summary: 'Settled deposits and withdrawals per day and currency',
        querystring: staffReportQuery,
        response: { 200: staffCashierReportResponse },
      },
    },
    async (request) => ({ data: await reports.cashier(request.query) }),
  );

  app.get(
    '/players/:id/statement',
    {
      config: { staff: { access: 'reports.read', target: 'player', auditRead: true } },
      schema: {
        tags: ['staff'],
        summary: "A player's statement of account for a period, as PDF",
        params: staffIdParams,
        querystring: staffReportQuery,
      },
    },
    async (request, reply) => {
      const id = Number(request.params.id);
      const pdf = await statements.statementPdf(id, request.query);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="statement-${id}-${request.query.from}-${request.query.to}.pdf"`,
        )
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};
