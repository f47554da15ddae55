import { toMajor, type StaffGameRound } from '@prime/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  instantText,
  rangeConditions,
  readHistoryPage,
  type HistoryPage,
  type HistoryWindow,
} from '../../lib/history-window';
import { providerRead, type CasinoService } from '../casino/casino.service';
import { currencyRead } from '../geo/geo.service';
import { playerRead } from '../players/players.service';

type RoundRow = {
  provider_id: number;
  provider_slug: string | null;
  round_id: string;
  game_id: number | null;
  stake: string;
  win: string;
  bets: number;
  wins: number;
  started_at: string;
  settled_at: string | null;
  currency_code: string | null;
};

/**
 * A player's game rounds as the seamless wallet recorded them: the bets and wins of every
 * provider's round id, refused calls left out. A round is `settled` once a win (a zero one too)
 * was booked, `rolled_back` when every bet was undone, and `open` otherwise.
 */
export const createPlayerRounds = (db: Db, casino: Pick<CasinoService, 'describeGames'>) => ({
  rounds: async (playerId: number, window: HistoryWindow): Promise<HistoryPage<StaffGameRound>> => {
    const rounds = sql`(select t.provider_id, t.round_id, max(t.game_id) as game_id,
        coalesce(sum(t.amount) filter (where t.kind = 'bet' and t.status = 'ok'), 0) as stake,
        coalesce(sum(t.amount) filter (where t.kind = 'win' and t.status = 'ok'), 0) as win,
        count(*) filter (where t.kind = 'bet' and t.status = 'ok')::int as bets,
        count(*) filter (where t.kind = 'win' and t.status = 'ok')::int as wins,
        min(t.created_at) as started_at,
        max(t.created_at) filter (where t.kind = 'win' and t.status = 'ok') as settled_at
      from provider_transactions t
      where t.player_id = ${playerId} and t.round_id is not null
        and t.kind in ('bet', 'win') and t.status <> 'refused'
      group by t.provider_id, t.round_id) as r`;
    return readHistoryPage<RoundRow, StaffGameRound>(
      db,
      {
        from: rounds,
        joins: sql`left join lateral (${providerRead(sql`r.provider_id`)}) as p on true
          left join lateral (${playerRead(sql`${playerId}::int`)}) as pl on true
          left join lateral (${currencyRead(sql`pl.currency_id`)}) as c on true`,
        conditions: [sql`true`, ...rangeConditions(sql`r.started_at`, window)],
        columns: sql`r.provider_id, p.provider_slug, r.round_id, r.game_id, r.stake::text as stake,
          r.win::text as win, r.bets, r.wins, ${instantText(sql`r.started_at`)} as started_at,
          ${instantText(sql`r.settled_at`)} as settled_at, c.currency_code`,
        sortable: {
          started_at: sql`r.started_at`,
          settled_at: sql`r.settled_at`,
          stake: sql`r.stake`,
          win: sql`r.win`,
        },
        defaultSort: 'started_at',
        tieBreak: sql`r.round_id`,
      },
      window,
      async (rows) => {
        const games = new Map(
          (
            await casino.describeGames(
              rows.flatMap((row) => (row.game_id === null ? [] : [Number(row.game_id)])),
            )
          ).map((game) => [game.id, game]),
        );
        return rows.map((row): StaffGameRound => {
          const game = row.game_id === null ? undefined : games.get(Number(row.game_id));
          return {
            id: `${row.provider_id}:${row.round_id}`,
            round_id: row.round_id,
            game_id: row.game_id === null ? null : Number(row.game_id),
            game: game?.name ?? null,
            provider: game?.providerName ?? row.provider_slug ?? String(row.provider_id),
            stake: toMajor(BigInt(row.stake)),
            win: toMajor(BigInt(row.win)),
            currency: row.currency_code ?? '',
            status: row.wins > 0 ? 'settled' : row.bets === 0 ? 'rolled_back' : 'open',
            started_at: row.started_at,
            settled_at: row.settled_at,
          };
        });
      },
    );
  },
});

export type PlayerRounds = ReturnType<typeof createPlayerRounds>;
