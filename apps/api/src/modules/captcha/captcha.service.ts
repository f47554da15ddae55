import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Db } from '../../db/client';
import { AppError, defaultMessage } from '../../lib/app-error';
import { sha256 } from '../../lib/hash';
import type { CaptchaRepository } from './captcha.repository';

/** The one answer to any captcha that does not pass, naming the field the form sends it in. */
const captchaInvalid = () =>
  new AppError('captcha_invalid', undefined, { captcha: [defaultMessage('captcha_invalid')] });

/** A challenge must be solved and used within this time. */
export const CAPTCHA_TTL_MS = 10 * 60 * 1000;
/** The algorithm of the proof of work: one SHA-256 per try, fast in every browser. */
const ALGORITHM = 'SHA-256';

type Payload = { challenge: Challenge; solution: unknown };

const parsePayload = (payload: string): Payload | null => {
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { challenge, solution } = value as Partial<Payload>;
    if (typeof challenge !== 'object' || challenge === null || !solution) return null;
    if (typeof challenge.signature !== 'string' || typeof challenge.parameters !== 'object') {
      return null;
    }
    return { challenge, solution };
  } catch {
    return null;
  }
};

/**
 * Self-hosted ALTCHA proof of work (ARCHITECTURE.md §5). The browser searches for the counter
 * the server picked at random below `maxNumber`; the signed challenge says what to find, so no
 * state is kept until a solution is used, and then only its signature's hash (one use each).
 */
export const createCaptchaService = (
  repository: CaptchaRepository,
  options: { hmacKey: string; maxNumber: number },
) => {
  const signatureSecret = options.hmacKey;
  // Deterministic mode signs the derived key with a second secret, derived from the first.
  const keySecret = sha256(`captcha-key-signature:${options.hmacKey}`);

  return {
    createChallenge: async (): Promise<Challenge> => {
      void repository.deleteExpired().catch(() => undefined);
      return createChallenge({
        algorithm: ALGORITHM,
        cost: 1,
        counter: randomInt(options.maxNumber, 0),
        deriveKey,
        expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
        hmacSignatureSecret: signatureSecret,
        hmacKeySignatureSecret: keySecret,
      });
    },

    /**
     * Checks a solved challenge and uses it up inside `tx`: a missing, malformed, wrong,
     * expired or already used solution is `captcha_invalid`.
     */
    consume: async (tx: Db, payload: string | undefined): Promise<void> => {
      const parsed = payload ? parsePayload(payload) : null;
      if (!parsed) throw captchaInvalid();
      const result = await verifySolution({
        challenge: parsed.challenge,
        solution: parsed.solution as Parameters<typeof verifySolution>[0]['solution'],
        deriveKey,
        hmacSignatureSecret: signatureSecret,
        hmacKeySignatureSecret: keySecret,
      }).catch(() => null);
      if (!result?.verified) throw captchaInvalid();
      const expiresAt = new Date(
        (parsed.challenge.parameters.expiresAt ?? Date.now() / 1000) * 1000,
      );
      const fresh = await repository.recordSolution(
        tx,
        sha256(parsed.challenge.signature ?? ''),
        expiresAt,
      );
      if (!fresh) throw captchaInvalid();
    },
  };
};

export type CaptchaService = ReturnType<typeof createCaptchaService>;
