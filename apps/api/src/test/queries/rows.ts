import type { sql } from 'drizzle-orm';
import type { Harness } from '../harness';

/** The rows a raw query answers on the harness's database. */
export const rowsOf = async <T>(h: Harness, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await h.database.db.execute(query)) as unknown as { rows: T[] }).rows;
