import { randomBytes, randomInt } from 'node:crypto';
import {
  RESEND_COUNTDOWN_SECONDS,
  VERIFICATION_CODE_DIGITS,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_TTL_MINUTES,
} from '@prime/contract';
import type { Db } from '../../db/client';
import { AppError, defaultMessage } from '../../lib/app-error';
import { digestsEqual, sha256 } from '../../lib/hash';
import type { NotificationsService } from '../notifications/notifications.service';
import type { IdentityPlayer, PlayerIdentityService } from '../players/identity.service';
import { codeTexts } from './verification-texts';
import type { Channel, VerificationRepository } from './verification.repository';

const newCode = (): string =>
  String(randomInt(0, 10 ** VERIFICATION_CODE_DIGITS)).padStart(VERIFICATION_CODE_DIGITS, '0');

/** `salt$sha256(salt:code)`: the code itself is never stored. */
const hashCode = (code: string, salt = randomBytes(16).toString('hex')): string =>
  `${salt}$${sha256(`${salt}:${code}`)}`;

const codeMatches = (stored: string, code: string): boolean => {
  const [salt, digest] = stored.split('$');
  if (!salt || !digest) return false;
  return digestsEqual(digest, sha256(`${salt}:${code}`));
};

const targetOf = (player: IdentityPlayer, channel: Channel): string | null =>
  channel === 'email' ? player.email.toLowerCase() : player.mobile;

/**
 * E-mail and SMS verification codes (spec 02 §4, §9). A code has VERIFICATION_CODE_DIGITS
 * random digits, is stored only hashed, works once within VERIFICATION_CODE_TTL_MINUTES for at
 * most VERIFICATION_CODE_MAX_ATTEMPTS tries, replaces older ones, and proves only the address or
 * number it was sent to. A new one can be asked for every RESEND_COUNTDOWN_SECONDS.
 */
export const createVerificationService = (
  db: Db,
  repository: VerificationRepository,
  players: Pick<PlayerIdentityService, 'findPlayer' | 'markEmailVerified' | 'markSmsVerified'>,
  notifications: NotificationsService,
) => {
  const send = async (
    skinId: number,
    playerId: number,
    channel: Channel,
    options: { continueUrl?: string } = {},
  ): Promise<{ sent: true; resend_in: number }> => {
    await db.transaction(async (tx) => {
      const player = await players.findPlayer(skinId, playerId, { tx, lock: true });
      if (!player) throw new AppError('not_found');
      const verifiedAt = channel === 'email' ? player.emailVerifiedAt : player.smsVerifiedAt;
      if (verifiedAt) throw new AppError('field_locked');
      const target = targetOf(player, channel);
      if (!target) {
        throw new AppError('validation_failed', 'There is no phone number to send a code to.', {
          mobile: ['There is no phone number to send a code to.'],
        });
      }
      const last = await repository.lastSentAt(tx, playerId, channel);
      const waited = last ? (Date.now() - last.getTime()) / 1000 : Infinity;
      if (waited < RESEND_COUNTDOWN_SECONDS) {
        const seconds = Math.ceil(RESEND_COUNTDOWN_SECONDS - waited);
        throw new AppError(
          'resend_too_soon',
          `Please wait ${seconds} seconds before asking for a new code.`,
        );
      }
      const code = newCode();
      await repository.replace(tx, {
        playerId,
        channel,
        target,
        codeHash: hashCode(code),
        expiresAt: new Date(Date.now() + VERIFICATION_CODE_TTL_MINUTES * 60_000),
      });
      // The message is queued with its code: a code is never stored without the message that
      // carries it, nor a message sent with a code that was rolled back.
      const texts = codeTexts(player.language);
      if (channel === 'email') {
        const lines = [
          texts.intro,
          '',
          code,
          '',
          texts.validity(VERIFICATION_CODE_TTL_MINUTES),
          ...(options.continueUrl ? ['', texts.continueLink, options.continueUrl] : []),
        ];
        await notifications.mail(
          { skinId, to: target, subject: texts.subject, text: lines.join('\n') },
          tx,
        );
      } else {
        await notifications.sms(
          { skinId, to: target, text: texts.sms(code, VERIFICATION_CODE_TTL_MINUTES) },
          tx,
        );
      }
    });
    if (channel === 'email') notifications.deliverSoon();
    return { sent: true, resend_in: RESEND_COUNTDOWN_SECONDS };
  };

  /**
   * Checks a code; a wrong one counts as a try and the last allowed try ends the code. A code
   * whose address or number has changed since it was sent proves nothing.
   */
  const verify = async (
    skinId: number,
    playerId: number,
    channel: Channel,
    code: string,
  ): Promise<Date> => {
    const outcome = await db.transaction(async (tx) => {
      const player = await players.findPlayer(skinId, playerId, { tx, lock: true });
      if (!player) throw new AppError('not_found');
      const live = await repository.findLive(tx, playerId, channel);
      if (!live || live.attempts >= VERIFICATION_CODE_MAX_ATTEMPTS) return undefined;
      if (live.target !== targetOf(player, channel) || !codeMatches(live.codeHash, code.trim())) {
        await repository.countAttempt(tx, live.id);
        if (live.attempts + 1 >= VERIFICATION_CODE_MAX_ATTEMPTS) {
          await repository.markUsed(tx, live.id);
        }
        return undefined;
      }
      await repository.markUsed(tx, live.id);
      return channel === 'email'
        ? players.markEmailVerified(tx, playerId, live.target)
        : players.markSmsVerified(tx, playerId, live.target);
    });
    // Thrown after the transaction so that the counted try is kept.
    if (!outcome)
      throw new AppError('code_is_wrong', undefined, {
        verification: [defaultMessage('code_is_wrong')],
      });
    return outcome;
  };

  return {
    sendEmailCode: (skinId: number, playerId: number, options: { continueUrl?: string } = {}) =>
      send(skinId, playerId, 'email', options),
    sendSmsCode: (skinId: number, playerId: number) => send(skinId, playerId, 'sms'),
    verifyEmail: (skinId: number, playerId: number, code: string) =>
      verify(skinId, playerId, 'email', code),
    verifySms: (skinId: number, playerId: number, code: string) =>
      verify(skinId, playerId, 'sms', code),
    /** Deletes the codes of a player whose unfinished registration is removed. */
    removeCodesOf: (tx: Db, playerId: number) => repository.removeCodesOf(tx, playerId),
    /** Test helper: moves a player's codes this far into the past. */
    ageCodes: repository.ageCodes,
  };
};

export type VerificationService = ReturnType<typeof createVerificationService>;
