import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const ISSUER = 'Prime back office';
/** Codes of the step before and after the current one are accepted (clock drift). */
const WINDOW = 1;

const totpOf = (username: string, secret: string) =>
  new TOTP({
    issuer: ISSUER,
    label: username,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });

/** A new random authenticator secret (160 bits, base32). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth URL an authenticator app scans, and the same as an inline SVG QR code. */
export const enrolmentOf = async (username: string, secret: string) => {
  const otpauthUrl = totpOf(username, secret).toString();
  return {
    otpauthUrl,
    qrSvg: await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
  };
};

/** The time step of a right code (so each is used once), or undefined when it is wrong. */
export const stepOfCode = (
  username: string,
  secret: string,
  code: string,
  timestamp = Date.now(),
): number | undefined => {
  const totp = totpOf(username, secret);
  const delta = totp.validate({ token: code, timestamp, window: WINDOW });
  return delta === null ? undefined : totp.counter({ timestamp }) + delta;
};

/** The current code of a secret (`npm run ops -- staff totp`, outside production; tests). */
export const currentCode = (username: string, secret: string, timestamp = Date.now()): string =>
  totpOf(username, secret).generate({ timestamp });
