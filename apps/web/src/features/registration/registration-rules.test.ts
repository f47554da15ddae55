import { describe, expect, it } from 'vitest';
import { secondsUntilResend } from './registration-progress';
import {
  canRegister,
  emptyAccountFields,
  validateAccount,
  type AccountValues,
  type PersonalValues,
} from './registration-rules';

const account: AccountValues = {
  country: 'CZ',
  currencyId: '42',
  campaign: 'no-promo',
  bonusCode: '',
  nickname: 'player123',
  email: 'player123@example.com',
  password: 'Secret#2026',
  confirmPassword: 'Secret#2026',
  phonePrefix: '+420',
  phoneNumber: '',
};

const personal: PersonalValues = {
  firstName: 'Jana',
  lastName: 'Nova',
  gender: 'female',
  street: 'Main',
  streetNumber: '1',
  city: 'Praha',
  postalCode: '11000',
  birthCountry: 'CZ',
  day: '17',
  month: '5',
  year: '1990',
  terms: true,
  newsletter: false,
  isPep: false,
  isUbo: false,
};

const NOW = new Date('2026-06-01T12:00:00Z');

describe('step 0 rules', () => {
  it('passes a complete account', () => {
    expect(validateAccount(account)).toEqual({});
    expect(emptyAccountFields(account)).toEqual([]);
  });

  it('lists the empty required fields, and the bonus code only for bonuscode', () => {
    expect(emptyAccountFields({ ...account, nickname: '', campaign: '' })).toEqual([
      'campaign',
      'nickname',
    ]);
    expect(emptyAccountFields({ ...account, campaign: 'bonuscode' })).toEqual(['bonusCode']);
  });

  it.each([
    [{ nickname: 'abc' }, 'nickname', 'username_error_min'],
    [{ nickname: 'a'.repeat(26) }, 'nickname', 'username_error_max'],
    [{ email: 'not-an-email' }, 'email', 'email_error'],
    [{ password: 'weak', confirmPassword: 'weak' }, 'password', 'password_error'],
    [{ email: 'Secret#2026@example.com' }, 'password', 'password_nickname_email_check'],
    [{ confirmPassword: 'Secret#2027' }, 'confirmPassword', 'passwords_no_match'],
    [{ phonePrefix: '420' }, 'phonePrefix', 'phone_prefix_invalid'],
    [{ phoneNumber: '420601234567' }, 'phoneNumber', 'remove_phone_prefix'],
    [{ campaign: 'bonuscode', bonusCode: 'A B' }, 'bonusCode', 'spaces_not_allowed'],
  ] as const)('%o → %s: %s', (override, field, rule) => {
    expect(validateAccount({ ...account, ...override })[field]).toBe(rule);
  });

  it('compares the confirmation only from 5 characters', () => {
    expect(
      validateAccount({ ...account, confirmPassword: 'Secr' }).confirmPassword,
    ).toBeUndefined();
    expect(validateAccount({ ...account, confirmPassword: 'Secre' }).confirmPassword).toBe(
      'passwords_no_match',
    );
  });
});

describe('the Register button', () => {
  const state = { captchaSolved: true, phonePrefix: '+420' };

  it('enables with everything valid', () => {
    expect(canRegister(personal, state, NOW)).toBe(true);
  });

  it.each([
    ['no first name', { firstName: '' }],
    ['a first name with symbols', { firstName: 'Jan@' }],
    ['no gender', { gender: '' }],
    ['no street', { street: '' }],
    ['no street number', { streetNumber: '' }],
    ['no city', { city: '' }],
    ['no postal code', { postalCode: '' }],
    ['a minor', { year: '2009' }],
    ['a date that does not exist', { day: '31', month: '2' }],
    ['terms unchecked', { terms: false }],
  ])('stays disabled with %s', (_label, override) => {
    expect(canRegister({ ...personal, ...override }, state, NOW)).toBe(false);
  });

  it('needs the captcha and a valid prefix (or no phone at all)', () => {
    expect(canRegister(personal, { ...state, captchaSolved: false }, NOW)).toBe(false);
    expect(canRegister(personal, { ...state, phonePrefix: '420' }, NOW)).toBe(false);
    expect(canRegister(personal, { ...state, phonePrefix: null }, NOW)).toBe(true);
  });
});

describe('resend countdown', () => {
  it('counts 60 s from the stored send time', () => {
    const sent = Date.parse('2026-06-01T12:00:00Z');
    expect(secondsUntilResend(undefined, sent)).toBe(0);
    expect(secondsUntilResend(sent, sent)).toBe(60);
    expect(secondsUntilResend(sent, sent + 45_500)).toBe(15);
    expect(secondsUntilResend(sent, sent + 61_000)).toBe(0);
  });
});
