/**
 * Validation rules of spec 02 §5 for registration, login, recovery, reset and the profile.
 * Plain functions with no dependencies: the site runs them as the player types and the API
 * runs the same ones on every request, so no rule is written twice.
 *
 * A rule answers `null` when the value passes, else the key of its message: the site shows the
 * translated text of that key (registration section) and the API answers its English text
 * (RULE_MESSAGES) in a 422.
 */

export const NICKNAME_MIN_LENGTH = 6;
export const NICKNAME_MAX_LENGTH = 25;
export const EMAIL_MIN_LENGTH = 6;
/** RFC 5321 limit of a forward path. */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
/** Longer passwords are refused so hashing stays cheap for the server. */
export const PASSWORD_MAX_LENGTH = 128;
/** The confirmation is compared from this many characters on. */
export const PASSWORD_CONFIRM_CHECK_FROM = 5;
/** A verification code needs more than this many characters before it can be sent. */
export const VERIFICATION_CODE_MIN_LENGTH = 3;
export const VERIFICATION_CODE_MAX_LENGTH = 12;
export const NAME_MAX_LENGTH = 60;
export const ADDRESS_FIELD_MAX_LENGTH = 120;
export const BONUS_CODE_MAX_LENGTH = 40;
/** Registration phone: the prefix is + and 1 to 4 digits. */
export const PHONE_PREFIX_MAX_DIGITS = 4;
/** Profile phone: at most 20 characters, 8 to 20 digits. */
export const PROFILE_PHONE_MAX_LENGTH = 20;
export const PHONE_MIN_DIGITS = 8;
export const PHONE_MAX_DIGITS = 20;
/** Players must be this old. */
export const ADULT_AGE = 18;
/** Birth years offered: from this many years ago ... */
export const BIRTH_YEARS_BACK_MAX = 115;
/** ... to this many years ago (an 17-year-old turning 18 this year picks a year, then the day). */
export const BIRTH_YEARS_BACK_MIN = 17;
/** Reality-check intervals a player may choose, in minutes. */
export const REALITY_MINUTES_OPTIONS = [15, 30, 45, 60] as const;
export type RealityMinutes = (typeof REALITY_MINUTES_OPTIONS)[number];
export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];
/** The two special values of the bonus choice in registration step 0. */
export const BONUS_CHOICE_CODE = 'bonuscode';
export const BONUS_CHOICE_NONE = 'no-promo';

/** Keys of rule messages; the site translates them, the API answers RULE_MESSAGES. */
export const RULE_MESSAGES = {
  required: 'This field is required.',
  fill_all_fields: 'You must fill all fields.',
  spaces_not_allowed: 'Spaces are not allowed.',
  special_characters: 'Only letters and digits are allowed.',
  username_error_min: `The nickname must have at least ${NICKNAME_MIN_LENGTH} characters.`,
  username_error_max: `The nickname may have at most ${NICKNAME_MAX_LENGTH} characters.`,
  nickname_already_used: 'This nickname is already used.',
  email_error: 'The email you provide is not valid.',
  email_already_used: 'This e-mail is already used.',
  password_error: `The password needs at least ${PASSWORD_MIN_LENGTH} characters with a lowercase letter, an uppercase letter, a digit and a special character.`,
  password_too_long: `The password may have at most ${PASSWORD_MAX_LENGTH} characters.`,
  imported_password_error: `The password needs at least ${PASSWORD_MIN_LENGTH} characters with a lowercase letter, an uppercase letter, a digit and one of @$!%*?& (no other special characters).`,
  passwords_no_match: "The password doesn't match.",
  password_nickname_email_check:
    'The password must not be the same as your nickname or the part of your e-mail before @.',
  password_same_as_current: 'The new password must differ from the current one.',
  phone_prefix_invalid: 'Follow this example: +44',
  remove_phone_prefix: 'Enter the number without the country prefix.',
  invalid_phone: 'Invalid telephone number.',
  phone_already_used: 'This phone number is already used.',
  fields_already_used: 'An account with these details already exists.',
  code_required: 'Enter the code.',
  code_too_short: `The code has at least ${VERIFICATION_CODE_MIN_LENGTH} characters.`,
  dob_invalid: 'The date of birth is not a valid date.',
  dob_error: `You must be at least ${ADULT_AGE} years old.`,
  gender_invalid: 'Choose male, female or other.',
  terms_required: 'You must accept the terms and conditions.',
  reality_minutes_invalid: `Choose ${REALITY_MINUTES_OPTIONS.join(', ')} minutes.`,
  too_long: 'This value is too long.',
} as const;
export type RuleKey = keyof typeof RULE_MESSAGES;
export type RuleResult = RuleKey | null;

const WHITESPACE = /\s/;
const LOWER = /\p{Ll}/u;
const UPPER = /\p{Lu}/u;
const DIGIT = /\d/;
/** Anything that is not a letter or digit counts as a special character. */
const SPECIAL = /[^\p{L}\p{N}]/u;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const IMPORTED_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]+$/;
const EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|[\u{1F1E6}-\u{1F1FF}]|\u200d|\ufe0f/gu;

export const hasWhitespace = (value: string): boolean => WHITESPACE.test(value);

/** Accents transliterated (é → e, ß stays a letter), emoji removed. */
const transliterate = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(EMOJI, '')
    .replace(/ß/g, 'ss')
    .replace(/[łŁ]/g, (c) => (c === 'ł' ? 'l' : 'L'))
    .replace(/[đĐ]/g, (c) => (c === 'đ' ? 'd' : 'D'))
    .replace(/[øØ]/g, (c) => (c === 'ø' ? 'o' : 'O'));

/**
 * The nickname as the form keeps it: accents transliterated, emoji and everything but ASCII
 * letters and digits removed. `changed` tells the form to show the special-character notice.
 */
export const sanitizeNickname = (value: string): { value: string; changed: boolean } => {
  const cleaned = transliterate(value).replace(/[^A-Za-z0-9]/g, '');
  return { value: cleaned, changed: cleaned !== value };
};

/**
 * A first or last name as the form keeps it: accents transliterated, emoji and `. ! ?` removed,
 * letters and digits kept, and single spaces, hyphens and apostrophes inside the name kept so
 * that real names (Mary Ann, Smith-Jones, O'Brien) survive.
 */
export const sanitizeName = (value: string): { value: string; changed: boolean } => {
  const cleaned = transliterate(value)
    .replace(/[^A-Za-z0-9 '-]/g, '')
    .replace(/ {2,}/g, ' ')
    .replace(/^[ '-]+/, '');
  return { value: cleaned, changed: cleaned !== value };
};

export const checkNickname = (value: string): RuleResult => {
  if (value.length === 0) return 'required';
  if (hasWhitespace(value)) return 'spaces_not_allowed';
  if (!/^[A-Za-z0-9]+$/.test(value)) return 'special_characters';
  if (value.length < NICKNAME_MIN_LENGTH) return 'username_error_min';
  if (value.length > NICKNAME_MAX_LENGTH) return 'username_error_max';
  return null;
};

export const checkEmail = (value: string): RuleResult => {
  if (value.length === 0) return 'required';
  if (hasWhitespace(value)) return 'spaces_not_allowed';
  if (value.length > EMAIL_MAX_LENGTH) return 'too_long';
  if (value.length < EMAIL_MIN_LENGTH || !EMAIL_PATTERN.test(value)) return 'email_error';
  return null;
};

/** At least 8 characters with a lowercase and an uppercase letter, a digit and a special one. */
export const checkPassword = (value: string): RuleResult => {
  if (value.length === 0) return 'required';
  if (hasWhitespace(value)) return 'spaces_not_allowed';
  if (value.length > PASSWORD_MAX_LENGTH) return 'password_too_long';
  const strong =
    value.length >= PASSWORD_MIN_LENGTH &&
    LOWER.test(value) &&
    UPPER.test(value) &&
    DIGIT.test(value) &&
    SPECIAL.test(value);
  return strong ? null : 'password_error';
};

/**
 * The parts of the password rules one by one, so a form can tick them off as the player
 * types. `checkPassword` and `checkImportedPassword` stay the verdicts.
 */
export const passwordParts = (value: string) => ({
  length: value.length >= PASSWORD_MIN_LENGTH,
  lower: LOWER.test(value),
  upper: UPPER.test(value),
  digit: DIGIT.test(value),
  special: SPECIAL.test(value),
  noSpaces: value.length > 0 && !hasWhitespace(value),
  /** Imported players: a special character from @$!%*?& and no other one. */
  importedSpecial: /[@$!%*?&]/.test(value) && /^[A-Za-z\d@$!%*?&]*$/.test(value),
});
export type PasswordParts = ReturnType<typeof passwordParts>;

/** Imported players: at least 8, letters and digits, and specials only from @$!%*?&. */
export const checkImportedPassword = (value: string): RuleResult => {
  if (value.length === 0) return 'required';
  if (value.length > PASSWORD_MAX_LENGTH) return 'password_too_long';
  if (value.length < PASSWORD_MIN_LENGTH || !IMPORTED_PASSWORD.test(value)) {
    return 'imported_password_error';
  }
  return null;
};

/** The password must not be the nickname or the e-mail's local part (case-insensitive). */
export const checkPasswordAgainstIdentity = (
  password: string,
  identity: { email?: string | null; nickname?: string | null },
): RuleResult => {
  const lower = password.toLowerCase();
  const localPart = identity.email?.split('@')[0]?.toLowerCase();
  const nickname = identity.nickname?.toLowerCase();
  if ((localPart && lower === localPart) || (nickname && lower === nickname)) {
    return 'password_nickname_email_check';
  }
  return null;
};

/** Equal confirmation. The form shows the result once the confirmation has 5 characters. */
export const checkPasswordConfirmation = (password: string, confirmation: string): RuleResult =>
  password === confirmation ? null : 'passwords_no_match';

/** Whether the form should already compare the confirmation. */
export const shouldCheckConfirmation = (confirmation: string): boolean =>
  confirmation.length >= PASSWORD_CONFIRM_CHECK_FROM;

/** Registration prefix: + and 1 to 4 digits, as in +44. */
export const checkPhonePrefix = (prefix: string): RuleResult =>
  new RegExp(`^\\+\\d{1,${PHONE_PREFIX_MAX_DIGITS}}$`).test(prefix) ? null : 'phone_prefix_invalid';

/** Registration number as the form keeps it: digits only, leading zeros removed. */
export const normalizePhoneNumber = (value: string): string =>
  value.replace(/\D/g, '').replace(/^0+/, '');

/**
 * Registration number (already normalised): may be empty; longer than 4 and starting with the
 * prefix's digits means the player typed the prefix twice. The API also checks prefix plus
 * number with a numbering plan (invalid_phone).
 */
export const checkPhoneNumber = (prefix: string, number: string): RuleResult => {
  if (number.length === 0) return null;
  if (!/^\d+$/.test(number)) return 'invalid_phone';
  const prefixDigits = prefix.replace(/^\+/, '');
  if (number.length > 4 && prefixDigits.length > 0 && number.startsWith(prefixDigits)) {
    return 'remove_phone_prefix';
  }
  if (prefixDigits.length + number.length > PHONE_MAX_DIGITS) return 'invalid_phone';
  return null;
};

/** The full registration phone, or null when the number is empty. */
export const joinPhone = (prefix: string, number: string): string | null =>
  number.length === 0 ? null : `${prefix}${number}`;

/** Profile phone as the form keeps it: one leading +, digits, at most 20 characters. */
export const normalizeProfilePhone = (value: string): string => {
  const plus = value.trimStart().startsWith('+') ? '+' : '';
  return `${plus}${value.replace(/\D/g, '')}`.slice(0, PROFILE_PHONE_MAX_LENGTH);
};

export const checkProfilePhone = (value: string): RuleResult => {
  if (value.length === 0) return 'required';
  if (value.length > PROFILE_PHONE_MAX_LENGTH || !/^\+?\d+$/.test(value)) return 'invalid_phone';
  const digits = value.replace(/\D/g, '').length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS ? null : 'invalid_phone';
};

/** A verification code: required, and more than 2 characters before it can be sent. */
export const checkVerificationCode = (value: string): RuleResult => {
  const code = value.trim();
  if (code.length === 0) return 'code_required';
  if (code.length < VERIFICATION_CODE_MIN_LENGTH) return 'code_too_short';
  if (code.length > VERIFICATION_CODE_MAX_LENGTH) return 'too_long';
  return null;
};

export const checkBonusCode = (value: string): RuleResult => {
  if (value.length === 0) return 'required';
  if (hasWhitespace(value)) return 'spaces_not_allowed';
  if (value.length > BONUS_CODE_MAX_LENGTH) return 'too_long';
  return null;
};

/** A first or last name: required, already in its sanitised form, at most 60 characters. */
export const checkName = (value: string): RuleResult => {
  if (value.trim().length === 0) return 'required';
  if (value.length > NAME_MAX_LENGTH) return 'too_long';
  return sanitizeName(value).value === value && /[A-Za-z]/.test(value)
    ? null
    : 'special_characters';
};

/** Street, street number, city, postal code: required and not overlong. */
export const checkAddressField = (value: string): RuleResult => {
  if (value.trim().length === 0) return 'required';
  return value.length > ADDRESS_FIELD_MAX_LENGTH ? 'too_long' : null;
};

export const checkGender = (value: string): RuleResult =>
  (GENDERS as readonly string[]).includes(value) ? null : 'gender_invalid';

export const checkRealityMinutes = (value: number): RuleResult =>
  (REALITY_MINUTES_OPTIONS as readonly number[]).includes(value) ? null : 'reality_minutes_invalid';

export type DateParts = { year: number; month: number; day: number };

/** `YYYY-MM-DD` from its parts (month 1 to 12). */
export const formatDateParts = ({ year, month, day }: DateParts): string =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The parts of a `YYYY-MM-DD` text, or null when it is not a real calendar date. */
export const parseIsoDate = (value: string): DateParts | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const parts = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isRealDate(parts) ? parts : null;
};

export const isRealDate = ({ year, month, day }: DateParts): boolean => {
  if (![year, month, day].every(Number.isInteger) || year < 1 || month < 1 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
};

/** Whole years between a birth date and `today` (a UTC day). */
export const ageOn = (birth: DateParts, today: DateParts): number => {
  const hadBirthday =
    today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
};

export const todayParts = (now: Date = new Date()): DateParts => ({
  year: now.getUTCFullYear(),
  month: now.getUTCMonth() + 1,
  day: now.getUTCDate(),
});

/** A real date, not in the future, and at least 18 years ago. */
export const checkDateOfBirth = (birth: DateParts, now: Date = new Date()): RuleResult => {
  if (!isRealDate(birth)) return 'dob_invalid';
  const today = todayParts(now);
  const age = ageOn(birth, today);
  if (age < 0 || today.year - birth.year > BIRTH_YEARS_BACK_MAX) return 'dob_invalid';
  return age >= ADULT_AGE ? null : 'dob_error';
};

/** The birth years the form offers, newest first: 17 to 115 years ago. */
export const birthYearOptions = (now: Date = new Date()): number[] => {
  const year = now.getUTCFullYear();
  const years: number[] = [];
  for (let y = year - BIRTH_YEARS_BACK_MIN; y >= year - BIRTH_YEARS_BACK_MAX; y -= 1) years.push(y);
  return years;
};
