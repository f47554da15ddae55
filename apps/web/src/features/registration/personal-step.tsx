import type { CompleteRegistrationBody } from '@prime/contract';
import { birthYearOptions, formatDateParts, GENDERS, sanitizeName } from '@prime/contract/rules';
import { SPECIAL_CHARACTER_NOTICE_MS } from '@prime/contract/constants';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/api-error';
import { useFormDraft } from '../../shared/forms/use-form-draft';
import { Checkbox, Input, Select } from '../../shared/ui/form-controls';
import { FormFieldset } from '../../shared/ui/form-field';
import { useCountries } from './api/get-reference-data';
import { countryOptions } from './country-options';
import { CaptchaField } from './captcha-field';
import { canRegister, dobParts, personalErrors, type PersonalValues } from './registration-rules';
import { StepField, StepMessages } from './step-field';
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

type TextField = Exclude<keyof PersonalValues, FlagField>;
type FlagField = 'terms' | 'newsletter' | 'isPep' | 'isUbo';

/** The names, cleaned as typed (spec 02 §5). */
const NAMES = [
  { field: 'firstName', name: 'firstname', autoComplete: 'given-name' },
  { field: 'lastName', name: 'lastname', autoComplete: 'family-name' },
] as const;

type AddressPart = { field: TextField; name: string; autoComplete?: string };

/** The address, two fields a row. */
const ADDRESS_ROWS: readonly (readonly AddressPart[])[] = [
  [
    { field: 'street', name: 'street', autoComplete: 'address-line1' },
    { field: 'streetNumber', name: 'street_number' },
  ],
  [
    { field: 'city', name: 'city', autoComplete: 'address-level2' },
    { field: 'postalCode', name: 'postal_code', autoComplete: 'postal-code' },
  ],
];

/** The consents and declarations, ticked in this order (spec 02 §3). */
const FLAGS = [
  { field: 'terms', label: 'label_terms' },
  { field: 'newsletter', label: 'label_newsletter' },
  { field: 'isPep', label: 'label_pep' },
  { field: 'isUbo', label: 'label_ubo' },
] as const satisfies readonly { field: FlagField; label: string }[];

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String(from + index));

type Props = {
  phonePrefix: string | null;
  onSubmit: (body: CompleteRegistrationBody) => Promise<void>;
};

/** Step 2: personal data, date of birth, consent, captcha, PEP and UBO (spec 02 §3, §5). */
export const PersonalStep = ({ phonePrefix, onSubmit }: Props) => {
  const { t, i18n } = useTranslation('registration');
  const { t: te } = useTranslation('errors');
  const countries = useCountries();
  const form = useFormDraft({ initialValues: EMPTY, validate: personalErrors });
  const { values } = form;
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [notice, showNotice] = useTimedValue<string>(SPECIAL_CHARACTER_NOTICE_MS);

  const setName = (field: 'firstName' | 'lastName', raw: string) => {
    const { value, changed } = sanitizeName(raw);
    if (changed) showNotice(t('special_characters_notice'));
    form.update({ [field]: value });
  };
  const errorText = (field: 'firstName' | 'lastName' | 'dob') => {
    const rule = form.errorOf(field);
    return rule ? t(rule) : undefined;
  };
  const onText = (field: TextField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    form.update({ [field]: event.target.value });
  const onToggle = (field: FlagField) => (event: ChangeEvent<HTMLInputElement>) =>
    form.update({ [field]: event.target.checked });
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

  const dateSelects = [
    { field: 'day', label: 'label_day', options: range(1, 31) },
    { field: 'month', label: 'label_month', options: range(1, 12) },
    { field: 'year', label: 'label_year', options: birthYearOptions().map(String) },
  ] as const;

  return (
    <form className="registration__form" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <h2>{t('step_personal')}</h2>
      {NAMES.map(({ field, name, autoComplete }) => (
        <StepField key={field} label={t(`label_${field}`)} error={errorText(field)}>
          <Input
            name={name}
            autoComplete={autoComplete}
            value={values[field]}
            onChange={(event) => setName(field, event.target.value)}
          />
        </StepField>
      ))}
      <StepField label={t('label_gender')}>
        <Select
          name="gender"
          placeholder={t('choose')}
          value={values.gender}
          onChange={onText('gender')}
          options={GENDERS.map((gender) => ({ value: gender, label: t(`gender_${gender}`) }))}
        />
      </StepField>
      {ADDRESS_ROWS.map((row) => (
        <div key={row[0]?.name} className="registration__inline">
          {row.map(({ field, name, autoComplete }) => (
            <StepField key={field} label={t(`label_${field}`)}>
              <Input
                name={name}
                autoComplete={autoComplete}
                value={values[field]}
                onChange={onText(field)}
              />
            </StepField>
          ))}
        </div>
      ))}
      <StepField label={t('label_birthCountry')}>
        <Select
          name="birth_country"
          placeholder={t('choose')}
          value={values.birthCountry}
          onChange={onText('birthCountry')}
          options={countryOptions(countries.data ?? [], i18n.language)}
        />
      </StepField>
      <FormFieldset
        className="registration__dob"
        legend={t('label_dob')}
        error={errorText('dob')}
        isErrorAnnounced
      >
        {dateSelects.map(({ field, label, options }) => (
          <StepField key={field} label={t(label)}>
            <Select
              name={`dob_${field}`}
              placeholder="–"
              value={values[field]}
              onChange={onText(field)}
              options={options.map((option) => ({ value: option, label: option }))}
            />
          </StepField>
        ))}
      </FormFieldset>
      {FLAGS.map(({ field, label }) => (
        <Checkbox
          key={field}
          className="registration__check"
          label={t(label)}
          checked={values[field]}
          onChange={onToggle(field)}
        />
      ))}
      <CaptchaField key={captchaKey} onChange={setCaptcha} />
      <StepMessages notice={notice} alert={alert} />
      <button type="submit" className="button button--primary" disabled={!enabled}>
        {t('register')}
      </button>
    </form>
  );
};
