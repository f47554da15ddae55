import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { SESSION_IDLE_MINUTES } from '@prime/contract';
import type { Db } from '../../db/client';
import { staff, staffSessions } from './staff.tables';

export const createStaffSessionsRepository = (db: Db) => ({
  findStaff: async (username: string) =>
    (
      await db
        .select({ id: staff.id, username: staff.username, passwordHash: staff.passwordHash })
        .from(staff)
        .where(sql`lower(${staff.username}) = ${username.toLowerCase()}`)
        .limit(1)
    )[0],

  insert: async (
    values: { staffId: number; tokenHash: string; kind?: 'preview' | 'console' },
    tx: Db = db,
  ): Promise<void> => {
    await tx.insert(staffSessions).values(values);
  },

  /** A live staff session by token hash, extended by this use (idle expiry as for players). */
  touch: async (tokenHash: string, kind?: 'console') =>
    (
      await db
        .update(staffSessions)
        .set({ lastSeenAt: sql`now()` })
        .from(staff)
        .where(
          and(
            eq(staffSessions.tokenHash, tokenHash),
            kind ? eq(staffSessions.kind, kind) : undefined,
            eq(staff.id, staffSessions.staffId),
            isNull(staffSessions.revokedAt),
            gt(
              staffSessions.lastSeenAt,
              sql`now() - make_interval(mins => ${SESSION_IDLE_MINUTES})`,
            ),
          ),
        )
        .returning({
          id: staffSessions.id,
          nickname: staff.username,
          staffId: staff.id,
          role: staff.role,
        })
    )[0],

  revoke: async (sessionId: string, tx: Db = db): Promise<void> => {
    await tx
      .update(staffSessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
  },

  /** Test helper: moves a staff session's last use. */
  setLastSeen: async (tokenHash: string, at: Date): Promise<void> => {
    await db
      .update(staffSessions)
      .set({ lastSeenAt: at })
      .where(eq(staffSessions.tokenHash, tokenHash));
  },
});

export type StaffSessionsRepository = ReturnType<typeof createStaffSessionsRepository>;
