import {
  ACTIVATION_TOKEN_HOURS,
  BONUS_CHOICE_NONE,
  PEP_UBO_AML_SCORE,
  PEP_UBO_MAX_DAILY_DEPOSIT,
  RULE_MESSAGES,
  toMinor,
  type CompleteRegistrationInput,
  type CompleteRegistrationResult,
  type RegisterInput,
  type RegisterResult,
  type TokenStatus,
} from '@prime/contract';
import { isValidPhoneNumber, parsePhoneNumberWithError } from 'libphonenumber-js';
import type { Db } from '../../db/client';
import { AppError, defaultMessage } from '../../lib/app-error';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../../lib/password';
import type { PlayerTokensService } from '../auth/player-tokens.service';
import type { CampaignsService } from '../campaigns/campaigns.service';
import type { CaptchaService } from '../captcha/captcha.service';
import type { GeoService } from '../geo/geo.service';
import type { PlayerIdentityService } from '../players/identity.service';
import type { VerificationService } from '../verification/verification.service';
import { FIRST_LOGIN_DEDUPE_KEY, type MessagesService } from '../messages/messages.service';
import { firstLoginTexts, manualScoreNote } from './registration-texts';

const ACTIVATION_TTL_MS = ACTIVATION_TOKEN_HOURS * 3_600_000;

const invalidPhone = () =>
  new AppError('validation_failed', RULE_MESSAGES.invalid_phone, {
    mobile: [RULE_MESSAGES.invalid_phone],
  });

/** A full number with its + prefix in E.164, or `invalid_phone`. */
const normalizeMobile = (mobile: string): string => {
  if (!mobile.startsWith('+') || !isValidPhoneNumber(mobile)) throw invalidPhone();
  try {
    return parsePhoneNumberWithError(mobile).number;
  } catch {
    throw invalidPhone();
  }
};

export type RegistrationDeps = {
  db: Db;
  players: PlayerIdentityService;
  tokens: PlayerTokensService;
  verification: VerificationService;
  campaigns: CampaignsService;
  captcha: CaptchaService;
  geo: GeoService;
  publicUrl: string;
  /** Tells the player a message (the messages module): the firstLogin prompt. */
  tell: MessagesService['tell'];
  /** Unlinks a removed registration's login tries from it (the auth module's login guard). */
  forgetLogins?: (tx: Db, playerId: number) => Promise<void>;
  /** Opens the player's basic KYC level (the kyc module); its failure is the caller's to log. */
  openBasicKyc?: (player: { skinId: number; playerId: number }) => Promise<void>;
};

/**
 * The registration wizard on the server (spec 02 §4, §5): every rule of the form is checked
 * again here; the server alone decides status, limits, AML score and notes.
 */
export const createRegistrationService = (deps: RegistrationDeps) => {
  const { db, players, tokens, verification } = deps;

  const checkMobile = async (
    skinId: number,
    mobile: string,
    options: { smsVerified?: boolean | undefined; skipEmpty?: boolean | undefined },
  ): Promise<boolean> => {
    if (mobile === '') {
      if (options.skipEmpty) return true;
      throw new AppError('validation_failed', RULE_MESSAGES.required, {
        mobile: [RULE_MESSAGES.required],
      });
    }
    return !(await players.isMobileTaken(skinId, normalizeMobile(mobile), {
      verifiedOnly: options.smsVerified ?? false,
    }));
  };

  /** Taken fields answer 409 `already_used` with the message of each. */
  const assertAvailable = async (
    skinId: number,
    fields: { username: string; email: string; mobile: string | null },
  ) => {
    const [username, email, mobile] = await Promise.all([
      players.isUsernameTaken(skinId, fields.username, true),
      players.isEmailTaken(skinId, fields.email, { verifiedOnly: false, withTrashed: true }),
      fields.mobile ? players.isMobileTaken(skinId, fields.mobile, { verifiedOnly: false }) : false,
    ]);
    const errors: Record<string, string[]> = {};
    if (username) errors['username'] = [RULE_MESSAGES.nickname_already_used];
    if (email) errors['email'] = [RULE_MESSAGES.email_already_used];
    if (mobile) errors['mobile'] = [RULE_MESSAGES.phone_already_used];
    if (Object.keys(errors).length > 0) {
      throw new AppError('already_used', RULE_MESSAGES.fields_already_used, errors);
    }
  };

  /**
   * Removes a registration that was never finished: its tokens, codes and the row, in one
   * transaction under the row's lock, so a registration finished meanwhile is kept. False when
   * there is none to remove (finished, or another module's row refers to the player).
   */
  const removeUnfinished = async (skinId: number, playerId: number): Promise<boolean> => {
    try {
      return await db.transaction(async (tx) => {
        const current = await players.findPlayer(skinId, playerId, { tx, lock: true });
        if (!current || current.status !== 'incompleted') return false;
        await tokens.removeAllOf(tx, playerId);
        await verification.removeCodesOf(tx, playerId);
        await deps.forgetLogins?.(tx, playerId);
        return players.deleteUnfinished(tx, skinId, playerId);
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) return false;
      throw error;
    }
  };

  return {
    /**
     * DELETE static/players/{id}: the visitor abandons the registration their activation token
     * belongs to; a finished registration answers `step_not_allowed` and stays.
     */
    abandon: async (skinId: number, playerId: number): Promise<void> => {
      if (!(await removeUnfinished(skinId, playerId)))
        throw new AppError(
          'step_not_allowed',
          'This registration is finished and cannot be removed.',
        );
    },

    /**
     * Removes the registrations started before `before` and never finished (the timed sweep),
     * `batch` at a time, each in its own transaction; one that must stay (another module's row
     * refers to it) is passed over. Answers how many it removed.
     */
    removeAbandoned: async (before: Date, batch = 100): Promise<number> => {
      let removed = 0;
      let afterId = 0;
      for (;;) {
        const stale = await players.staleUnfinished(before, afterId, batch);
        for (const row of stale) if (await removeUnfinished(row.skinId, row.id)) removed += 1;
        if (stale.length < batch) return removed;
        afterId = stale[stale.length - 1]!.id;
      }
    },

    checkUsername: async (skinId: number, username: string, withTrashed = false) =>
      !(await players.isUsernameTaken(skinId, username, withTrashed)),

    checkEmail: async (
      skinId: number,
      email: string,
      options: { emailVerified?: boolean | undefined; withTrashed?: boolean | undefined },
    ) =>
      !(await players.isEmailTaken(skinId, email, {
        verifiedOnly: options.emailVerified ?? false,
        withTrashed: options.withTrashed ?? false,
      })),

    checkMobile,

    /** Several checks at once; `available` is true when every field sent is free. */
    checkFields: async (
      skinId: number,
      fields: {
        username?: string | undefined;
        email?: string | undefined;
        mobile?: string | undefined;
      },
    ) => {
      const result: { username?: boolean; email?: boolean; mobile?: boolean } = {};
      if (fields.username !== undefined) {
        result.username = !(await players.isUsernameTaken(skinId, fields.username, false));
      }
      if (fields.email !== undefined) {
        result.email = !(await players.isEmailTaken(skinId, fields.email, {
          verifiedOnly: false,
          withTrashed: false,
        }));
      }
      if (fields.mobile !== undefined) {
        result.mobile = await checkMobile(skinId, fields.mobile, { skipEmpty: true });
      }
      return { available: Object.values(result).every(Boolean), fields: result };
    },

    /**
     * Step 0: creates the player `incompleted`, issues the activation token and mails the
     * e-mail code with a link to continue later.
     */
    register: async (skinId: number, body: RegisterInput): Promise<RegisterResult> => {
      const [countries, currencies] = await Promise.all([
        deps.geo.listCountries(),
        deps.geo.listCurrencies(),
      ]);
      const errors: Record<string, string[]> = {};
      if (!countries.some((country) => country.code === body.country)) {
        errors['country'] = ['Choose a country from the list.'];
      }
      if (!currencies.some((currency) => currency.id === body.currency_id)) {
        errors['currency_id'] = ['Choose a currency from the list.'];
      }
      if (Object.keys(errors).length > 0) {
        throw new AppError('validation_failed', undefined, errors);
      }
      const mobile = body.mobile ? normalizeMobile(body.mobile) : null;

      let campaignId: number | null = null;
      if (body.promocode.toLowerCase() !== BONUS_CHOICE_NONE) {
        const id = await deps.campaigns.findIdByCode(
          { skinId, currencyId: body.currency_id, countryCode: body.country },
          body.promocode,
        );
        if (id === undefined) {
          throw new AppError('promo_code_invalid', undefined, {
            promocode: [defaultMessage('promo_code_invalid')],
          });
        }
        campaignId = id;
      }

      await assertAvailable(skinId, { username: body.username, email: body.email, mobile });
      const passwordHash = await hashPassword(body.password);

      let created: { id: number; token: string };
      try {
        created = await db.transaction(async (tx) => {
          const id = await players.insertPlayer(tx, {
            skinId,
            username: body.username,
            email: body.email,
            mobile,
            passwordHash,
            countryCode: body.country,
            currencyId: body.currency_id,
            language: body.language,
            referralCode: body.affiliate_code || body.btag || null,
            registrationCampaignId: campaignId,
          });
          const token = await tokens.issue(tx, id, 'activation', ACTIVATION_TTL_MS);
          return { id, token };
        });
      } catch (error) {
        // Two registrations with the same nickname or e-mail at once: the index decides.
        if (isUniqueViolation(error)) {
          throw new AppError('already_used', RULE_MESSAGES.fields_already_used);
        }
        throw error;
      }

      await verification.sendEmailCode(skinId, created.id, {
        continueUrl: `${deps.publicUrl}/${body.language}/registration/${created.token}`,
      });
      return { data: { id: created.id }, token: created.token };
    },

    /**
     * GET auth/status/{token}. Activation: the e-mail must be the account's, and opening the
     * mailed link proves the address. Password reset: only whether the link works. Neither
     * tells whether an e-mail exists.
     */
    tokenStatus: async (
      skinId: number,
      token: string,
      query: {
        type?: 'activation-token' | undefined;
        email?: string | undefined;
        emailVerified: boolean;
      },
    ): Promise<TokenStatus> => {
      if (query.type !== 'activation-token') {
        const playerId = await tokens.peek(token, 'password_reset');
        const player = playerId ? await players.findPlayer(skinId, playerId) : undefined;
        return { is_valid: Boolean(player) };
      }
      const found = await tokens.inspect(token, 'activation');
      const player = found ? await players.findPlayer(skinId, found.playerId) : undefined;
      const email = query.email?.toLowerCase();
      if (!found || !player || !email || player.email.toLowerCase() !== email) {
        return { is_valid: false };
      }
      if (player.status !== 'incompleted') {
        return {
          is_valid: false,
          completed: true,
          email_verified: Boolean(player.emailVerifiedAt),
        };
      }
      if (!found.isLive) return { is_valid: false };
      let emailVerifiedAt = player.emailVerifiedAt;
      if (query.emailVerified && !emailVerifiedAt) {
        emailVerifiedAt =
          (await db.transaction((tx) => players.markEmailVerified(tx, player.id, player.email))) ??
          null;
      }
      return {
        is_valid: true,
        user_id: player.id,
        email_verified: Boolean(emailVerifiedAt),
        completed: false,
        created_at: player.createdAt.toISOString(),
        updated_at: player.updatedAt.toISOString(),
      };
    },

    /**
     * Step 2 (PUT static/players/{id}): personal data, consent and captcha, all in one
     * transaction; the activation token is used up, so a retry changes nothing.
     */
    complete: async (
      skinId: number,
      playerId: number,
      token: string,
      body: CompleteRegistrationInput,
    ): Promise<CompleteRegistrationResult> => {
      const isPepOrUbo = body.is_pep || body.is_ubo;
      const player = await db.transaction(async (tx) => {
        const current = await players.findPlayer(skinId, playerId, { tx, lock: true });
        if (!current || current.status !== 'incompleted') throw new AppError('step_not_allowed');
        if (!current.emailVerifiedAt && !current.smsVerifiedAt) {
          throw new AppError('step_not_allowed', 'Please confirm your e-mail or phone first.');
        }
        await deps.captcha.consume(tx, body.captcha);
        const person = { firstName: body.firstname, lastName: body.lastname, dob: body.dob };
        if (await players.hasDuplicatePerson(tx, skinId, playerId, person)) {
          throw new AppError('duplicate_person');
        }
        if ((await tokens.consume(tx, token, 'activation')) !== playerId) {
          throw new AppError('invalid_token');
        }
        const updated = await players.completePlayer(tx, playerId, {
          ...person,
          gender: body.gender,
          street: body.street,
          streetNumber: body.streetNumber,
          addressLine1: `${body.street} ${body.streetNumber}`,
          city: body.city,
          postalCode: body.postal_code,
          birthCountry: body.birth_country,
          nationality: body.nationality ?? null,
          newsletter: body.newsletter,
          isPep: body.is_pep,
          isUbo: body.is_ubo,
          ...(body.referral_code ? { referralCode: body.referral_code } : {}),
          ...(isPepOrUbo
            ? {
                amlScore: PEP_UBO_AML_SCORE,
                maxDailyDeposit: toMinor(PEP_UBO_MAX_DAILY_DEPOSIT),
              }
            : {}),
        });
        if (!updated) throw new AppError('step_not_allowed');
        if (isPepOrUbo) {
          await players.insertNote(tx, {
            playerId,
            kind: 'manual_score',
            body: manualScoreNote({ isPep: body.is_pep, isUbo: body.is_ubo }, PEP_UBO_AML_SCORE),
          });
        }
        return current;
      });

      // The limits prompt the new player finds at the first login (spec 01 §4 firstLogin).
      const texts = firstLoginTexts(player.language);
      await deps.tell(playerId, {
        type: 'firstLogin',
        subject: texts.subject,
        body: texts.body(body.firstname),
        dedupeKey: FIRST_LOGIN_DEDUPE_KEY,
      });

      // Everyone is asked for the basic verification from the start (spec 02 §9 createLevel).
      await deps.openBasicKyc?.({ skinId, playerId });

      let next: CompleteRegistrationResult['next'] = 'login';
      if (!isPepOrUbo && player.mobile && !player.smsVerifiedAt) {
        try {
          await verification.sendSmsCode(skinId, playerId);
          next = 'sms_verification';
        } catch (error) {
          // A code sent moments ago still works; the player is registered either way.
          if (!(error instanceof AppError) || error.code !== 'resend_too_soon') throw error;
          next = 'sms_verification';
        }
      }
      return { id: playerId, status: 'active', next, is_pep_or_ubo: isPepOrUbo };
    },
  };
};

export type RegistrationService = ReturnType<typeof createRegistrationService>;
