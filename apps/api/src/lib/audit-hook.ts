import type { Db } from '../db/client';

/**
 * A staff action's audit row (decision 33), handed to the service that acts: the service runs
 * it inside its own transaction, as the last step before the commit, so the action and its
 * record commit together or not at all. It takes the audit chain's lock, so nothing else may
 * wait on a lock after it.
 */
export type AuditHook = (tx: Db) => Promise<void>;
