/**
 * `retryOnConflict` on the real database: a transaction that PostgreSQL ends as a serialization
 * failure or a deadlock victim runs again and commits once; any other error is thrown at once.
 * On PostgreSQL (DATABASE_URL) the deadlock is a real one between two transactions; PGlite has
 * one connection, so there the database raises the deadlock's error itself.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { freshDatabase } from '../test/templates';
import {
  CONFLICT_RETRIES,
  isRetryableConflict,
  isUniqueViolation,
  retryOnConflict,
} from './db-errors';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await freshDatabase(false));
  await database.db.execute(sql`create table retry_probe (id int primary key, runs int not null)`);
  await database.db.execute(sql`insert into retry_probe values (1, 0), (2, 0)`);
});
afterAll(async () => {
  await database.close();
  await drop();
});

const runsOf = async (id: number): Promise<number> =>
  (
    (await database.db.execute(sql`select runs from retry_probe where id = ${id}`)) as unknown as {
      rows: { runs: number }[];
    }
  ).rows[0]!.runs;

/** Counts a run in row `id`, then fails as the database would with `state`. */
const failingRun = (id: number, state: string) =>
  database.db.transaction(async (tx) => {
    await tx.execute(sql`update retry_probe set runs = runs + 1 where id = ${id}`);
    await tx.execute(
      sql.raw(`do $$ begin raise exception 'lost a race' using errcode = '${state}'; end $$`),
    );
    throw new Error('the database did not raise the error');
  });

const countedRun = (id: number) =>
  database.db.transaction(async (tx) => {
    await tx.execute(sql`update retry_probe set runs = runs + 1 where id = ${id}`);
    return 'committed';
  });

const reset = () => database.db.execute(sql`update retry_probe set runs = 0`);

describe('a transaction that lost a race runs again', () => {
  it('commits once after a serialization failure, which left nothing behind', async () => {
    await reset();
    let attempts = 0;
    const result = await retryOnConflict(() => {
      attempts += 1;
      return attempts === 1 ? failingRun(1, '40001') : countedRun(1);
    });
    expect(result).toBe('committed');
    expect(attempts).toBe(2);
    expect(await runsOf(1)).toBe(1);
  });

  const postgres = Boolean(process.env['DATABASE_URL']);
  it(
    postgres
      ? 'commits both of two transactions that deadlock on two rows taken in opposite order'
      : 'commits once after the database ended it as a deadlock victim',
    async () => {
      await reset();
      if (!postgres) {
        let attempts = 0;
        const retried: number[] = [];
        await retryOnConflict(
          () => {
            attempts += 1;
            return attempts === 1 ? failingRun(1, '40P01') : countedRun(1);
          },
          (_error, attempt) => retried.push(attempt),
        );
        expect(retried).toEqual([1]);
        expect(await runsOf(1)).toBe(1);
        return;
      }
      // Each takes its first row, waits until the other holds its own, then asks for the
      // other's: PostgreSQL ends one of them, which then runs again after the other commits.
      let holding = 0;
      let bothHold: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        bothHold = resolve;
      });
      let attempts = 0;
      const crossing = (first: number, second: number) =>
        retryOnConflict(() => {
          attempts += 1;
          return database.db.transaction(async (tx) => {
            await tx.execute(sql`update retry_probe set runs = runs + 1 where id = ${first}`);
            holding += 1;
            if (holding === 2) bothHold();
            await held;
            await tx.execute(sql`update retry_probe set runs = runs + 1 where id = ${second}`);
          });
        });
      await Promise.all([crossing(1, 2), crossing(2, 1)]);
      expect(attempts).toBe(3);
      expect([await runsOf(1), await runsOf(2)]).toEqual([2, 2]);
    },
  );

  it('throws any other error at once: a unique violation is not run again', async () => {
    let attempts = 0;
    const failure = await retryOnConflict(() => {
      attempts += 1;
      return database.db.execute(sql`insert into retry_probe values (1, 0)`);
    }).catch((error: unknown) => error);
    expect(attempts).toBe(1);
    expect(isUniqueViolation(failure)).toBe(true);
  });

  it(`gives up after ${CONFLICT_RETRIES} runs again and throws the conflict`, async () => {
    await reset();
    let attempts = 0;
    const failure = await retryOnConflict(() => {
      attempts += 1;
      return failingRun(1, '40P01');
    }).catch((error: unknown) => error);
    expect(attempts).toBe(1 + CONFLICT_RETRIES);
    expect(isRetryableConflict(failure)).toBe(true);
    expect(await runsOf(1)).toBe(0);
  });
});
