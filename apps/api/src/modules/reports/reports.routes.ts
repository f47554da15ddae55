import {
  reportQuery,
  reportResponse,
  transactionIdParams,
  transactionsQuery,
  transactionsResponse,
  transactionStatusResponse,
} from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReportsService } from './reports.service';
import type { TransactionsService } from './transactions.service';

export const reportsRoutes: FastifyPluginAsyncZod<{
  reports: ReportsService;
  transactions: TransactionsService;
}> = async (app, { reports, transactions }) => {
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

  app.get(
    '/me/transactions',
    {
      preValidation: app.requirePlayer,
      schema: {
        tags: ['reports'],
        summary:
          'The player’s transactions, newest first, a page after `cursor`; `total=1` adds the range’s deposits, withdrawals and net',
        querystring: transactionsQuery,
        response: { 200: transactionsResponse },
      },
    },
    (request) => transactions.listTransactions(request.session!.playerId, request.query),
  );

  app.get(
    '/static/transactions/:id',
    {
      preValidation: app.requirePlayer,
      schema: {
        tags: ['reports'],
        summary: 'One of the player’s transactions for its status page; another’s id is 404',
        params: transactionIdParams,
        response: { 200: transactionStatusResponse },
      },
    },
    async (request) => ({
      data: await transactions.getTransactionStatus(request.session!.playerId, request.params.id),
    }),
  );
};
