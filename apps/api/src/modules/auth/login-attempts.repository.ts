import { and, count, desc, eq, gt, isNull, max, not, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { playerIdRead } from '../players/players.service';
import { loginAttempts } from './auth.tables';

/** Namespace of the advisory locks that serialise the tries of one account. */
const LOGIN_LOCK_NAMESPACE = 726_173_010;

export type LoginAttempt = {
  skinId: number;
  playerId: number | null;
  /** What was typed as the username, lowercased (`staff:` prefixed for staff). */
  login: string;
  ip: string;
  succeeded: boolean;
};

const within = (seconds: number) =>
  gt(loginAttempts.createdAt, sql`now() - make_interval(secs => ${seconds})`);

export const createLoginAttemptsRepository = (db: Db) => {
  /** Failures of one account (or one typed name) in the window, after its latest success. */
  const accountFailures = async (tx: Db, subject: SQL, seconds: number): Promise<number> => {
    const [latest] = await tx
      .select({ at: max(loginAttempts.createdAt) })
      .from(loginAttempts)
      .where(and(subject, eq(loginAttempts.succeeded, true), within(seconds)));
    const [row] = await tx
      .select({ failures: count() })
      .from(loginAttempts)
      .where(
        and(
          subject,
          not(loginAttempts.succeeded),
          within(seconds),
          latest?.at ? gt(loginAttempts.createdAt, latest.at) : undefined,
        ),
      );
    return row?.failures ?? 0;
  };

  return {
    /** Runs `task` in a transaction holding the lock of `key` until it ends. */
    withLock: <T>(key: string, task: (tx: Db) => Promise<T>): Promise<T> =>
      db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(${LOGIN_LOCK_NAMESPACE}::int, hashtext(${key}))`,
        );
        return task(tx as unknown as Db);
      }),

    /** Failures of the player's account, or of a typed name that names no player. */
    countAccountFailures: (
      tx: Db,
      subject: { skinId: number; playerId: number | null; login: string },
      seconds: number,
    ): Promise<number> =>
      accountFailures(
        tx,
        subject.playerId === null
          ? and(
              eq(loginAttempts.skinId, subject.skinId),
              isNull(loginAttempts.playerId),
              eq(loginAttempts.login, subject.login),
            )!
          : eq(loginAttempts.playerId, subject.playerId),
        seconds,
      ),

    /** Failures from one address, whatever the accounts. */
    countIpFailures: async (tx: Db, ip: string, seconds: number): Promise<number> => {
      const [row] = await tx
        .select({ failures: count() })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.ip, ip), not(loginAttempts.succeeded), within(seconds)));
      return row?.failures ?? 0;
    },

    /** Records a try; one of an account removed since it was looked up counts without it. */
    record: async (tx: Db, attempt: LoginAttempt): Promise<void> => {
      await tx.insert(loginAttempts).values({
        ...attempt,
        playerId:
          attempt.playerId === null || attempt.playerId === undefined
            ? null
            : sql`(${playerIdRead(sql`${attempt.playerId}::int`)})`,
      });
    },

    /** Keeps a removed player's tries (they still count by name and address) without the player. */
    detachPlayer: async (tx: Db, playerId: number): Promise<void> => {
      await tx
        .update(loginAttempts)
        .set({ playerId: null })
        .where(eq(loginAttempts.playerId, playerId));
    },

    /** A player's latest login tries, newest first (the back office's player page). */
    recentOfPlayer: (playerId: number, limit: number) =>
      db
        .select({
          ip: loginAttempts.ip,
          succeeded: loginAttempts.succeeded,
          createdAt: loginAttempts.createdAt,
        })
        .from(loginAttempts)
        .where(eq(loginAttempts.playerId, playerId))
        .orderBy(desc(loginAttempts.createdAt))
        .limit(limit),

    /** Test and support helper: moves an account's attempts into the past. */
    shiftPlayerAttempts: async (playerId: number, seconds: number): Promise<void> => {
      await db
        .update(loginAttempts)
        .set({ createdAt: sql`${loginAttempts.createdAt} - make_interval(secs => ${seconds})` })
        .where(eq(loginAttempts.playerId, playerId));
    },
  };
};

export type LoginAttemptsRepository = ReturnType<typeof createLoginAttemptsRepository>;
