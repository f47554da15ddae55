import { describe, expect, it } from 'vitest';
import {
  birthYearOptions,
  checkAddressField,
  checkBonusCode,
  checkDateOfBirth,
  checkEmail,
  checkGender,
  checkImportedPassword,
  checkName,
  checkNickname,
  checkPassword,
  checkPasswordAgainstIdentity,
  checkPasswordConfirmation,
  checkPhoneNumber,
  checkPhonePrefix,
  checkProfilePhone,
  checkRealityMinutes,
  checkVerificationCode,
  normalizePhoneNumber,
  normalizeProfilePhone,
  passwordParts,
  RULE_MESSAGES,
  sanitizeName,
  sanitizeNickname,
  shouldCheckConfirmation,
} from './identity';

describe('nickname', () => {
  it.each([
    ['', 'required'],
    ['abc de', 'spaces_not_allowed'],
    ['abc.def', 'special_characters'],
    ['abcde', 'username_error_min'],
    ['abcdef', null],
    ['a'.repeat(25), null],
    ['a'.repeat(26), 'username_error_max'],
    ['Player2026', null],
  ])('%j -> %s', (value, expected) => expect(checkNickname(value)).toBe(expected));

  it.each([
    ['Žluťoučký', 'Zlutoucky', true],
    ['Player😀One!', 'PlayerOne', true],
    ['plain123', 'plain123', false],
    ['Straße', 'Strasse', true],
  ])('sanitises %j to %j', (input, value, changed) =>
    expect(sanitizeNickname(input)).toEqual({ value, changed }),
  );
});

describe('names', () => {
  it.each([
    ['Novák', 'Novak'],
    ['Mary  Ann', 'Mary Ann'],
    ["O'Brien-Smith", "O'Brien-Smith"],
    ['Anna!?.', 'Anna'],
    ['Łukasz 🎉', 'Lukasz '],
  ])('sanitises %j to %j', (input, value) => expect(sanitizeName(input).value).toBe(value));

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['Anna', null],
    ['Anna!', 'special_characters'],
    ['123', 'special_characters'],
    ['a'.repeat(61), 'too_long'],
  ])('%j -> %s', (value, expected) => expect(checkName(value)).toBe(expected));
});

describe('e-mail', () => {
  it.each([
    ['', 'required'],
    ['a b@example.com', 'spaces_not_allowed'],
    ['a@b.c', 'email_error'],
    ['player@example', 'email_error'],
    ['player@@example.com', 'email_error'],
    ['player@example.com', null],
    [`${'a'.repeat(250)}@x.io`, 'too_long'],
  ])('%j -> %s', (value, expected) => expect(checkEmail(value)).toBe(expected));
});

describe('password', () => {
  it.each([
    ['', 'required'],
    ['Abc 12#xyz', 'spaces_not_allowed'],
    ['Ab1#xyz', 'password_error'],
    ['abcdef1#', 'password_error'],
    ['ABCDEF1#', 'password_error'],
    ['Abcdefg#', 'password_error'],
    ['Abcdefg1', 'password_error'],
    ['Abcdef1#', null],
    [`Ab1#${'x'.repeat(125)}`, 'password_too_long'],
  ])('%j -> %s', (value, expected) => expect(checkPassword(value)).toBe(expected));

  it.each([
    ['Abcdef1!', null],
    ['Abcdef1#', 'imported_password_error'],
    ['Abcde1!', 'imported_password_error'],
    ['abcdef1!', 'imported_password_error'],
  ])('imported %j -> %s', (value, expected) => expect(checkImportedPassword(value)).toBe(expected));

  it.each([
    [
      'Player2026',
      { nickname: 'player2026', email: 'x@example.com' },
      'password_nickname_email_check',
    ],
    [
      'Anna.Demo',
      { nickname: 'annademo', email: 'anna.demo@example.com' },
      'password_nickname_email_check',
    ],
    ['Other#123', { nickname: 'annademo', email: 'anna.demo@example.com' }, null],
  ])('%j against %j -> %s', (password, identity, expected) =>
    expect(checkPasswordAgainstIdentity(password, identity)).toBe(expected),
  );

  it('compares the confirmation from 5 characters', () => {
    expect(shouldCheckConfirmation('Abcd')).toBe(false);
    expect(shouldCheckConfirmation('Abcde')).toBe(true);
    expect(checkPasswordConfirmation('Abcdef1#', 'Abcdef1#')).toBeNull();
    expect(checkPasswordConfirmation('Abcdef1#', 'Abcdef1$')).toBe('passwords_no_match');
  });
});

describe('phone', () => {
  it.each([
    ['+44', null],
    ['+4201', null],
    ['44', 'phone_prefix_invalid'],
    ['+', 'phone_prefix_invalid'],
    ['+42011', 'phone_prefix_invalid'],
    ['+4a', 'phone_prefix_invalid'],
  ])('prefix %j -> %s', (value, expected) => expect(checkPhonePrefix(value)).toBe(expected));

  it('keeps digits and drops leading zeros', () => {
    expect(normalizePhoneNumber('0 601-000 000')).toBe('601000000');
  });

  it.each([
    ['+420', '', null],
    ['+420', '601000000', null],
    ['+420', '420601000000', 'remove_phone_prefix'],
    ['+44', '4420', null],
    ['+44', '12a', 'invalid_phone'],
    ['+44', '1'.repeat(19), 'invalid_phone'],
  ])('number %j %j -> %s', (prefix, number, expected) =>
    expect(checkPhoneNumber(prefix, number)).toBe(expected),
  );

  it.each([
    [' +420 601-000-000', '+420601000000'],
    ['00420601000000', '00420601000000'],
    ['+1234567890123456789012', '+123456789012345678'.padEnd(20, '9').slice(0, 20)],
  ])('profile phone %j -> %j', (value, expected) =>
    expect(normalizeProfilePhone(value).length).toBeLessThanOrEqual(expected.length),
  );

  it.each([
    ['', 'required'],
    ['+4206010', 'invalid_phone'],
    ['+42060100', null],
    ['+420601000000', null],
    ['420-601', 'invalid_phone'],
  ])('profile %j -> %s', (value, expected) => expect(checkProfilePhone(value)).toBe(expected));
});

describe('codes and choices', () => {
  it.each([
    ['', 'code_required'],
    ['12', 'code_too_short'],
    ['123', null],
    ['1'.repeat(13), 'too_long'],
  ])('code %j -> %s', (value, expected) => expect(checkVerificationCode(value)).toBe(expected));

  it.each([
    ['WELCOME', null],
    ['WEL COME', 'spaces_not_allowed'],
    ['', 'required'],
  ])('bonus code %j -> %s', (value, expected) => expect(checkBonusCode(value)).toBe(expected));

  it.each([
    ['male', null],
    ['female', null],
    ['other', null],
    ['x', 'gender_invalid'],
  ])('gender %j -> %s', (value, expected) => expect(checkGender(value)).toBe(expected));

  it.each([
    [15, null],
    [60, null],
    [20, 'reality_minutes_invalid'],
  ])('reality minutes %j -> %s', (value, expected) =>
    expect(checkRealityMinutes(value)).toBe(expected),
  );

  it.each([
    ['', 'required'],
    ['Main Street', null],
    ['x'.repeat(121), 'too_long'],
  ])('address %j -> %s', (value, expected) => expect(checkAddressField(value)).toBe(expected));
});

describe('date of birth', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it.each([
    [{ year: 2008, month: 11, day: 23 }, null],
    [{ year: 2008, month: 11, day: 24 }, 'dob_error'],
    [{ year: 2001, month: 2, day: 29 }, 'dob_invalid'],
    [{ year: 2000, month: 2, day: 29 }, null],
    [{ year: 1990, month: 13, day: 1 }, 'dob_invalid'],
    [{ year: 2030, month: 1, day: 1 }, 'dob_invalid'],
    [{ year: 1900, month: 1, day: 1 }, 'dob_invalid'],
  ])('%j -> %s', (birth, expected) => expect(checkDateOfBirth(birth, now)).toBe(expected));

  it('offers years from 17 to 115 years ago', () => {
    const years = birthYearOptions(now);
    expect(years[0]).toBe(2009);
    expect(years.at(-1)).toBe(1911);
  });
});

it('has an English message for every rule key', () => {
  for (const message of Object.values(RULE_MESSAGES)) expect(message.length).toBeGreaterThan(5);
});

describe('password parts', () => {
  it.each([
    [
      '',
      {
        length: false,
        lower: false,
        upper: false,
        digit: false,
        special: false,
        noSpaces: false,
        importedSpecial: false,
      },
    ],
    [
      'abcdefgh',
      {
        length: true,
        lower: true,
        upper: false,
        digit: false,
        special: false,
        noSpaces: true,
        importedSpecial: false,
      },
    ],
    [
      'ABC1',
      {
        length: false,
        lower: false,
        upper: true,
        digit: true,
        special: false,
        noSpaces: true,
        importedSpecial: false,
      },
    ],
    [
      'Abc 1#',
      {
        length: false,
        lower: true,
        upper: true,
        digit: true,
        special: true,
        noSpaces: false,
        importedSpecial: false,
      },
    ],
    [
      'Fresh1@pass',
      {
        length: true,
        lower: true,
        upper: true,
        digit: true,
        special: true,
        noSpaces: true,
        importedSpecial: true,
      },
    ],
    [
      'Fresh1@pass#',
      {
        length: true,
        lower: true,
        upper: true,
        digit: true,
        special: true,
        noSpaces: true,
        importedSpecial: false,
      },
    ],
  ])('%j', (value, parts) => {
    expect(passwordParts(value)).toEqual(parts);
  });

  it('agrees with the verdicts when every part holds', () => {
    for (const value of ['Fresh1@pass', 'Renewed#2027', 'weak', 'Abc 1#defg']) {
      const parts = passwordParts(value);
      const all = parts.length && parts.lower && parts.upper && parts.digit && parts.special;
      expect(all && parts.noSpaces).toBe(checkPassword(value) === null);
      expect(all && parts.importedSpecial).toBe(checkImportedPassword(value) === null);
    }
  });
});
