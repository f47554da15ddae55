import {
  type SpotPayResult,
  baccaratResultSchema,
  rouletteResultSchema,
  tableRoundBody,
  tableRoundResponse,
} from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { InstantEngine } from '../engine';
import type { KeyedLimiter } from '../../../plugins/keyed-rate-limit';
import type { StudioService } from '../studio.service';
import { toSpotBets } from './spot-body';
import type { SpotBet } from './spot-bets';
import { baccaratTable, rouletteTable } from './table-engines';
import { rouletteNumbers } from '../roulette/roulette';
import { BACCARAT_SPOTS } from '../baccarat/baccarat';

/** The RNG tables' rounds (under /studio): the player's spin or deal, settled at once. */
export const tableRoutes: FastifyPluginAsyncZod<{
  studio: StudioService;
  limitRounds: KeyedLimiter;
}> = async (app, { studio, limitRounds }) => {
  const play = async <Result extends { spots: unknown }>(
    family: InstantEngine<SpotBet[], Result>,
    isSpot: (spot: string) => boolean,
    body: { token: string; bets: { spot: string; amount: number }[] },
  ) => {
    const { bets, total, amounts } = toSpotBets(body.bets, isSpot);
    const round = await studio.playInstant(body.token, family, total, bets, amounts);
    const { spots, ...result } = round.result;
    return { data: { ...round, result, spots: spots as SpotPayResult[] } };
  };

  app.post(
    '/roulette/spin',
    {
      preHandler: limitRounds,
      schema: {
        tags: ['studio'],
        summary: 'One spin of an RNG roulette table with chips on several spots',
        body: tableRoundBody,
        response: { 200: tableRoundResponse(rouletteResultSchema) },
      },
    },
    async (request) =>
      play(rouletteTable, (spot) => rouletteNumbers(spot) !== undefined, request.body),
  );

  app.post(
    '/baccarat/deal',
    {
      preHandler: limitRounds,
      schema: {
        tags: ['studio'],
        summary: 'One hand of an RNG baccarat table with stakes on Player, Banker and Tie',
        body: tableRoundBody,
        response: { 200: tableRoundResponse(baccaratResultSchema) },
      },
    },
    async (request) =>
      play(
        baccaratTable,
        (spot) => (BACCARAT_SPOTS as readonly string[]).includes(spot),
        request.body,
      ),
  );
};
