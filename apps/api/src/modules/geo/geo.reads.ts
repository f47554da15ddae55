import { sql, type SQL } from 'drizzle-orm';

/**
 * A currency's ISO code and symbol as a subquery with the columns `currency_code` and
 * `currency_symbol`, for another module's statement.
 */
export const currencyRead = (currencyId: SQL): SQL =>
  sql`select c.code as currency_code, c.symbol as currency_symbol
    from currencies c where c.id = ${currencyId}`;
