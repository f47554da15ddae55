import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  cashierPlayerRead,
  playerRead,
  type CashierPlayerRow,
  type PlayerReadRow,
} from '../players/players.service';
import { activeBonusRead } from '../bonus/bonus.service';
import { currencyRateRead } from '../geo/geo.service';
import { kycBasicAcceptedRead } from '../kyc/kyc.service';
import { depositTotalsRead, type DepositTotalsRow } from '../wallet/wallet.service';
import type { DepositContext } from './deposit-rules';
import type { DayOfPlay, StakeContext } from './stake-rules';

/** A change of a player's day of play (play_days). */
export type DayChange = {
  bets?: bigint;
  wins?: bigint;
  playingSeconds?: number;
  /**
   * The moment of a bet, as the decision that took it saw it: the playing time of the next bet
   * is measured from it (the same clock on both ends, and known to the caller without a read).
   */
  betAt?: Date;
  /** The day to change (`YYYY-MM-DD`, UTC), when not today: a rolled-back bet counts on its own day. */
  day?: string;
};

/** A player's stake context as `stakeContextRead` gives it. */
export type StakeContextRow = PlayerReadRow & {
  /** The UTC day the totals are of, `YYYY-MM-DD`. */
  day: string;
  day_bets: string | null;
  day_wins: string | null;
  day_playing_seconds: number | null;
  day_last_bet_at: string | Date | null;
  /** The ISO week's and the month's totals, today included. */
  week_bets: string;
  week_wins: string;
  month_bets: string;
  month_wins: string;
  /** The active bonus (its id and maximum bet), null without one. */
  bonus_id: number | null;
  bonus_max_bet: string | null;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * A player's bets and wins of the current ISO week and calendar month up to `t.today` (UTC,
 * today included), as a lateral subquery over a `t` with the column `today`.
 */
export const playPeriodsRead = (playerId: SQL): SQL =>
  sql`select
      coalesce(sum(x.bets) filter (where x.day >= date_trunc('week', t.today)), 0)::text
        as week_bets,
      coalesce(sum(x.wins) filter (where x.day >= date_trunc('week', t.today)), 0)::text
        as week_wins,
      coalesce(sum(x.bets) filter (where x.day >= date_trunc('month', t.today)), 0)::text
        as month_bets,
      coalesce(sum(x.wins) filter (where x.day >= date_trunc('month', t.today)), 0)::text
        as month_wins
    from play_days x where x.player_id = ${playerId}
      and x.day >= least(date_trunc('week', t.today), date_trunc('month', t.today))
      and x.day <= t.today`;

/**
 * What a bet of the player is checked against that does not move with their bets and wins: their
 * site, currency, status and limits, today's UTC date and the active bonus, as a subquery
 * another module's statement joins; no row for an unknown player. `stakeContextRead` is this
 * with the totals of play; a statement that must see whether a stake's basis still holds
 * compares this part only (the wallet's version covers the totals).
 */
export const stakeStandingRead = (playerId: SQL): SQL =>
  sql`select p.*, t.today::text as day, bb.*
    from (${playerRead(playerId)}) as p
    cross join (select (now() at time zone 'utc')::date as today) as t
    left join lateral (${activeBonusRead(playerId)}) as bb on true`;

/**
 * What a bet of the player is checked against (their status and limits, and today's play), as
 * a subquery another module's statement joins; no row for an unknown player.
 */
export const stakeContextRead = (playerId: SQL): SQL =>
  sql`select st.*, d.bets::text as day_bets, d.wins::text as day_wins,
      d.playing_seconds as day_playing_seconds, d.last_bet_at as day_last_bet_at, pw.*
    from (${stakeStandingRead(playerId)}) as st
    cross join lateral (select st.day::date as today) as t
    left join play_days d on d.player_id = ${playerId} and d.day = t.today
    cross join lateral (${playPeriodsRead(playerId)}) as pw`;

export const stakeContextOfRow = (row: StakeContextRow): StakeContext => {
  const big = (value: string | null) => (value === null ? null : BigInt(value));
  const time = (value: string | Date | null) => (value === null ? null : new Date(value));
  return {
    status: row.status,
    statusReason: row.status_reason,
    statusExpiresAt: time(row.status_expires_at),
    maxDailyBet: big(row.max_daily_bet),
    maxWeeklyBet: big(row.max_weekly_bet),
    maxMonthlyBet: big(row.max_monthly_bet),
    maxDailyLoss: big(row.max_daily_loss),
    maxWeeklyLoss: big(row.max_weekly_loss),
    maxMonthlyLoss: big(row.max_monthly_loss),
    maxDailyPlayingTime: row.max_daily_playing_time,
    day: {
      bets: big(row.day_bets) ?? 0n,
      wins: big(row.day_wins) ?? 0n,
      playingSeconds: row.day_playing_seconds ?? 0,
      lastBetAt: time(row.day_last_bet_at),
    },
    week: { bets: BigInt(row.week_bets), wins: BigInt(row.week_wins) },
    month: { bets: BigInt(row.month_bets), wins: BigInt(row.month_wins) },
    bonus:
      row.bonus_id === null || row.bonus_id === undefined
        ? null
        : { id: Number(row.bonus_id), maxBet: big(row.bonus_max_bet) },
  };
};

/**
 * Adds to a player's day of play, as a statement another module's booking may run as part of
 * its own (a data-modifying `with` part), once per row of `booked`: the totals move in the same
 * statement as the money, and only if it moved.
 */
export const dayCount = (playerId: number, change: DayChange, booked?: SQL): SQL => {
  const bets = change.bets ?? 0n;
  const wins = change.wins ?? 0n;
  const seconds = change.playingSeconds ?? 0;
  const day = change.day ? sql`${change.day}::date` : sql`(now() at time zone 'utc')::date`;
  const lastBetAt = change.betAt
    ? sql`${change.betAt.toISOString()}::timestamptz`
    : sql`null::timestamptz`;
  return sql`insert into play_days (player_id, day, bets, wins, playing_seconds, last_bet_at)
    select ${playerId}, ${day}, ${bets}::bigint, ${wins}::bigint, ${seconds}::int, ${lastBetAt}
    ${booked ? sql`from ${booked}` : sql``}
    on conflict (player_id, day) do update set
      bets = play_days.bets + excluded.bets,
      wins = play_days.wins + excluded.wins,
      playing_seconds = play_days.playing_seconds + excluded.playing_seconds,
      last_bet_at = greatest(excluded.last_bet_at, play_days.last_bet_at)`;
};

/**
 * A stake context after `change` was counted on its day as `dayCount` counts it: the week and
 * month, which hold the day, move with it.
 */
export const playAfter = (context: StakeContext, change: DayChange): StakeContext => {
  const bets = change.bets ?? 0n;
  const wins = change.wins ?? 0n;
  return {
    ...context,
    day: dayAfter(context.day, change),
    week: { bets: context.week.bets + bets, wins: context.week.wins + wins },
    month: { bets: context.month.bets + bets, wins: context.month.wins + wins },
  };
};

/** A day of play after `change` was counted on it as `dayCount` counts it. */
const dayAfter = (day: DayOfPlay, change: DayChange): DayOfPlay => ({
  bets: day.bets + (change.bets ?? 0n),
  wins: day.wins + (change.wins ?? 0n),
  playingSeconds: day.playingSeconds + (change.playingSeconds ?? 0),
  lastBetAt:
    change.betAt && (day.lastBetAt === null || change.betAt > day.lastBetAt)
      ? change.betAt
      : day.lastBetAt,
});

type AmlRow = { all_deposits: string; rate_e8: string | null; kyc_basic_accepted: boolean };
type DepositContextRow = CashierPlayerRow & DepositTotalsRow & AmlRow;

const amlOfRow = (row: AmlRow): DepositContext['aml'] => ({
  deposited: BigInt(row.all_deposits),
  rateE8: BigInt(row.rate_e8 ?? '0'),
  basicKyc: row.kyc_basic_accepted,
});

const depositContextOfRow = (row: DepositContextRow): DepositContext => {
  const big = (value: string | null) => (value === null ? null : BigInt(value));
  return {
    status: row.status,
    statusExpiresAt: row.status_expires_at === null ? null : new Date(row.status_expires_at),
    termsAccepted: row.terms_accepted,
    limits: {
      daily: big(row.max_daily_deposit),
      weekly: big(row.max_weekly_deposit),
      monthly: big(row.max_monthly_deposit),
    },
    deposited: {
      daily: BigInt(row.day_deposits),
      weekly: BigInt(row.week_deposits),
      monthly: BigInt(row.month_deposits),
    },
    aml: amlOfRow(row),
  };
};

export const createProtectionRepository = () => ({
  /** The player's standing and deposits of the periods; undefined for an unknown player. */
  depositContextOf: async (tx: Db, playerId: number): Promise<DepositContext | undefined> => {
    const [row] = rowsOf<DepositContextRow>(
      await tx.execute(sql`select p.*, d.*, r.rate_e8, k.kyc_basic_accepted
        from (${cashierPlayerRead(sql`${playerId}::int`)}) as p
        cross join (${depositTotalsRead(sql`${playerId}::int`)}) as d
        left join lateral (${currencyRateRead(sql`p.currency_id`)}) as r on true
        cross join (${kycBasicAcceptedRead(sql`${playerId}::int`)}) as k`),
    );
    return row ? depositContextOfRow(row) : undefined;
  },

  /** The AML facts of the players of `playerIds` by id, in one statement; unknown ids left out. */
  amlFactsOf: async (tx: Db, playerIds: number[]): Promise<Map<number, DepositContext['aml']>> => {
    if (playerIds.length === 0) return new Map();
    const ids = sql.join(
      playerIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const rows = rowsOf<AmlRow & { player_id: number }>(
      await tx.execute(sql`select p.player_id, d.all_deposits, r.rate_e8, k.kyc_basic_accepted
        from unnest(array[${ids}]::int[]) as ids(id)
        cross join lateral (${cashierPlayerRead(sql`ids.id`)}) as p
        cross join lateral (${depositTotalsRead(sql`ids.id`)}) as d
        left join lateral (${currencyRateRead(sql`p.currency_id`)}) as r on true
        cross join lateral (${kycBasicAcceptedRead(sql`ids.id`)}) as k`),
    );
    return new Map(rows.map((row) => [row.player_id, amlOfRow(row)]));
  },

  stakeContextOf: async (tx: Db, playerId: number): Promise<StakeContextRow | undefined> =>
    rowsOf<StakeContextRow>(await tx.execute(stakeContextRead(sql`${playerId}::int`)))[0],

  count: async (tx: Db, playerId: number, change: DayChange): Promise<void> => {
    await tx.execute(dayCount(playerId, change));
  },
});

export type ProtectionRepository = ReturnType<typeof createProtectionRepository>;
