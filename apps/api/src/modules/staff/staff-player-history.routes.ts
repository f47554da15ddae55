import {
  staffGameRoundsResponse,
  staffIdParams,
  staffLedgerEntriesResponse,
  staffLedgerQuery,
  staffLimitChangesResponse,
  staffPlayerHistoryQuery,
  staffPlayerTransactionsQuery,
  staffPlayerTransactionsResponse,
} from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { historyWindowOf } from '../../lib/history-window';
import type { StaffPlayersService } from '../players/staff-players.service';
import type { LimitHistory } from '../protection/limit-history';
import type { PlayerRounds } from '../seamless/player-rounds';
import type { PlayerLedger } from '../wallet/player-ledger';

/** Where the histories of a player's page come from: the owning modules. */
export type PlayerHistorySources = {
  players: Pick<StaffPlayersService, 'get'>;
  ledger: PlayerLedger;
  rounds: PlayerRounds;
  limitHistory: LimitHistory;
};

/** Reading a player's history is a read of the player: audited like the page. */
const config = { staff: { access: 'players.read', target: 'player', auditRead: true } } as const;

/**
 * The paged histories of a player's page (decision 34): transactions, ledger entries, game
 * rounds and limit changes, each of the player in the path only (an unknown player is a 404).
 */
export const staffPlayerHistoryRoutes: FastifyPluginAsyncZod<{
  sources: PlayerHistorySources;
}> = async (app, { sources }) => {
  const playerOf = async (id: string): Promise<number> =>
    (await sources.players.get(Number(id))).id;

  app.get(
    '/players/:id/transactions',
    {
      config,
      schema: {
        tags: ['staff'],
        summary: "A player's transactions, paged, by type, status and UTC days (from, to)",
        params: staffIdParams,
        querystring: staffPlayerTransactionsQuery,
        response: { 200: staffPlayerTransactionsResponse },
      },
    },
    async (request) => {
      const { type_id, status } = request.query;
      return sources.ledger.transactions(
        await playerOf(request.params.id),
        { typeId: type_id, status },
        historyWindowOf(request.query),
      );
    },
  );

  app.get(
    '/players/:id/ledger',
    {
      config,
      schema: {
        tags: ['staff'],
        summary: "The ledger entries on a player's pockets, paged, by pocket and UTC days",
        params: staffIdParams,
        querystring: staffLedgerQuery,
        response: { 200: staffLedgerEntriesResponse },
      },
    },
    async (request) =>
      sources.ledger.entries(
        await playerOf(request.params.id),
        { pocket: request.query.pocket },
        historyWindowOf(request.query),
      ),
  );

  app.get(
    '/players/:id/rounds',
    {
      config,
      schema: {
        tags: ['staff'],
        summary: "A player's game rounds (stake, win, status), paged, by UTC days started",
        params: staffIdParams,
        querystring: staffPlayerHistoryQuery,
        response: { 200: staffGameRoundsResponse },
      },
    },
    async (request) =>
      sources.rounds.rounds(await playerOf(request.params.id), historyWindowOf(request.query)),
  );

  app.get(
    '/players/:id/limits/history',
    {
      config,
      schema: {
        tags: ['staff'],
        summary: "A player's limit changes: old and new value, when asked, when effective",
        params: staffIdParams,
        querystring: staffPlayerHistoryQuery,
        response: { 200: staffLimitChangesResponse },
      },
    },
    async (request) =>
      sources.limitHistory.changes(
        await playerOf(request.params.id),
        historyWindowOf(request.query),
      ),
  );
};
