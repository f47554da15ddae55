/** Where the data lives, as configured: PostgreSQL's URL, or else the embedded database's folder. */
export type DatabaseLocation = { databaseUrl: string | undefined; dataDir: string };

/** PostgreSQL's port when the URL names none. */
const POSTGRES_PORT = '5432';

/**
 * The database a configuration names, without user or password: `postgres://host:port/name`, or
 * `pglite:<folder>` for the embedded one. Two processes with the same identity share their data.
 */
export const databaseIdentity = ({ databaseUrl, dataDir }: DatabaseLocation): string => {
  if (!databaseUrl) return `pglite:${dataDir}`;
  const url = new URL(databaseUrl);
  const host = url.hostname.toLowerCase() || 'localhost';
  return `postgres://${host}:${url.port || POSTGRES_PORT}${url.pathname}`;
};
