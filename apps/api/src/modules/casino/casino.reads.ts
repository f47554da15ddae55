import { sql, type SQL } from 'drizzle-orm';

/** A provider's slug as a subquery with the column `provider_slug`, for another module's statement. */
export const providerRead = (providerId: SQL): SQL =>
  sql`select p.slug as provider_slug from providers p where p.id = ${providerId}`;
