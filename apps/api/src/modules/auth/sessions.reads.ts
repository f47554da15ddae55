import { sql, type SQL } from 'drizzle-orm';

/**
 * Whether a login session is over (unknown, logged out, or idle longer than `idleMinutes`), as
 * a subquery of one row with the column `login_ended`, for another module's statement.
 */
export const loginEndedRead = (sessionId: SQL, idleMinutes: number): SQL =>
  sql`select (s.id is null or s.revoked_at is not null
      or s.last_seen_at < now() - make_interval(mins => ${idleMinutes})) as login_ended
    from (select 1) as one left join sessions s on s.id = ${sessionId}`;
