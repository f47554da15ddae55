import type { TransactionKey } from '../wallet/wallet.service';

/** `created_at` as the wallet's reads give it: UTC, to the microsecond. */
const INSTANT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3})\d{3}Z$/;
const ID = /^[1-9]\d{0,17}$/;

/**
 * The cursor of the transactions list: the last row's key (its instant and id) as base64url.
 * Opaque to the site, which sends back what it was given; anything else is refused before it
 * reaches a query.
 */
export const encodeTransactionCursor = (key: TransactionKey): string =>
  Buffer.from(`${key.at}|${key.id}`, 'utf8').toString('base64url');

/** The key a cursor names, or undefined when it is not one this API gave out. */
export const decodeTransactionCursor = (cursor: string): TransactionKey | undefined => {
  const [at, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (at === undefined || id === undefined || rest.length > 0 || !ID.test(id)) return undefined;
  const instant = INSTANT.exec(at);
  // A real instant: 2026-13-40 has the shape of one but is not.
  const time = instant ? new Date(`${instant[1]}Z`) : undefined;
  if (!time || Number.isNaN(time.getTime()) || time.toISOString() !== `${instant![1]}Z`)
    return undefined;
  const number = Number(id);
  return Number.isSafeInteger(number) ? { at, id: number } : undefined;
};
