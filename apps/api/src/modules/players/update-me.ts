import {
  checkPasswordAgainstIdentity,
  RULE_MESSAGES,
  updateMeVariantOf,
  type UpdateMeBody,
} from '@prime/contract';
import { isValidPhoneNumber } from 'libphonenumber-js';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { ExclusionChanger } from './exclusion';
import { LIMIT_COLUMNS, limitsOfRow, type LimitChanger } from './limits';
import type { PlayerChanges, PlayerRow, PlayersRepository } from './players.repository';

/** The profile's one answer for a number that is not valid or belongs to someone else. */
export const PROFILE_PHONE_MESSAGE = 'Invalid or already used phone number';

/** Who asks: the skin and player of the session, and the session itself. */
export type SessionActor = { skinId: number; playerId: number; sessionId: string };

const invalid = (field: string, message: string) =>
  new AppError('validation_failed', undefined, { [field]: [message] });

/** A value that must stay once set (a verified e-mail or phone, a date of birth). */
const locked = (field: string) =>
  new AppError('field_locked', undefined, { [field]: ['This field can no longer be changed.'] });

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** `420777...` and `+420777...` are the same international number. */
const international = (mobile: string) => (mobile.startsWith('+') ? mobile : `+${mobile}`);

const numberOrNull = (value: bigint | null) => (value === null ? null : Number(value));

type Outcome = { changes: PlayerChanges; revokeOtherSessions: boolean };

/** What decides the changes of standing in PUT me (player protection, the wallet's fence). */
export type StandingDeciders = {
  changeLimit?: LimitChanger | undefined;
  changeExclusion?: ExclusionChanger | undefined;
  /** Locks the player's wallet after the row and moves its version (decision 36). */
  fenceStakes: (tx: Db, playerId: number) => Promise<void>;
};

/**
 * PUT me: works out the row changes of one body for the locked player row, or throws the
 * refusal. Nothing is written to the row here, and what the deciders write is rolled back with
 * a refusal, so a refused body changes nothing.
 */
export const planUpdateMe = async (
  tx: Db,
  repository: PlayersRepository,
  row: PlayerRow,
  body: UpdateMeBody,
  { changeLimit, changeExclusion, fenceStakes }: StandingDeciders,
): Promise<Outcome> => {
  const variant = updateMeVariantOf(
    Object.keys(body).filter((key) => body[key as keyof UpdateMeBody] !== undefined),
  );
  const changes: PlayerChanges = {};

  switch (variant) {
    case 'languageDob': {
      if (body.language !== undefined) changes.language = body.language;
      if (body.dob !== undefined && body.dob !== row.dob) {
        if (row.dob !== null) throw locked('dob');
        changes.dob = body.dob;
      }
      return { changes, revokeOtherSessions: false };
    }
    case 'terms':
      return { changes: { termsAccepted: true }, revokeOtherSessions: false };
    case 'profile': {
      if (body.email !== undefined && !sameEmail(body.email, row.email)) {
        if (row.emailVerifiedAt) throw locked('email');
        if (await repository.isEmailUsed(tx, row.skinId, body.email, row.id)) {
          throw new AppError('already_used', undefined, {
            email: [RULE_MESSAGES.email_already_used],
          });
        }
        changes.email = body.email;
        changes.emailVerifiedAt = null;
      }
      if (body.mobile !== undefined) {
        const mobile = international(body.mobile);
        if (mobile !== row.mobile) {
          if (row.smsVerifiedAt) throw locked('mobile');
          if (!isValidPhoneNumber(mobile)) throw invalid('mobile', PROFILE_PHONE_MESSAGE);
          if (await repository.isMobileUsed(tx, row.skinId, mobile, row.id)) {
            throw new AppError('already_used', undefined, { mobile: [PROFILE_PHONE_MESSAGE] });
          }
          changes.mobile = mobile;
          changes.smsVerifiedAt = null;
        }
      }
      if (body.reality_minutes !== undefined) changes.realityMinutes = body.reality_minutes;
      return { changes, revokeOtherSessions: false };
    }
    case 'password': {
      const current = body.password_current ?? '';
      const next = body.password ?? '';
      if (!(await verifyPassword(row.passwordHash, current))) {
        throw new AppError('password_current_wrong', undefined, {
          password_current: ['The current password is not correct.'],
        });
      }
      if (next === current) throw invalid('password', RULE_MESSAGES.password_same_as_current);
      const identity = checkPasswordAgainstIdentity(next, {
        email: row.email,
        nickname: row.username,
      });
      if (identity) throw invalid('password', RULE_MESSAGES[identity]);
      return { changes: { passwordHash: await hashPassword(next) }, revokeOtherSessions: true };
    }
    case 'imported': {
      if (row.isCrypt) throw locked('is_crypt');
      return {
        changes: { passwordHash: await hashPassword(body.password ?? ''), isCrypt: true },
        revokeOtherSessions: true,
      };
    }
    case 'limit': {
      const field = body.field!;
      if (!changeLimit) throw new AppError('bad_request', 'Limits cannot be changed here.');
      await fenceStakes(tx, row.id);
      const decided = await changeLimit(
        tx,
        { id: row.id, limits: limitsOfRow(row) },
        field,
        body[field] ?? null,
      );
      if (!decided) return { changes, revokeOtherSessions: false };
      const column = LIMIT_COLUMNS[field];
      return {
        changes: {
          [column]: column === 'maxDailyPlayingTime' ? numberOrNull(decided.set) : decided.set,
        },
        revokeOtherSessions: false,
      };
    }
    case 'exclusion': {
      if (!changeExclusion) throw new AppError('bad_request', 'Exclusions cannot be asked here.');
      // The wallet before the sessions, game sessions and bonus the exclusion ends, as a bet.
      await fenceStakes(tx, row.id);
      const set = await changeExclusion(
        tx,
        { id: row.id, status: row.status, statusExpiresAt: row.statusExpiresAt },
        body,
      );
      if (!set) return { changes, revokeOtherSessions: false };
      // An excluded or closed player receives no marketing (decision 25).
      return {
        changes: { ...set, newsletter: false, marketingConsent: false },
        revokeOtherSessions: false,
      };
    }
    default:
      // The schema already refuses a mixed body; this guards callers that skip it.
      throw new AppError('validation_failed', undefined, {
        body: ['Send one kind of change at a time, with all of its fields.'],
      });
  }
};
