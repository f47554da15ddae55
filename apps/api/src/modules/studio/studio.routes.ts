import {
  bingoPlayBody,
  bingoPlayResponse,
  diceRollBody,
  diceRollResponse,
  scratchPlayBody,
  scratchPlayResponse,
  blackjackActionBody,
  blackjackCurrentResponse,
  blackjackDealBody,
  blackjackRoundResponse,
  studioHistoryResponse,
  studioSessionResponse,
  studioSpinBody,
  studioSpinResponse,
  studioTokenQuery,
  wheelSpinBody,
  wheelSpinResponse,
} from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { bingoEngine } from './bingo/bingo-engine';
import { diceEngine } from './dice/dice-engine';
import type { InstantEngine } from './engine';
import { scratchEngine } from './scratch/scratch-engine';
import type { BlackjackTable } from './blackjack-engine';
import { slotEngine } from './slot-engine';
import { wheelEngine } from './wheel/wheel-engine';
import type { StudioService } from './studio.service';
import type { KeyedLimiter } from '../../plugins/keyed-rate-limit';

/** The studio's game API for its pages in the iframe; the launch token is the credential. */
export const studioRoutes: FastifyPluginAsyncZod<{
  studio: StudioService;
  blackjack: BlackjackTable;
  limitRounds: KeyedLimiter;
}> = async (app, { studio, blackjack, limitRounds }) => {
  app.get(
    '/session',
    {
      schema: {
        tags: ['studio'],
        summary: 'The game session of a launch token: game, rules, stakes and balance',
        querystring: studioTokenQuery,
        response: { 200: studioSessionResponse },
      },
    },
    async (request) => ({ data: await studio.session(request.query.token) }),
  );

  app.post(
    '/slot/spin',
    {
      preHandler: limitRounds,
      schema: {
        tags: ['studio'],
        summary: 'One paid spin and its free spins, drawn on the server',
        body: studioSpinBody,
        response: { 200: studioSpinResponse },
      },
    },
    async (request) => {
      const round = await studio.playInstant(
        request.body.token,
        slotEngine,
        request.body.bet,
        null,
      );
      const { result, ...rest } = round;
      return { data: { ...rest, spins: result.spins } };
    },
  );

  /** One paid round of an instant engine: the stake and the player's choice, settled at once. */
  const instantRoute = <Choice, Result>(
    path: string,
    summary: string,
    family: InstantEngine<Choice, Result>,
    body: z.ZodType<{ token: string; bet: number; choice: Choice }>,
    response: z.ZodType,
  ) =>
    app.post(
      path,
      {
        preHandler: limitRounds,
        schema: { tags: ['studio'], summary, body, response: { 200: response } },
      },
      async (request) => {
        const { token, bet, choice } = request.body as z.infer<typeof body>;
        return { data: await studio.playInstant(token, family, bet, choice) };
      },
    );

  instantRoute(
    '/scratch/play',
    'Buys one scratch card, drawn and settled whole on the server',
    scratchEngine,
    scratchPlayBody,
    scratchPlayResponse,
  );
  instantRoute(
    '/dice/roll',
    'One dice roll, under or over the chosen target',
    diceEngine,
    diceRollBody,
    diceRollResponse,
  );
  instantRoute(
    '/wheel/spin',
    'One spin of the instant money wheel at the chosen risk level',
    wheelEngine,
    wheelSpinBody,
    wheelSpinResponse,
  );
  instantRoute(
    '/bingo/play',
    'One game of 90-ball bingo: the tickets bought and the balls drawn',
    bingoEngine,
    bingoPlayBody,
    bingoPlayResponse,
  );

  app.post(
    '/blackjack/deal',
    {
      preHandler: limitRounds,
      schema: {
        tags: ['studio'],
        summary: 'Deals a hand of blackjack: the stake is taken and the shoe shuffled and stored',
        body: blackjackDealBody,
        response: { 200: blackjackRoundResponse },
      },
    },
    async (request) => ({ data: await blackjack.deal(request.body.token, request.body.bet) }),
  );

  app.post(
    '/blackjack/action',
    {
      preHandler: limitRounds,
      schema: {
        tags: ['studio'],
        summary: 'Hit, stand, double or split on the hand in play; a double or split stakes again',
        body: blackjackActionBody,
        response: { 200: blackjackRoundResponse },
      },
    },
    async (request) => ({
      data: await blackjack.action(request.body.token, request.body.round_id, request.body.action),
    }),
  );

  app.get(
    '/blackjack/current',
    {
      schema: {
        tags: ['studio'],
        summary: "The session's unfinished hand of blackjack (to resume after a reload), or null",
        querystring: studioTokenQuery,
        response: { 200: blackjackCurrentResponse },
      },
    },
    async (request) => ({ data: await blackjack.current(request.query.token) }),
  );

  app.get(
    '/rounds',
    {
      schema: {
        tags: ['studio'],
        summary: "The player's last rounds of the session's game, with their stored outcomes",
        querystring: studioTokenQuery,
        response: { 200: studioHistoryResponse },
      },
    },
    async (request) => ({ data: await studio.history(request.query.token) }),
  );
};
