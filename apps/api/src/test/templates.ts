import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedDatabase } from '../db/seed/seed';

/** The site client every test database is seeded with. */
export const CLIENT = { ref: 'prime-web', password: 'prime-web-client' };

/** Environment variable through which a test run's templates reach the test files. */
const TEMPLATES_VARIABLE = 'PRIME_TEST_TEMPLATES';

/** A database of the kind under test, migrated, and seeded with the demo data unless `seed` is false. */
export type Template = { seeded: string; bare: string };
type Templates = { kind: 'pglite'; files: Template } | { kind: 'postgres'; names: Template };

/** Migrates a new database and seeds it as every test file's starts. */
export const prepareDatabase = async (database: Database, seed: boolean) => {
  await runMigrations(database);
  if (seed) await seedDatabase(database.db, { demo: true, client: CLIENT });
};

const adminQuery = async (url: string, text: string) => {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
};

const databaseUrl = (url: string, name: string) => {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
};

/**
 * Migrates and seeds the run's two templates once, instead of once per test file: on
 * PostgreSQL two template databases that each file's database is copied from; on PGlite two
 * dumps of a data directory that each file's in-memory database starts from. Returns what
 * removes them at the end of the run.
 */
export const buildTemplates = async (): Promise<() => Promise<void>> => {
  const url = process.env['DATABASE_URL'];
  if (url) {
    const run = randomUUID().replaceAll('-', '');
    const names = { seeded: `prime_template_${run}_seeded`, bare: `prime_template_${run}_bare` };
    for (const [kind, name] of Object.entries(names)) {
      await adminQuery(url, `create database ${name}`);
      const database = await openDatabase({ kind: 'postgres', url: databaseUrl(url, name) });
      await prepareDatabase(database, kind === 'seeded');
      await database.close();
    }
    process.env[TEMPLATES_VARIABLE] = JSON.stringify({
      kind: 'postgres',
      names,
    } satisfies Templates);
    return async () => {
      for (const name of Object.values(names))
        await adminQuery(url, `drop database if exists ${name} with (force)`);
    };
  }
  const folder = await mkdtemp(join(tmpdir(), 'prime-test-templates-'));
  const files = { seeded: join(folder, 'seeded.tar'), bare: join(folder, 'bare.tar') };
  for (const [kind, file] of Object.entries(files)) {
    const database = await openDatabase({ kind: 'pglite' });
    await prepareDatabase(database, kind === 'seeded');
    const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    await database.close();
  }
  process.env[TEMPLATES_VARIABLE] = JSON.stringify({ kind: 'pglite', files } satisfies Templates);
  return () => rm(folder, { recursive: true, force: true });
};

/** The run's templates, when a global setup built them (a test run); undefined otherwise. */
const templates = (): Templates | undefined => {
  const given = process.env[TEMPLATES_VARIABLE];
  return given ? (JSON.parse(given) as Templates) : undefined;
};

const pgliteDumps = new Map<string, Promise<Blob>>();

/**
 * A new database for one test file, migrated and seeded (unless `seed` is false): copied from the
 * run's template when there is one, built from nothing otherwise. On PostgreSQL (DATABASE_URL) a
 * new database on that server, dropped by `drop`; on PGlite an in-memory one.
 */
export const freshDatabase = async (
  seed: boolean,
): Promise<{ database: Database; drop: () => Promise<void> }> => {
  const url = process.env['DATABASE_URL'];
  const template = templates();
  const kind = seed ? 'seeded' : 'bare';
  if (!url) {
    if (template?.kind !== 'pglite') {
      const database = await openDatabase({ kind: 'pglite' });
      await prepareDatabase(database, seed);
      return { database, drop: async () => undefined };
    }
    const file = template.files[kind];
    let dump = pgliteDumps.get(file);
    if (!dump) {
      dump = readFile(file).then((bytes) => new Blob([bytes]));
      pgliteDumps.set(file, dump);
    }
    return {
      database: await openDatabase({ kind: 'pglite', loadDataDir: await dump }),
      drop: async () => undefined,
    };
  }
  const name = `prime_test_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(
    url,
    template?.kind === 'postgres'
      ? `create database ${name} template ${template.names[kind]}`
      : `create database ${name}`,
  );
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(url, name) });
  if (template?.kind !== 'postgres') await prepareDatabase(database, seed);
  return {
    database,
    drop: () => adminQuery(url, `drop database if exists ${name} with (force)`),
  };
};
