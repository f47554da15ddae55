/** PostgreSQL's SQLSTATE for a unique-constraint violation. */
const UNIQUE_VIOLATION = '23505';
/** PostgreSQL's SQLSTATE for a row another table's foreign key still refers to. */
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Whether a database error (or one it wraps as `cause`, as Drizzle does) is a unique violation:
 * the race two requests for the same nickname, e-mail or phone end in.
 */
export const isUniqueViolation = (error: unknown): boolean => hasSqlState(error, UNIQUE_VIOLATION);

/** Whether a database error (or its `cause`) is a delete refused because a row still refers to it. */
export const isForeignKeyViolation = (error: unknown): boolean =>
  hasSqlState(error, FOREIGN_KEY_VIOLATION);

function hasSqlState(error: unknown, state: string): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if ((current as { code?: unknown }).code === state) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
