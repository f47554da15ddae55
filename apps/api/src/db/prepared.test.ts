import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { dayCount } from '../modules/protection/protection.service';
import { createSeamlessRepository } from '../modules/seamless/seamless.repository';
import { providerTransactions } from '../modules/seamless/seamless.tables';
import type { Db } from './client';
import { plainQuery } from './prepared';

const dialect = new PgDialect();

describe('the hot path’s renderer of statements', () => {
  it('renders text, nested statements and plain values as drizzle does', () => {
    const repository = createSeamlessRepository({} as Db, 30);
    const statements = [
      sql`select ${1}, ${'a'}, ${10n}, ${null}, ${true} ${undefined} ${sql.raw('raw')}`,
      sql`with guard as (select ${repository.standingIs('token', 'digest')}) select 1`,
      sql`select ${repository.roundHolds(1, 2, 'round', { bets: 2, wins: 0 })}`,
      dayCount(7, { bets: 10n, playingSeconds: 3, betAt: new Date(0), day: '2026-01-02' }, sql`b`),
      sql`values ${sql.join([sql`(${1}::bigint, ${-2n})`, sql`(${3}, ${4n})`], sql`, `)}`,
    ];
    for (const statement of statements) {
      const { sql: text, params } = dialect.sqlToQuery(statement);
      expect(plainQuery(statement)).toEqual({ sql: text, params });
    }
  });

  it('leaves to drizzle a statement with a column, a table or a list', () => {
    const id = randomUUID();
    expect(plainQuery(sql`select * from ${providerTransactions}`)).toBeUndefined();
    expect(
      plainQuery(sql`select 1 where ${eq(providerTransactions.externalId, id)}`),
    ).toBeUndefined();
    expect(plainQuery(sql`select 1 where x in ${[1, 2]}`)).toBeUndefined();
  });
});
