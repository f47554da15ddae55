import {
  BONUS_CHOICE_CODE,
  checkAddressField,
  checkBonusCode,
  checkDateOfBirth,
  checkEmail,
  checkGender,
  checkName,
  checkNickname,
  checkPassword,
  checkPasswordAgainstIdentity,
  checkPasswordConfirmation,
  checkPhoneNumber,
  checkPhonePrefix,
  shouldCheckConfirmation,
  type RuleKey,
} from '@prime/contract/rules';

/** Step 0 as the form keeps it (spec 02 §3). */
export type AccountValues = {
  country: string;
  currencyId: string;
  campaign: string;
  bonusCode: string;
  nickname: string;
  email: string;
  password: string;
  confirmPassword: string;
  phonePrefix: string;
  phoneNumber: string;
};

export type AccountErrors = Partial<Record<keyof AccountValues, RuleKey>>;

/** Fields that must not be empty before the code is sent (spec 02 §5). */
export const REQUIRED_ACCOUNT_FIELDS = [
  'country',
  'currencyId',
  'campaign',
  'nickname',
  'email',
  'password',
  'confirmPassword',
] as const satisfies readonly (keyof AccountValues)[];

export const emptyAccountFields = (values: AccountValues): (keyof AccountValues)[] => {
  const empty: (keyof AccountValues)[] = REQUIRED_ACCOUNT_FIELDS.filter(
    (field) => values[field].trim() === '',
  );
  if (values.campaign === BONUS_CHOICE_CODE && values.bonusCode.trim() === '') {
    empty.push('bonusCode');
  }
  return empty;
};

/** Every rule of step 0 the browser can check; availability is asked from the server. */
export const validateAccount = (values: AccountValues): AccountErrors => {
  const errors: AccountErrors = {};
  const set = (field: keyof AccountValues, rule: RuleKey | null) => {
    if (rule) errors[field] = rule;
  };
  set('nickname', checkNickname(values.nickname));
  set('email', checkEmail(values.email));
  set(
    'password',
    checkPassword(values.password) ??
      checkPasswordAgainstIdentity(values.password, {
        email: values.email,
        nickname: values.nickname,
      }),
  );
  if (shouldCheckConfirmation(values.confirmPassword) || values.confirmPassword === '') {
    set(
      'confirmPassword',
      values.confirmPassword === ''
        ? 'required'
        : checkPasswordConfirmation(values.password, values.confirmPassword),
    );
  }
  set('phonePrefix', checkPhonePrefix(values.phonePrefix));
  set('phoneNumber', checkPhoneNumber(values.phonePrefix, values.phoneNumber));
  if (values.campaign === BONUS_CHOICE_CODE) set('bonusCode', checkBonusCode(values.bonusCode));
  return errors;
};

/** Step 2 as the form keeps it. */
export type PersonalValues = {
  firstName: string;
  lastName: string;
  gender: string;
  street: string;
  streetNumber: string;
  city: string;
  postalCode: string;
  birthCountry: string;
  day: string;
  month: string;
  year: string;
  terms: boolean;
  newsletter: boolean;
  isPep: boolean;
  isUbo: boolean;
};

export const dobParts = (values: Pick<PersonalValues, 'day' | 'month' | 'year'>) => ({
  year: Number(values.year),
  month: Number(values.month),
  day: Number(values.day),
});

export const dobRule = (values: PersonalValues, now = new Date()): RuleKey | null =>
  values.day && values.month && values.year ? checkDateOfBirth(dobParts(values), now) : 'required';

/** What step 2 shows as typed: a name's rule once it is not empty, the age once the date is whole. */
export const personalErrors = (
  values: PersonalValues,
  now = new Date(),
): Partial<Record<'firstName' | 'lastName' | 'dob', RuleKey>> => {
  const nameRule = (name: string) => (name === '' ? undefined : (checkName(name) ?? undefined));
  const isDateWhole = values.day !== '' && values.month !== '' && values.year !== '';
  return {
    firstName: nameRule(values.firstName),
    lastName: nameRule(values.lastName),
    dob: isDateWhole ? (dobRule(values, now) ?? undefined) : undefined,
  };
};

/**
 * The Register button (spec 02 §5): names, gender, address filled and valid, adult, terms
 * checked, captcha solved and the phone prefix valid.
 */
export const canRegister = (
  values: PersonalValues,
  state: { captchaSolved: boolean; phonePrefix: string | null },
  now = new Date(),
): boolean =>
  checkName(values.firstName) === null &&
  checkName(values.lastName) === null &&
  checkGender(values.gender) === null &&
  [values.street, values.streetNumber, values.city, values.postalCode].every(
    (field) => checkAddressField(field) === null,
  ) &&
  values.birthCountry !== '' &&
  dobRule(values, now) === null &&
  values.terms &&
  state.captchaSolved &&
  (state.phonePrefix === null || checkPhonePrefix(state.phonePrefix) === null);
