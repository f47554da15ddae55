import { and, asc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { currencyRead } from '../geo/geo.service';
import { walletRead } from '../wallet/wallet.service';
import { playerBonuses } from './bonus.tables';

export type PlayerBonusRow = typeof playerBonuses.$inferSelect;
export type NewPlayerBonus = Omit<typeof playerBonuses.$inferInsert, 'id'>;

/** One campaign's uptake and money, minor units as text (the operator's cost view). */
export type CampaignCostRow = {
  campaign_id: number;
  currency_id: number;
  taken_up: number;
  pending: number;
  active: number;
  converted: number;
  forfeited_or_expired: number;
  awarded: string;
  converted_amount: string;
  removed_amount: string;
};

/** A campaign's cost row with the currency's code and the bonus pockets of its active holders. */
export type CampaignFiguresRow = CampaignCostRow & {
  currency_code: string | null;
  /** What the active bonuses' holders have in their bonus pockets, minor units as text. */
  pending_bonus: string;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The uptake and money columns of `player_bonuses` grouped by campaign and currency. */
const COST_COLUMNS = sql`count(*)::int as taken_up,
  (count(*) filter (where status = 'pending'))::int as pending,
  (count(*) filter (where status = 'active'))::int as active,
  (count(*) filter (where status = 'converted'))::int as converted,
  (count(*) filter (where status in ('forfeited', 'expired', 'ended_min_balance')))::int
    as forfeited_or_expired,
  coalesce(sum(amount) filter (where status <> 'pending'), 0)::text as awarded,
  coalesce(sum(ended_amount) filter (where status = 'converted'), 0)::text as converted_amount,
  coalesce(sum(ended_amount) filter (where status in ('forfeited', 'expired', 'ended_min_balance')), 0)::text
    as removed_amount`;

/**
 * The player's active bonus as a bet's stake context reads it (one index lookup on the partial
 * unique index): its id and maximum bet, no row without one. A subquery another module's
 * statement joins laterally.
 */
export const activeBonusRead = (playerId: SQL): SQL =>
  sql`select b.id as bonus_id, b.max_bet::text as bonus_max_bet
    from player_bonuses b where b.player_id = ${playerId} and b.status = 'active'`;

export const createBonusRepository = (db: Db) => ({
  transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

  /** The player's bonus of a status (at most one active and one pending), optionally locked. */
  findOf: async (
    playerId: number,
    status: 'active' | 'pending',
    tx: Db = db,
    lock = false,
  ): Promise<PlayerBonusRow | undefined> => {
    const query = tx
      .select()
      .from(playerBonuses)
      .where(and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.status, status)))
      .limit(1);
    return (lock ? await query.for('update') : await query)[0];
  },

  /** Whether the player ever had a bonus row (a registration choice becomes one once). */
  hasAny: async (playerId: number, tx: Db = db): Promise<boolean> =>
    (
      await tx
        .select({ id: playerBonuses.id })
        .from(playerBonuses)
        .where(eq(playerBonuses.playerId, playerId))
        .limit(1)
    ).length > 0,

  /** Campaign ids the player has taken (any status): a campaign is taken once. */
  campaignIdsOf: async (playerId: number, tx: Db = db): Promise<number[]> =>
    (
      await tx
        .select({ campaignId: playerBonuses.campaignId })
        .from(playerBonuses)
        .where(eq(playerBonuses.playerId, playerId))
    ).map((row) => row.campaignId),

  /** Inserts a row; undefined when the player already has one of its status. */
  insert: async (tx: Db, values: NewPlayerBonus): Promise<PlayerBonusRow | undefined> =>
    (await tx.insert(playerBonuses).values(values).onConflictDoNothing().returning())[0],

  /** Turns the pending row into the active bonus with the figures of its award. */
  activate: async (
    tx: Db,
    id: number,
    values: Partial<NewPlayerBonus>,
  ): Promise<PlayerBonusRow | undefined> =>
    (
      await tx
        .update(playerBonuses)
        .set({ ...values, status: 'active' })
        .where(and(eq(playerBonuses.id, id), eq(playerBonuses.status, 'pending')))
        .returning()
    )[0],

  /** Adds counted turnover (and played free spins); the row after it. */
  count: async (
    tx: Db,
    id: number,
    turnover: bigint,
    spins = 0,
  ): Promise<PlayerBonusRow | undefined> =>
    (
      await tx
        .update(playerBonuses)
        .set({
          counter: sql`${playerBonuses.counter} + ${turnover}`,
          freespinsCounter: sql`${playerBonuses.freespinsCounter} + ${spins}`,
        })
        .where(and(eq(playerBonuses.id, id), eq(playerBonuses.status, 'active')))
        .returning()
    )[0],

  /** Takes back turnover counted by a stake that was rolled back, never below zero. */
  uncount: async (tx: Db, id: number, turnover: bigint): Promise<PlayerBonusRow | undefined> =>
    (
      await tx
        .update(playerBonuses)
        .set({ counter: sql`greatest(${playerBonuses.counter} - ${turnover}, 0)` })
        .where(and(eq(playerBonuses.id, id), eq(playerBonuses.status, 'active')))
        .returning()
    )[0],

  /** Adds free-spin wins to the amount and the target (wagering on the wins). */
  addWinnings: async (tx: Db, id: number, amount: bigint, target: bigint): Promise<void> => {
    await tx
      .update(playerBonuses)
      .set({
        amount: sql`${playerBonuses.amount} + ${amount}`,
        target: sql`${playerBonuses.target} + ${target}`,
      })
      .where(and(eq(playerBonuses.id, id), eq(playerBonuses.status, 'active')));
  },

  /** Ends a row of a status; undefined when it is not in that status any more. */
  end: async (
    tx: Db,
    id: number,
    from: 'active' | 'pending',
    to: PlayerBonusRow['status'],
    endedAmount: bigint,
    endedBy: string,
  ): Promise<PlayerBonusRow | undefined> =>
    (
      await tx
        .update(playerBonuses)
        .set({ status: to, endedAmount, endedBy, endedAt: sql`now()` })
        .where(and(eq(playerBonuses.id, id), eq(playerBonuses.status, from)))
        .returning()
    )[0],

  /** Active bonuses whose expiry has passed, oldest first. */
  expired: async (limit: number): Promise<{ id: number; playerId: number }[]> =>
    db
      .select({ id: playerBonuses.id, playerId: playerBonuses.playerId })
      .from(playerBonuses)
      .where(and(eq(playerBonuses.status, 'active'), lte(playerBonuses.expiresAt, sql`now()`)))
      .orderBy(asc(playerBonuses.expiresAt))
      .limit(limit),

  /** Players with an active bonus, to look at their bonus pocket (the minimum balance). */
  activePlayers: async (limit: number): Promise<number[]> =>
    (
      await db
        .select({ playerId: playerBonuses.playerId })
        .from(playerBonuses)
        .where(eq(playerBonuses.status, 'active'))
        .orderBy(asc(playerBonuses.id))
        .limit(limit)
    ).map((row) => row.playerId),

  /** Uptake and money of every campaign by currency. */
  cost: async (): Promise<CampaignCostRow[]> =>
    rowsOf<CampaignCostRow>(
      await db.execute(sql`select campaign_id, currency_id, ${COST_COLUMNS}
        from player_bonuses group by campaign_id, currency_id order by campaign_id, currency_id`),
    ),

  /**
   * `cost` with the currency's code and what the holders of the active bonuses have in their
   * bonus pockets (an active bonus's holder's bonus pocket is that campaign's), in one statement.
   */
  figures: async (): Promise<CampaignFiguresRow[]> =>
    rowsOf<CampaignFiguresRow>(
      await db.execute(sql`select b.campaign_id, b.currency_id, ${COST_COLUMNS},
          coalesce(sum(w.wallet_bonus::bigint) filter (where b.status = 'active'), 0)::text
            as pending_bonus,
          (select c.currency_code from (${currencyRead(sql`b.currency_id`)}) as c) as currency_code
        from player_bonuses b
        left join lateral (${walletRead(sql`b.player_id`)}) as w on b.status = 'active'
        group by b.campaign_id, b.currency_id order by b.campaign_id, b.currency_id`),
    ),
});

export type BonusRepository = ReturnType<typeof createBonusRepository>;
