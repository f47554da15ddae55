import { createHmac } from 'node:crypto';
import { SIGNATURE_TOLERANCE_SECONDS } from '@prime/contract';
import { digestsEqual } from '../../lib/hash';

/**
 * A provider's seamless-wallet secret, derived from the master key (GAME_PROVIDER_KEY): each
 * provider signs with its own, and one leaked secret opens no other provider's wallet.
 */
export const providerSecret = (masterKey: string, providerSlug: string): string =>
  createHmac('sha256', masterKey).update(`seamless-wallet:${providerSlug}`).digest('hex');

const mac = (secret: string, timestamp: number, rawBody: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

/** The `X-Prime-Signature` value of a body: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const signBody = (secret: string, rawBody: string, now = Date.now()): string => {
  const timestamp = Math.floor(now / 1000);
  return `t=${timestamp},v1=${mac(secret, timestamp, rawBody)}`;
};

/** True when the header signs exactly this body with this secret, recently enough. */
export const verifySignature = (
  secret: string,
  header: string | undefined,
  rawBody: string,
  now = Date.now(),
): boolean => {
  if (!header || header.length > 200) return false;
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const time = parts.get('t') ?? '';
  const given = parts.get('v1');
  // Decimal digits only: `Number` would also read `0x…`, `1e9` or a blank as a time.
  if (!/^\d{1,12}$/.test(time) || !given || !/^[0-9a-f]{64}$/.test(given)) return false;
  const timestamp = Number(time);
  if (Math.abs(now / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  return digestsEqual(given, mac(secret, timestamp, rawBody));
};
