import {
  cancelledTransferResponse,
  declineParams,
  depositBody,
  depositMethodsResponse,
  depositResponse,
  neterapayStatusResponse,
  transactionIdParams,
  withdrawBody,
  withdrawMethodsResponse,
  withdrawResponse,
} from '@prime/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentsService, PlayerRef } from './payments.service';

const playerOf = (request: FastifyRequest): PlayerRef => ({
  skinId: request.skin.id,
  playerId: request.session!.playerId,
});

/** The player's cashier (spec 02 §7 Deposit, Withdraw): every call acts for the session's player. */
export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (
  app,
  { payments },
) => {
  app.get(
    '/payments/methods/deposit',
    {
      preValidation: app.requirePlayer,
      schema: {
        tags: ['payments'],
        summary: 'Deposit methods with their minimum and maximum in the player’s currency',
        response: { 200: depositMethodsResponse },
      },
    },
    async (request) => ({ data: await payments.listDepositMethods(playerOf(request)) }),
  );

  app.get(
    '/payments/methods/withdraw',
    {
      preValidation: app.requirePlayer,
      schema: {
        tags: ['payments'],
        summary: 'Withdrawal methods with their minimum and maximum in the player’s currency',
        response: { 200: withdrawMethodsResponse },
      },
    },
    async (request) => ({ data: await payments.listWithdrawMethods(playerOf(request)) }),
  );

  app.get(
    '/payments/neterapay/player/is_pin_registered',
    {
      preValidation: app.requirePlayer,
      schema: {
        tags: ['payments'],
        summary:
          'Whether the player connected NeteraPay (a PIN) and is identified, with the wallet’s page otherwise',
        response: { 200: neterapayStatusResponse },
      },
    },
    async (request) => ({ data: await payments.neterapayStatus(playerOf(request)) }),
  );

  app.post(
    '/payments/deposit',
    {
      preValidation: app.requirePlayer,
      schema: {
        tags: ['payments'],
        summary:
          'Ask for a deposit: a card or e-wallet answers the provider’s page, a transfer is pending',
        body: depositBody,
        response: { 201: depositResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await payments.deposit(playerOf(request), request.body) }),
  );

  app.get(
    '/payments/transactions/:id',
    {
      preValidation: app.requirePlayer,
      schema: {
        tags: ['payments'],
        summary: 'One of the player’s deposits, with the details of a pending transfer',
        params: transactionIdParams,
        response: { 200: depositResponse },
      },
    },
    async (request) => ({
      data: await payments.getDeposit(playerOf(request), Number(request.params.id)),
    }),
  );

  app.delete(
    '/payments/transactions/:id',
    {
      preValidation: app.requirePlayer,
      schema: {
        tags: ['payments'],
        summary:
          'Cancel the player’s own pending bank or crypto transfer; nothing had moved, nothing moves',
        params: transactionIdParams,
        response: { 200: cancelledTransferResponse },
      },
    },
    async (request) => ({
      data: await payments.cancelTransfer(playerOf(request), Number(request.params.id)),
    }),
  );

  app.post(
    '/payments/withdraw',
    {
      preValidation: app.requirePlayer,
      schema: {
        tags: ['payments'],
        summary: 'Ask for a withdrawal to the player’s IBAN; the money is set aside at once',
        body: withdrawBody,
        response: { 201: withdrawResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await payments.withdraw(playerOf(request), request.body) }),
  );

  app.get(
    '/payments/providers/:provider/decline/:transaction',
    {
      preValidation: app.requirePlayer,
      schema: {
        tags: ['payments'],
        summary: 'Cancel the player’s own pending withdrawal; its money returns once',
        params: declineParams,
        response: { 200: withdrawResponse },
      },
    },
    async (request) => ({
      data: await payments.cancelWithdrawal(
        playerOf(request),
        request.params.provider,
        Number(request.params.transaction),
      ),
    }),
  );
};
