import { createHash } from 'node:crypto';
import { SQL, StringChunk } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

const dialect = new PgDialect();
const names = new Map<string, string>();

/** A statement's name on the server: the same text always gets the same name. */
const nameOf = (text: string): string => {
  let name = names.get(text);
  if (name === undefined) {
    name = `prime_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
};

/**
 * The text and parameters of a statement made of text, nested statements and plain values
 * (strings, numbers, bigints, booleans, null), as drizzle renders it, in one pass; undefined
 * when it holds anything else (a table, a column, an encoded parameter, a placeholder, a list),
 * which drizzle's own renderer then takes. The hot path's statements are all of the first kind,
 * and drizzle's general renderer costs more than their execution.
 */
export const plainQuery = (query: SQL): { sql: string; params: unknown[] } | undefined => {
  let text = '';
  const params: unknown[] = [];
  const walk = (chunks: readonly unknown[]): boolean => {
    for (const chunk of chunks) {
      if (chunk instanceof StringChunk) text += chunk.value.join('');
      else if (chunk instanceof SQL) {
        const inlined = (chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams;
        if (inlined || !walk(chunk.queryChunks)) return false;
      } else if (chunk === undefined) continue;
      else if (chunk === null || (typeof chunk !== 'object' && typeof chunk !== 'function')) {
        params.push(chunk);
        text += `$${params.length}`;
      } else return false;
    }
    return true;
  };
  return walk(query.queryChunks) ? { sql: text, params } : undefined;
};

/**
 * Runs a statement of the hot path as a named prepared statement: PostgreSQL parses and plans
 * its text once per connection and then reuses the plan, where `db.execute` would parse and
 * plan it on every call. For the large statements of a bet (several joined reads, or a booking
 * with its riders) planning costs more than running them. Rows are those of `db.execute`
 * (`{ rows }`); on PGlite the name is ignored and the statement runs as with `db.execute`.
 * Only for statements whose text takes a bounded number of shapes (values are parameters), as
 * each shape stays prepared on every pooled connection.
 */
export const executePrepared = <Row>(db: Db, query: SQL): Promise<{ rows: Row[] }> => {
  const built = plainQuery(query) ?? dialect.sqlToQuery(query);
  return db._.session
    .prepareQuery(built, undefined, nameOf(built.sql), false)
    .execute() as Promise<{ rows: Row[] }>;
};
