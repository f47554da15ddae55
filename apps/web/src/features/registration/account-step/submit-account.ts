import type { RegisterBody } from '@prime/contract';
import { BONUS_CHOICE_CODE, joinPhone } from '@prime/contract/rules';
import { isApiError } from '../../../shared/api/api-error';
import { readCookie } from '../../../shared/storage/cookies';
import { COOKIE_NAMES } from '../../../shared/storage/keys';
import type { RegistrationCalls } from '../api/registration-calls';
import type { AccountErrors, AccountValues } from '../registration-rules';

/** What step 1 needs of a new account. */
export type Registered = {
  token: string;
  userId: number;
  email: string;
  mobile: string | null;
  phonePrefix: string;
};

/** How a submit of step 0 ended; the step turns it into messages. */
export type SubmitOutcome =
  | { kind: 'registered'; registered: Registered }
  | { kind: 'phone_used' }
  | { kind: 'phone_invalid' }
  | { kind: 'already_used'; errors: AccountErrors }
  | { kind: 'promo_code_invalid' }
  /** The server refused a field: its name there, the form's field when there is one, and why. */
  | { kind: 'refused'; name: string; field: keyof AccountValues | undefined; message: string }
  | { kind: 'failed' };

/** Server field names → form field names. */
const SERVER_FIELDS: Record<string, keyof AccountValues> = {
  username: 'nickname',
  email: 'email',
  mobile: 'phoneNumber',
  password: 'password',
  password_confirmation: 'confirmPassword',
  promocode: 'bonusCode',
};

/** The register call's body (spec 02 §7): what step 0 asks, and the spec's fixed values. */
export const buildRegisterBody = (
  values: AccountValues,
  language: string,
  mobile: string | null,
): RegisterBody => {
  const affiliate = readCookie(COOKIE_NAMES.btag);
  return {
    email: values.email,
    password: values.password,
    password_confirmation: values.confirmPassword,
    acceptance: 1,
    country: values.country,
    currency_id: Number(values.currencyId),
    promocode: values.campaign === BONUS_CHOICE_CODE ? values.bonusCode : values.campaign,
    name: values.nickname,
    username: values.nickname,
    nocheck: 1,
    domain: window.location.hostname,
    mobile,
    dob: '1970-01-01',
    force_smtp: 1,
    language: language as RegisterBody['language'],
    ...(affiliate ? { affiliate_code: affiliate } : {}),
  };
};

const outcomeOfFailure = (error: unknown): SubmitOutcome => {
  if (!isApiError(error)) return { kind: 'failed' };
  if (error.code === 'already_used' && error.errors) {
    const errors: AccountErrors = {};
    if (error.errors['username']) errors.nickname = 'nickname_already_used';
    if (error.errors['email']) errors.email = 'email_already_used';
    if (error.errors['mobile']) errors.phoneNumber = 'phone_already_used';
    return { kind: 'already_used', errors };
  }
  if (error.code === 'promo_code_invalid') return { kind: 'promo_code_invalid' };
  const first = error.errors ? Object.entries(error.errors)[0] : undefined;
  if (!first) return { kind: 'failed' };
  const [name, messages] = first;
  return { kind: 'refused', name, field: SERVER_FIELDS[name], message: messages[0] ?? '' };
};

/**
 * Step 0's calls once the form holds: the phone's check when one is given, then the account.
 * The server has the last word on every rule the form checked.
 */
export const submitAccount = async (
  calls: RegistrationCalls,
  values: AccountValues,
  language: string,
): Promise<SubmitOutcome> => {
  const mobile = joinPhone(values.phonePrefix, values.phoneNumber);
  try {
    if (mobile) {
      try {
        const phone = await calls.checkMobile(mobile);
        if (!phone.available) return { kind: 'phone_used' };
      } catch (error) {
        if (isApiError(error) && error.status === 422) return { kind: 'phone_invalid' };
        throw error;
      }
    }
    const result = await calls.register(buildRegisterBody(values, language, mobile));
    return {
      kind: 'registered',
      registered: {
        token: result.token,
        userId: result.data.id,
        email: values.email,
        mobile,
        phonePrefix: values.phonePrefix,
      },
    };
  } catch (error) {
    return outcomeOfFailure(error);
  }
};
