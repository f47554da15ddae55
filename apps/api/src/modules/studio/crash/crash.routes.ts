import {
  crashBetBody,
  crashBetResponse,
  crashCashoutBody,
  crashCashoutResponse,
  crashRoundSchema,
  crashStateSchema,
  envelope,
  INT4_MAX,
  studioToken,
  z,
} from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { KeyedLimiter } from '../../../plugins/keyed-rate-limit';
import type { CrashService } from './crash.service';

/**
 * The crash game's calls, under /studio/crash; the launch token is the credential. Bets and
 * cash-outs are HTTP (rate-limited per session, validated by the contract); the socket only
 * tells (docs/decisions/0013-crash-rounds.md).
 */
export const crashRoutes: FastifyPluginAsyncZod<{
  crash: CrashService;
  limitRounds: KeyedLimiter;
}> = async (app, { crash, limitRounds }) => {
  app.get(
    '/state',
    {
      schema: {
        tags: ['studio'],
        summary: "A crash table's state: the round, its bets, the last results and the own bet",
        description:
          'What the socket sends on joining; the page polls it while the socket is down.',
        querystring: z.object({ token: studioToken }),
        response: { 200: envelope(crashStateSchema) },
      },
    },
    async (request) => {
      const game = await crash.crashGameOf(request.query.token);
      return { data: await crash.stateFor(game) };
    },
  );

  app.post(
    '/bet',
    {
      preHandler: limitRounds,
      schema: {
        tags: ['studio'],
        summary: "A bet in the crash round's betting window, with an optional automatic cash-out",
        body: crashBetBody,
        response: { 200: crashBetResponse },
      },
    },
    async (request) => ({
      data: await crash.placeBet(
        request.body.token,
        request.body.bet,
        request.body.auto_cashout ?? null,
      ),
    }),
  );

  app.post(
    '/cashout',
    {
      preHandler: limitRounds,
      schema: {
        tags: ['studio'],
        summary: "Cashes the session's bet out at the server's multiplier now",
        body: crashCashoutBody,
        response: { 200: crashCashoutResponse },
      },
    },
    async (request) => ({ data: await crash.cashout(request.body.token) }),
  );

  app.get(
    '/rounds/:sequence',
    {
      schema: {
        tags: ['studio'],
        summary: 'A crashed round of the game with its seed, to verify its crash point',
        params: z.object({ sequence: z.decimal(z.number().int().min(1).max(INT4_MAX)) }),
        querystring: z.object({ token: studioToken }),
        response: { 200: envelope(crashRoundSchema) },
      },
    },
    async (request) => ({
      data: await crash.crashedRound(request.query.token, request.params.sequence),
    }),
  );
};
