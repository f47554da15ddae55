import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database, Schema } from './client';

/**
 * The SQL migrations sit beside this file in the sources and beside the bundle in dist/
 * (the build copies them), so the same lookup works in both.
 */
const migrationsFolder = (): string => {
  const folder = fileURLToPath(new URL('./migrations', import.meta.url));
  if (!existsSync(folder)) throw new Error(`Migrations folder not found: ${folder}`);
  return folder;
};

/** Applies every pending migration; safe to run at every start and from several instances. */
export const runMigrations = async (database: Database): Promise<void> => {
  const config = { migrationsFolder: migrationsFolder(), migrationsSchema: 'drizzle' };
  if (database.kind === 'pglite') {
    await migrate(database.db as unknown as PgliteDatabase<Schema>, config);
  } else {
    await migratePg(database.db as unknown as NodePgDatabase<Schema>, config);
  }
};
