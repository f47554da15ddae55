import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The typed database handle, the same type for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Cheap round trip for readiness checks. */
  ping: () => Promise<void>;
  /** Runs `task` while holding a cluster-wide lock, so several instances migrate and seed one at a time. */
  runExclusive: <T>(task: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

/** Advisory lock key of start-up work (migrations and seed). */
const STARTUP_LOCK_KEY = 726_173_001;

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      /** Told when an idle pooled connection dies (database restart, administrator command). */
      onIdleError?: (error: Error) => void;
    }
  /**
   * `dataDir` unset means an in-memory database (tests), started from the dump `loadDataDir`
   * when given (a test run's migrated template).
   */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export const openDatabase = async (options: DatabaseOptions): Promise<Database> => {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // Without a listener an idle connection's death would crash the process; the pool drops that
    // connection and opens a new one for the next query, and queries in flight get their own error.
    pool.on('error', (error) => options.onIdleError?.(error));
    // The pool listens for errors on idle connections only. One that dies while checked out (its
    // backend terminated by an administrator or a failover) emits `error` on its client, which
    // with no listener would crash the process. Nothing more to do here: its query fails with its
    // own error (the request answers 500 and logs it), and the pool discards the client on release.
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await pool.query('select 1');
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      runExclusive: async (task) => {
        const lockClient = await pool.connect();
        try {
          await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          return await task();
        } finally {
          await lockClient
            .query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY])
            .catch(() => undefined);
          lockClient.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = options.dataDir
    ? await PGlite.create(options.dataDir)
    : await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    // PGlite admits a single process, so there is nobody to wait for.
    runExclusive: (task) => task(),
    close: () => client.close(),
  };
};
