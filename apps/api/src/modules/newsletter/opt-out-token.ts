import { OPT_OUT_TOKEN_DAYS } from '@prime/contract';
import { randomToken, sha256 } from '../../lib/hash';

const DAY_MS = 86_400_000;

/**
 * A new opt-out link token: 32 random bytes for the link, only their SHA-256 for the database,
 * so a leaked table opens no link. It works for OPT_OUT_TOKEN_DAYS.
 */
export const newOptOutToken = (now: Date = new Date()) => {
  const token = randomToken(32);
  return {
    token,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + OPT_OUT_TOKEN_DAYS * DAY_MS),
  };
};

/** Site path of the opt-out page for a raw token (the mailer puts the site's origin in front). */
export const optOutPath = (token: string): string =>
  `/newsletter/opt-out?token=${encodeURIComponent(token)}`;
