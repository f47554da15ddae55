import { sql, type SQL } from 'drizzle-orm';

/** A currency's ISO code as a subquery with the column `currency_code`, for another module's statement. */
export const currencyRead = (currencyId: SQL): SQL =>
  sql`select c.code as currency_code from currencies c where c.id = ${currencyId}`;
