import { and, eq, gt, isNotNull, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { playerNotes, players } from './players.tables';

/** What the identity flows read of a player. */
export type IdentityPlayer = {
  id: number;
  skinId: number;
  username: string;
  email: string;
  emailVerifiedAt: Date | null;
  mobile: string | null;
  smsVerifiedAt: Date | null;
  status: string;
  language: string;
  currencyId: number;
  firstName: string | null;
  lastName: string | null;
  createdAt: Date;
  updatedAt: Date;
};

const identityColumns = {
  id: players.id,
  skinId: players.skinId,
  username: players.username,
  email: players.email,
  emailVerifiedAt: players.emailVerifiedAt,
  mobile: players.mobile,
  smsVerifiedAt: players.smsVerifiedAt,
  status: players.status,
  language: players.language,
  currencyId: players.currencyId,
  firstName: players.firstName,
  lastName: players.lastName,
  createdAt: players.createdAt,
  updatedAt: players.updatedAt,
};

export type NewPlayer = {
  skinId: number;
  username: string;
  email: string;
  mobile: string | null;
  passwordHash: string;
  countryCode: string;
  currencyId: number;
  language: string;
  referralCode: string | null;
  registrationCampaignId: number | null;
};

export type CompletedPlayer = {
  firstName: string;
  lastName: string;
  gender: string;
  street: string;
  streetNumber: string;
  addressLine1: string;
  city: string;
  postalCode: string;
  birthCountry: string;
  nationality: string | null;
  dob: string;
  newsletter: boolean;
  isPep: boolean;
  isUbo: boolean;
  referralCode?: string;
  amlScore?: number;
  maxDailyDeposit?: bigint;
};

const exists = async (db: Db, where: SQL | undefined): Promise<boolean> =>
  (await db.select({ id: players.id }).from(players).where(where).limit(1)).length > 0;

/**
 * The players module's identity store: the reads and writes of player rows, messages and notes
 * that registration and verification make, through identity.service.ts. Every query names the
 * skin, so a nickname or e-mail of another site never collides and no player is read across
 * sites.
 */
export const createPlayerIdentityRepository = (db: Db) => ({
  isUsernameTaken: (skinId: number, username: string, withTrashed: boolean) =>
    exists(
      db,
      and(
        eq(players.skinId, skinId),
        sql`lower(${players.username}) = ${username.toLowerCase()}`,
        withTrashed ? undefined : isNull(players.deletedAt),
      ),
    ),

  isEmailTaken: (
    skinId: number,
    email: string,
    options: { verifiedOnly: boolean; withTrashed: boolean },
  ) =>
    exists(
      db,
      and(
        eq(players.skinId, skinId),
        sql`lower(${players.email}) = ${email.toLowerCase()}`,
        options.verifiedOnly ? isNotNull(players.emailVerifiedAt) : undefined,
        options.withTrashed ? undefined : isNull(players.deletedAt),
      ),
    ),

  isMobileTaken: (skinId: number, mobile: string, options: { verifiedOnly: boolean }) =>
    exists(
      db,
      and(
        eq(players.skinId, skinId),
        eq(players.mobile, mobile),
        isNull(players.deletedAt),
        options.verifiedOnly ? isNotNull(players.smsVerifiedAt) : undefined,
      ),
    ),

  /**
   * Deletes the player if the registration is still unfinished; false otherwise. A row of
   * another module that refers to the player (money, a session, a message, a document) makes
   * the database refuse the delete: such a player is never removed.
   */
  deleteUnfinished: async (tx: Db, skinId: number, playerId: number): Promise<boolean> =>
    (
      await tx
        .delete(players)
        .where(
          and(
            eq(players.id, playerId),
            eq(players.skinId, skinId),
            eq(players.status, 'incompleted'),
          ),
        )
        .returning({ id: players.id })
    ).length > 0,

  /** Registrations started before `before` and never finished, by id after `afterId`. */
  staleUnfinished: async (
    before: Date,
    afterId: number,
    limit: number,
  ): Promise<{ id: number; skinId: number }[]> =>
    db
      .select({ id: players.id, skinId: players.skinId })
      .from(players)
      .where(
        and(
          eq(players.status, 'incompleted'),
          lt(players.createdAt, before),
          gt(players.id, afterId),
        ),
      )
      .orderBy(players.id)
      .limit(limit),

  insertPlayer: async (tx: Db, values: NewPlayer): Promise<number> => {
    const [row] = await tx
      .insert(players)
      .values({ ...values, status: 'incompleted' })
      .returning({ id: players.id });
    return row!.id;
  },

  /** The player on this skin; inside `tx` with `lock`, its row stays locked until commit. */
  findPlayer: async (
    skinId: number,
    playerId: number,
    options: { tx?: Db; lock?: boolean } = {},
  ): Promise<IdentityPlayer | undefined> => {
    const query = (options.tx ?? db)
      .select(identityColumns)
      .from(players)
      .where(and(eq(players.id, playerId), eq(players.skinId, skinId), isNull(players.deletedAt)))
      .limit(1);
    return (options.lock ? await query.for('no key update') : await query)[0];
  },

  /** Verifies the e-mail only if it is still the one the proof was for. */
  markEmailVerified: async (tx: Db, playerId: number, email: string): Promise<Date | undefined> =>
    (
      await tx
        .update(players)
        .set({
          emailVerifiedAt: sql`coalesce(${players.emailVerifiedAt}, now())`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(players.id, playerId), sql`lower(${players.email}) = ${email.toLowerCase()}`))
        .returning({ at: players.emailVerifiedAt })
    )[0]?.at ?? undefined,

  /** Verifies the phone only if it is still the number the code was sent to. */
  markSmsVerified: async (tx: Db, playerId: number, mobile: string): Promise<Date | undefined> =>
    (
      await tx
        .update(players)
        .set({
          smsVerifiedAt: sql`coalesce(${players.smsVerifiedAt}, now())`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(players.id, playerId), eq(players.mobile, mobile)))
        .returning({ at: players.smsVerifiedAt })
    )[0]?.at ?? undefined,

  /** Another player of the skin with the same first name, last name and date of birth. */
  hasDuplicatePerson: (
    tx: Db,
    skinId: number,
    exceptId: number,
    person: { firstName: string; lastName: string; dob: string },
  ) =>
    exists(
      tx,
      and(
        eq(players.skinId, skinId),
        ne(players.id, exceptId),
        sql`lower(${players.firstName}) = ${person.firstName.toLowerCase()}`,
        sql`lower(${players.lastName}) = ${person.lastName.toLowerCase()}`,
        eq(players.dob, person.dob),
        isNull(players.deletedAt),
      ),
    ),

  /** Step 2: the personal data, and the account becomes active. Only an incompleted row changes. */
  completePlayer: async (tx: Db, playerId: number, values: CompletedPlayer): Promise<boolean> =>
    (
      await tx
        .update(players)
        .set({
          ...values,
          status: 'active',
          termsAccepted: true,
          marketingConsent: values.newsletter,
          updatedAt: sql`now()`,
        })
        .where(and(eq(players.id, playerId), eq(players.status, 'incompleted')))
        .returning({ id: players.id })
    ).length === 1,

  insertNote: async (tx: Db, note: { playerId: number; kind: string; body: string }) => {
    await tx.insert(playerNotes).values(note);
  },
});

export type PlayerIdentityRepository = ReturnType<typeof createPlayerIdentityRepository>;
