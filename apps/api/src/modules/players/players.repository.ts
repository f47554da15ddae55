import type { LimitField } from '@prime/contract';
import type { LIMIT_COLUMNS } from './limits';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { retryOnConflict } from '../../lib/db-errors';
import { players } from './players.tables';

export type PlayerRow = typeof players.$inferSelect;

/** What PUT me may change on the player row. */
export type PlayerChanges = Partial<
  Pick<
    typeof players.$inferInsert,
    | 'language'
    | 'dob'
    | 'termsAccepted'
    | 'email'
    | 'emailVerifiedAt'
    | 'mobile'
    | 'smsVerifiedAt'
    | 'realityMinutes'
    | 'passwordHash'
    | 'isCrypt'
    | 'status'
    | 'statusReason'
    | 'statusExpiresAt'
    | 'newsletter'
    | 'marketingConsent'
    | 'isVerified'
    | 'statusKyc'
    | (typeof LIMIT_COLUMNS)[LimitField]
  >
>;

/** The marketing choices of a player that an opt-out can withdraw. */
export type MarketingState = { newsletter: boolean; marketingConsent: boolean };

/** What a game launch decides on: the player's skin, status, declarations, terms and country. */
export type LaunchPlayer = {
  id: number;
  skinId: number;
  status: string;
  statusReason: string | null;
  statusExpiresAt: Date | null;
  isPep: boolean;
  isUbo: boolean;
  termsAccepted: boolean;
  countryCode: string | null;
  currencyId: number;
  /** The language the player's messages are told in. */
  language: string;
};

export type BonusProfile = {
  id: number;
  skinId: number;
  currencyId: number;
  countryCode: string | null;
  language: string;
  registrationCampaignId: number | null;
  /** The phone is verified (a campaign may ask for it: `options.sms_verified`). */
  smsVerified: boolean;
};

export const createPlayersRepository = (db: Db) => ({
  /** Always scoped to the skin: a player of one site is unknown to another. */
  /** Whether the player belongs to the skin, as one prepared statement (the balance's check). */
  isOfSkin: async (skinId: number, playerId: number): Promise<boolean> =>
    (
      await executePrepared(
        db,
        sql`select 1 from players where skin_id = ${skinId} and id = ${playerId}`,
      )
    ).rows.length > 0,

  findById: async (skinId: number, playerId: number): Promise<PlayerRow | undefined> =>
    (
      await db
        .select()
        .from(players)
        .where(and(eq(players.skinId, skinId), eq(players.id, playerId)))
        .limit(1)
    )[0],

  /** Operator look-up by username (case-insensitive), the first skin's player first. */
  findIdByUsername: async (username: string): Promise<number | undefined> =>
    (
      await db
        .select({ id: players.id })
        .from(players)
        .where(eq(sql`lower(${players.username})`, username.toLowerCase()))
        .orderBy(asc(players.skinId))
        .limit(1)
    )[0]?.id,

  /** One transaction, run again if it loses a deadlock (it changes a player's standing). */
  transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> =>
    retryOnConflict(() => db.transaction(work)),

  /**
   * The player's row, locked until `tx` ends, so two changes of one player run in turn. `no key
   * update`, as every lock of a player row: the rows a bet inserts for the player (ledger,
   * provider transaction, day of play) check their foreign key with `key share`, which it does
   * not block (decision 36).
   */
  lockById: async (tx: Db, skinId: number, playerId: number): Promise<PlayerRow | undefined> =>
    (
      await tx
        .select()
        .from(players)
        .where(and(eq(players.skinId, skinId), eq(players.id, playerId)))
        .for('no key update')
    )[0],

  /** Another player of the skin already uses this e-mail (case-insensitive). */
  isEmailUsed: async (tx: Db, skinId: number, email: string, exceptId: number) =>
    (
      await tx
        .select({ id: players.id })
        .from(players)
        .where(
          and(
            eq(players.skinId, skinId),
            eq(sql`lower(${players.email})`, email.toLowerCase()),
            ne(players.id, exceptId),
          ),
        )
        .limit(1)
    ).length > 0,

  /** Another player of the skin already uses this mobile number. */
  isMobileUsed: async (tx: Db, skinId: number, mobile: string, exceptId: number) =>
    (
      await tx
        .select({ id: players.id })
        .from(players)
        .where(
          and(eq(players.skinId, skinId), eq(players.mobile, mobile), ne(players.id, exceptId)),
        )
        .limit(1)
    ).length > 0,

  /** A player's row, locked until `tx` ends (as `lockById`). */
  lockOne: async (tx: Db, playerId: number): Promise<PlayerRow | undefined> =>
    (await tx.select().from(players).where(eq(players.id, playerId)).for('no key update'))[0],

  updateById: async (tx: Db, playerId: number, changes: PlayerChanges) => {
    await tx
      .update(players)
      .set({ ...changes, updatedAt: sql`clock_timestamp()` })
      .where(eq(players.id, playerId));
  },

  /** Applies the changes and moves `updated_at`; always scoped to the skin. */
  update: async (tx: Db, skinId: number, playerId: number, changes: PlayerChanges) => {
    await tx
      .update(players)
      .set({ ...changes, updatedAt: sql`clock_timestamp()` })
      .where(and(eq(players.skinId, skinId), eq(players.id, playerId)));
  },

  /**
   * The marketing choices and skin of a player. With `lock`, the row stays locked until the
   * transaction `tx` ends, so two opt-outs of one player run one after the other.
   */
  findMarketing: async (
    playerId: number,
    options: { tx?: Db; lock?: boolean } = {},
  ): Promise<(MarketingState & { skinId: number }) | undefined> => {
    const query = (options.tx ?? db)
      .select({
        skinId: players.skinId,
        newsletter: players.newsletter,
        marketingConsent: players.marketingConsent,
      })
      .from(players)
      .where(eq(players.id, playerId));
    return (await (options.lock ? query.for('no key update') : query))[0];
  },

  findLaunchPlayer: async (playerId: number): Promise<LaunchPlayer | undefined> =>
    (
      await db
        .select({
          id: players.id,
          skinId: players.skinId,
          status: players.status,
          statusReason: players.statusReason,
          statusExpiresAt: players.statusExpiresAt,
          isPep: players.isPep,
          isUbo: players.isUbo,
          termsAccepted: players.termsAccepted,
          countryCode: players.countryCode,
          currencyId: players.currencyId,
          language: players.language,
        })
        .from(players)
        .where(eq(players.id, playerId))
        .limit(1)
    )[0],

  /** What the bonus area reads of a player: site, currency, country, language, registration choice. */
  findBonusProfile: async (playerId: number, tx: Db = db): Promise<BonusProfile | undefined> =>
    (
      await tx
        .select({
          id: players.id,
          skinId: players.skinId,
          currencyId: players.currencyId,
          countryCode: players.countryCode,
          language: players.language,
          registrationCampaignId: players.registrationCampaignId,
          smsVerified: sql<boolean>`${players.smsVerifiedAt} is not null`,
        })
        .from(players)
        .where(eq(players.id, playerId))
        .limit(1)
    )[0],

  clearRealityCheck: async (playerId: number): Promise<void> => {
    await db
      .update(players)
      .set({ statusReason: null, updatedAt: sql`now()` })
      .where(and(eq(players.id, playerId), eq(players.statusReason, 'awaiting_reality_check')));
  },

  /** Marks the player as awaiting the answer to a reality check (the messages module tells them). */
  startRealityCheck: async (tx: Db, playerId: number): Promise<void> => {
    await tx
      .update(players)
      .set({ statusReason: 'awaiting_reality_check', updatedAt: sql`now()` })
      .where(eq(players.id, playerId));
  },

  /** Records that the player read the responsible-gaming notice shown before `notice`; once. */
  acknowledgeNotice: async (playerId: number, notice: 'deposit' | 'bet'): Promise<void> => {
    const column = notice === 'deposit' ? players.rgDepositNoticeAt : players.rgBetNoticeAt;
    await db
      .update(players)
      .set(
        notice === 'deposit'
          ? { rgDepositNoticeAt: sql`coalesce(${column}, now())` }
          : { rgBetNoticeAt: sql`coalesce(${column}, now())` },
      )
      .where(eq(players.id, playerId));
  },

  updateMarketing: async (
    tx: Db,
    playerId: number,
    changes: Partial<MarketingState>,
  ): Promise<void> => {
    await tx
      .update(players)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(players.id, playerId));
  },
});

export type PlayersRepository = ReturnType<typeof createPlayersRepository>;
