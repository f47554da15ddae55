import pRetry from 'p-retry';

/** PostgreSQL's SQLSTATE for a unique-constraint violation. */
const UNIQUE_VIOLATION = '23505';
/** PostgreSQL's SQLSTATE for a row another table's foreign key still refers to. */
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * SQLSTATEs of a transaction that lost a race and changed nothing, so it may simply run again:
 * `serialization_failure` and `deadlock_detected`.
 */
const CONFLICTS: readonly string[] = ['40001', '40P01'];

/** Whether a database error, or one it wraps as `cause` (as Drizzle does), has one of `states`. */
const hasSqlState = (error: unknown, states: readonly string[]): boolean => {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && states.includes(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/**
 * Whether a database error is a unique violation: the race two requests for the same nickname,
 * e-mail or phone end in.
 */
export const isUniqueViolation = (error: unknown): boolean =>
  hasSqlState(error, [UNIQUE_VIOLATION]);

/** Whether a database error is a delete refused because a row still refers to it. */
export const isForeignKeyViolation = (error: unknown): boolean =>
  hasSqlState(error, [FOREIGN_KEY_VIOLATION]);

/** Whether a database error is a deadlock or a serialization failure (see `retryOnConflict`). */
export const isRetryableConflict = (error: unknown): boolean => hasSqlState(error, CONFLICTS);

/** How often a transaction that lost a race runs again before its error is answered. */
export const CONFLICT_RETRIES = 4;

/**
 * Runs `work` (one whole database transaction) and runs it again when PostgreSQL ended it as a
 * deadlock victim or a serialization failure: the transaction was rolled back, so nothing of
 * it happened and the caller's request deserves an answer, not a 500. At most
 * `CONFLICT_RETRIES` more times, after 5 to 100 ms with jitter, so the transactions that met
 * do not meet again in step. Any other error is thrown at once. `work` must start its
 * transaction itself and keep no state outside it between attempts (decision 36).
 */
export const retryOnConflict = <T>(
  work: () => Promise<T>,
  onRetry?: (error: unknown, attempt: number) => void,
): Promise<T> =>
  pRetry(work, {
    retries: CONFLICT_RETRIES,
    minTimeout: 5,
    maxTimeout: 100,
    factor: 3,
    randomize: true,
    shouldRetry: ({ error, attemptNumber }) => {
      if (!isRetryableConflict(error)) return false;
      onRetry?.(error, attemptNumber);
      return true;
    },
  });
