import type { CompleteRegistrationBody } from '@prime/contract';
import {
  birthYearOptions,
  checkName,
  formatDateParts,
  GENDERS,
  sanitizeName,
} from '@prime/contract/rules';
import { SPECIAL_CHARACTER_NOTICE_MS } from '@prime/contract/constants';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/api-error';
import { useCountries } from './api/get-reference-data';
import { CaptchaField } from './captcha-field';
import { CheckField, FormField, SelectField, StepMessages } from './form-field';
import { canRegister, dobParts, dobRule, type PersonalValues } from './registration-rules';
import { useTimedValue } from './use-timed-flag';

const EMPTY: PersonalValues = {
  firstName: '',
  lastName: '',
  gender: '',
  street: '',
  streetNumber: '',
  city: '',
  postalCode: '',
  birthCountry: '',
  day: '',
  month: '',
  year: '',
  terms: false,
  newsletter: false,
  isPep: false,
  isUbo: false,
};

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String(from + index));

type Props = {
  phonePrefix: string | null;
  onSubmit: (body: CompleteRegistrationBody) => Promise<void>;
};

/** Step 2: personal data, date of birth, consent, captcha, PEP and UBO (spec 02 §3, §5). */
export const PersonalStep = ({ phonePrefix, onSubmit }: Props) => {
  const { t } = useTranslation('registration');
  const { t: te } = useTranslation('errors');
  const countries = useCountries();
  const [values, setValues] = useState<PersonalValues>(EMPTY);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [notice, showNotice] = useTimedValue<string>(SPECIAL_CHARACTER_NOTICE_MS);

  const set = <K extends keyof PersonalValues>(field: K, value: PersonalValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const setName = (field: 'firstName' | 'lastName', raw: string) => {
    const { value, changed } = sanitizeName(raw);
    if (changed) showNotice(t('special_characters_notice'));
    set(field, value);
  };

  const nameError = (value: string) => {
    if (value === '') return null;
    const rule = checkName(value);
    return rule ? t(rule) : null;
  };
  const dateComplete = values.day !== '' && values.month !== '' && values.year !== '';
  const dob = dateComplete ? dobRule(values) : null;
  const enabled = canRegister(values, { captchaSolved: captcha !== null, phonePrefix }) && !busy;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!enabled || !captcha) return;
    setBusy(true);
    setAlert(null);
    try {
      await onSubmit({
        firstname: values.firstName.trim(),
        lastname: values.lastName.trim(),
        gender: values.gender as CompleteRegistrationBody['gender'],
        street: values.street.trim(),
        streetNumber: values.streetNumber.trim(),
        city: values.city.trim(),
        postal_code: values.postalCode.trim(),
        birth_country: values.birthCountry,
        dob: formatDateParts(dobParts(values)),
        terms_and_conditions: true,
        newsletter: values.newsletter,
        is_pep: values.isPep,
        is_ubo: values.isUbo,
        captcha,
      });
    } catch (error) {
      if (isApiError(error) && error.code === 'duplicate_person') setAlert(t('duplicate_person'));
      else if (isApiError(error) && error.code === 'captcha_invalid')
        setAlert(te('captcha_invalid', { defaultValue: error.message }));
      else if (isApiError(error) && error.errors)
        setAlert(Object.values(error.errors).flat()[0] ?? t('registration_error'));
      else setAlert(t('registration_error'));
      // A solution works once: solve a new challenge for the next try.
      setCaptcha(null);
      setCaptchaKey((key) => key + 1);
    } finally {
      setBusy(false);
    }
  };

  const years = birthYearOptions();
  return (
    <form className="registration__form" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <h2>{t('step_personal')}</h2>
      <FormField
        label={t('label_firstName')}
        name="firstname"
        autoComplete="given-name"
        value={values.firstName}
        error={nameError(values.firstName)}
        onChange={(event) => setName('firstName', event.target.value)}
      />
      <FormField
        label={t('label_lastName')}
        name="lastname"
        autoComplete="family-name"
        value={values.lastName}
        error={nameError(values.lastName)}
        onChange={(event) => setName('lastName', event.target.value)}
      />
      <SelectField
        name="gender"
        label={t('label_gender')}
        placeholder={t('choose')}
        value={values.gender}
        onChange={(value) => set('gender', value)}
        options={GENDERS.map((gender) => ({ value: gender, label: t(`gender_${gender}`) }))}
      />
      <div className="registration__inline">
        <FormField
          label={t('label_street')}
          name="street"
          autoComplete="address-line1"
          value={values.street}
          onChange={(event) => set('street', event.target.value)}
        />
        <FormField
          label={t('label_streetNumber')}
          name="street_number"
          value={values.streetNumber}
          onChange={(event) => set('streetNumber', event.target.value)}
        />
      </div>
      <div className="registration__inline">
        <FormField
          label={t('label_city')}
          name="city"
          autoComplete="address-level2"
          value={values.city}
          onChange={(event) => set('city', event.target.value)}
        />
        <FormField
          label={t('label_postalCode')}
          name="postal_code"
          autoComplete="postal-code"
          value={values.postalCode}
          onChange={(event) => set('postalCode', event.target.value)}
        />
      </div>
      <SelectField
        name="birth_country"
        label={t('label_birthCountry')}
        placeholder={t('choose')}
        value={values.birthCountry}
        onChange={(value) => set('birthCountry', value)}
        options={(countries.data ?? []).map((country) => ({
          value: country.code,
          label: country.name,
        }))}
      />
      <fieldset className="registration__dob">
        <legend>{t('label_dob')}</legend>
        <SelectField
          name="dob_day"
          label={t('label_day')}
          placeholder="–"
          value={values.day}
          onChange={(value) => set('day', value)}
          options={range(1, 31).map((day) => ({ value: day, label: day }))}
        />
        <SelectField
          name="dob_month"
          label={t('label_month')}
          placeholder="–"
          value={values.month}
          onChange={(value) => set('month', value)}
          options={range(1, 12).map((month) => ({ value: month, label: month }))}
        />
        <SelectField
          name="dob_year"
          label={t('label_year')}
          placeholder="–"
          value={values.year}
          onChange={(value) => set('year', value)}
          options={years.map((year) => ({ value: String(year), label: String(year) }))}
        />
        {dob ? (
          <small className="registration__error" role="alert">
            {t(dob)}
          </small>
        ) : null}
      </fieldset>
      <CheckField
        label={t('label_terms')}
        checked={values.terms}
        onChange={(checked) => set('terms', checked)}
      />
      <CheckField
        label={t('label_newsletter')}
        checked={values.newsletter}
        onChange={(checked) => set('newsletter', checked)}
      />
      <CheckField
        label={t('label_pep')}
        checked={values.isPep}
        onChange={(checked) => set('isPep', checked)}
      />
      <CheckField
        label={t('label_ubo')}
        checked={values.isUbo}
        onChange={(checked) => set('isUbo', checked)}
      />
      <CaptchaField key={captchaKey} onChange={setCaptcha} />
      <StepMessages notice={notice} alert={alert} />
      <button type="submit" className="button button--primary" disabled={!enabled}>
        {t('register')}
      </button>
    </form>
  );
};
