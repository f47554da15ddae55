import {
  staffCashierReportResponse,
  staffGgrReportResponse,
  staffReportQuery,
} from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HouseReportsService } from '../reports/house-reports.service';

/** The operator's reports over every player: revenue and the cashier, for a range of days. */
export const staffReportsRoutes: FastifyPluginAsyncZod<{ reports: HouseReportsService }> = async (
  app,
  { reports },
) => {
  app.get(
    '/reports/ggr',
    {
      config: { staff: { access: 'reports.read' } },
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
      config: { staff: { access: 'reports.read' } },
      schema: {
        tags: ['staff'],
        summary: 'Settled deposits and withdrawals per day and currency',
        querystring: staffReportQuery,
        response: { 200: staffCashierReportResponse },
      },
    },
    async (request) => ({ data: await reports.cashier(request.query) }),
  );
};
