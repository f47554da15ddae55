import { KYC_LEVELS } from '@prime/contract';
import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { kycAmlOverrides, kycEvents, kycLevels } from './kyc.tables';

export type KycLevelRow = typeof kycLevels.$inferSelect;

/** The provider name of what compliance decides by hand (`kyc_levels.provider`, `kyc_events`). */
export const STAFF_KYC_PROVIDER = 'staff';
export type KycAmlOverrideRow = typeof kycAmlOverrides.$inferSelect;
export type NewKycEvent = Omit<typeof kycEvents.$inferInsert, 'id' | 'createdAt'>;

/**
 * Whether the player has a KYC level accepted that covers the basic one (the basic level or the
 * selfie level, which checks more), as a subquery with the column `kyc_basic_accepted` for
 * another module's statement (protection's deposit rules).
 */
export const kycBasicAcceptedRead = (playerId: SQL): SQL =>
  sql`select exists(select 1 from kyc_levels k where k.player_id = ${playerId}
    and k.level in (${KYC_LEVELS.basic}, ${KYC_LEVELS.selfie}) and k.status = 'accepted')
    as kyc_basic_accepted`;

export const createKycRepository = (db: Db) => ({
  transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

  /** The player's levels, oldest first; always scoped to the player. */
  listLevels: async (playerId: number, tx: Db = db): Promise<KycLevelRow[]> =>
    tx.select().from(kycLevels).where(eq(kycLevels.playerId, playerId)).orderBy(asc(kycLevels.id)),

  /** The levels of the players of `playerIds`, oldest first, in one statement. */
  listLevelsOf: async (playerIds: number[]): Promise<KycLevelRow[]> =>
    playerIds.length === 0
      ? []
      : db
          .select()
          .from(kycLevels)
          .where(inArray(kycLevels.playerId, playerIds))
          .orderBy(asc(kycLevels.id)),

  /**
   * Opens a level for the player, or answers the one already open (its status unchanged). A
   * level that compliance decided by hand (provider `staff`) moves to the provider's applicant
   * the player opens it with, so the provider's answers apply to it afterwards.
   */
  openLevel: async (
    tx: Db,
    row: Pick<KycLevelRow, 'playerId' | 'level' | 'provider' | 'applicantId'>,
  ): Promise<KycLevelRow> => {
    const [made] = await tx
      .insert(kycLevels)
      .values({ ...row, status: 'initialized' })
      .onConflictDoNothing()
      .returning();
    if (made) return made;
    const mine = and(eq(kycLevels.playerId, row.playerId), eq(kycLevels.level, row.level));
    const [moved] = await tx
      .update(kycLevels)
      .set({ provider: row.provider, applicantId: row.applicantId })
      .where(
        and(mine, eq(kycLevels.provider, STAFF_KYC_PROVIDER), ne(kycLevels.provider, row.provider)),
      )
      .returning();
    return moved ?? (await tx.select().from(kycLevels).where(mine))[0]!;
  },

  /** The level of a provider's applicant, locked until `tx` ends. */
  lockByApplicant: async (
    tx: Db,
    provider: string,
    applicantId: string,
  ): Promise<KycLevelRow | undefined> =>
    (
      await tx
        .select()
        .from(kycLevels)
        .where(and(eq(kycLevels.provider, provider), eq(kycLevels.applicantId, applicantId)))
        .for('update')
    )[0],

  /** The player's level, locked until `tx` ends; undefined when it was never opened. */
  lockLevel: async (tx: Db, playerId: number, level: string): Promise<KycLevelRow | undefined> =>
    (
      await tx
        .select()
        .from(kycLevels)
        .where(and(eq(kycLevels.playerId, playerId), eq(kycLevels.level, level)))
        .for('update')
    )[0],

  /** The players with a level or an AML level set by hand (the back office's KYC list). */
  playersWithLevelsOrOverrides: async (): Promise<number[]> =>
    (
      await db
        .selectDistinct({ playerId: kycLevels.playerId })
        .from(kycLevels)
        .union(db.select({ playerId: kycAmlOverrides.playerId }).from(kycAmlOverrides))
    ).map((row) => row.playerId),

  amlOverrideOf: async (playerId: number, tx: Db = db): Promise<KycAmlOverrideRow | undefined> =>
    (await tx.select().from(kycAmlOverrides).where(eq(kycAmlOverrides.playerId, playerId)))[0],

  /** The AML levels officers set for the players of `playerIds`, in one statement. */
  amlOverridesOf: async (playerIds: number[]): Promise<KycAmlOverrideRow[]> =>
    playerIds.length === 0
      ? []
      : db.select().from(kycAmlOverrides).where(inArray(kycAmlOverrides.playerId, playerIds)),

  /** Sets (or replaces) the AML level an officer chose for the player. */
  setAmlOverride: async (
    tx: Db,
    row: Pick<KycAmlOverrideRow, 'playerId' | 'level' | 'reason' | 'setBy'>,
  ): Promise<void> => {
    await tx
      .insert(kycAmlOverrides)
      .values(row)
      .onConflictDoUpdate({
        target: kycAmlOverrides.playerId,
        set: { level: row.level, reason: row.reason, setBy: row.setBy, setAt: sql`now()` },
      });
  },

  updateLevel: async (
    tx: Db,
    id: number,
    change: Pick<KycLevelRow, 'status' | 'rejectReason' | 'decidedAt'>,
  ): Promise<void> => {
    await tx
      .update(kycLevels)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(kycLevels.id, id));
  },

  /** The player's events, newest first (the operator's and the regulator's record). */
  listEvents: async (playerId: number, limit = 200) =>
    db
      .select()
      .from(kycEvents)
      .where(eq(kycEvents.playerId, playerId))
      .orderBy(desc(kycEvents.id))
      .limit(limit),

  /** Records an event; false when the provider's event id is already recorded (a redelivery). */
  insertEvent: async (tx: Db, event: NewKycEvent): Promise<boolean> =>
    (await tx.insert(kycEvents).values(event).onConflictDoNothing().returning({ id: kycEvents.id }))
      .length > 0,
});

export type KycRepository = ReturnType<typeof createKycRepository>;
