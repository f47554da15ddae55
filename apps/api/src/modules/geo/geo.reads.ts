import { sql, type SQL } from 'drizzle-orm';

/**
 * A currency's ISO code and symbol as a subquery with the columns `currency_code` and
 * `currency_symbol`, for another module's statement.
 */
export const currencyRead = (currencyId: SQL): SQL =>
  sql`select c.code as currency_code, c.symbol as currency_symbol
    from currencies c where c.id = ${currencyId}`;

/**
 * A currency's rate per euro as a subquery with the column `rate_e8`: units of the currency for
 * one euro times 10^8, as an integer in text, so amounts convert without floating point.
 */
export const currencyRateRead = (currencyId: SQL): SQL =>
  sql`select (c.rate * 100000000)::bigint::text as rate_e8 from currencies c where c.id = ${currencyId}`;
