import type { Campaign, RegisterBody } from '@prime/contract';
import {
  BONUS_CHOICE_CODE,
  BONUS_CHOICE_NONE,
  hasWhitespace,
  joinPhone,
  normalizePhoneNumber,
  sanitizeNickname,
  shouldCheckConfirmation,
} from '@prime/contract/rules';
import {
  CZK_CURRENCY_ID,
  EMPTY_FIELD_FLASH_MS,
  SPECIAL_CHARACTER_NOTICE_MS,
} from '@prime/contract/constants';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/api-error';
import { useFormDraft } from '../../shared/forms/use-form-draft';
import { readCookie } from '../../shared/storage/cookies';
import { COOKIE_NAMES } from '../../shared/storage/keys';
import { Input, Select } from '../../shared/ui/form-controls';
import { useCampaigns, useCountries, useCurrencies } from './api/get-reference-data';
import type { RegistrationCalls } from './api/registration-calls';
import {
  emptyAccountFields,
  validateAccount,
  type AccountErrors,
  type AccountValues,
} from './registration-rules';
import { StepField, StepMessages } from './step-field';
import { useTimedValue } from './use-timed-flag';

const EMPTY: AccountValues = {
  country: '',
  currencyId: '',
  campaign: '',
  bonusCode: '',
  nickname: '',
  email: '',
  password: '',
  confirmPassword: '',
  phonePrefix: '',
  phoneNumber: '',
};

export type Registered = {
  token: string;
  userId: number;
  email: string;
  mobile: string | null;
  phonePrefix: string;
};

type Props = {
  calls: RegistrationCalls;
  language: string;
  promocode: string | null;
  onRegistered: (result: Registered) => void;
};

/** Server field names → form field names. */
const SERVER_FIELDS: Record<string, keyof AccountValues> = {
  username: 'nickname',
  email: 'email',
  mobile: 'phoneNumber',
  password: 'password',
  password_confirmation: 'confirmPassword',
  promocode: 'bonusCode',
};

/** Step 0: country, currency, bonus, nickname, e-mail, password and phone (spec 02 §2–§5). */
export const AccountStep = ({ calls, language, promocode, onRegistered }: Props) => {
  const { t } = useTranslation('registration');
  const form = useFormDraft<AccountValues>({
    initialValues: () =>
      promocode ? { ...EMPTY, campaign: BONUS_CHOICE_CODE, bonusCode: promocode } : EMPTY,
    validate: validateAccount,
    showErrors: 'touched',
  });
  const { values, errors, touch, setServerErrors } = form;
  const [codeState, setCodeState] = useState<'idle' | 'verified' | 'invalid'>('idle');
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, showNotice] = useTimedValue<string>(SPECIAL_CHARACTER_NOTICE_MS);
  const [flashing, flash] = useTimedValue<(keyof AccountValues)[]>(EMPTY_FIELD_FLASH_MS);

  const countries = useCountries();
  const currencies = useCurrencies();
  const currencyId = values.currencyId ? Number(values.currencyId) : null;
  const campaigns = useCampaigns({ currencyId, country: values.country, language });

  const shownError = (field: keyof AccountValues) => {
    const rule = form.errorOf(field);
    return rule ? t(rule) : undefined;
  };

  const update = (field: keyof AccountValues, value: string) => form.update({ [field]: value });

  /** Spaces are blocked in these fields with a notice (spec 02 §5). */
  const withoutSpaces = (
    field: 'email' | 'password' | 'confirmPassword' | 'bonusCode',
    value: string,
  ) => {
    if (hasWhitespace(value)) showNotice(t('spaces_not_allowed'));
    update(field, value.replace(/\s/g, ''));
  };

  const chooseCountry = (code: string) => {
    const country = countries.data?.find((entry) => entry.code === code);
    form.update({ country: code, phonePrefix: country?.phone_prefix ?? values.phonePrefix });
  };

  const chooseCampaign = (campaign: string) => {
    // A new choice resets the bonus code and its check (spec 02 §4).
    form.update({ campaign, bonusCode: '' });
    setCodeState('idle');
  };

  const verifyBonusCode = async () => {
    if (!currencyId || errors.bonusCode) return;
    try {
      await calls.checkBonusCode(values.bonusCode, currencyId);
      setCodeState('verified');
    } catch {
      setCodeState('invalid');
    }
  };

  const checkAvailability = async (field: 'nickname' | 'email') => {
    touch(field);
    if (errors[field]) return;
    try {
      const answer =
        field === 'nickname'
          ? await calls.checkUsername(values.nickname)
          : await calls.checkEmail(values.email);
      if (!answer.available) {
        setServerErrors((current) => ({
          ...current,
          [field]: field === 'nickname' ? 'nickname_already_used' : 'email_already_used',
        }));
      }
    } catch {
      // The check repeats on submit; the server has the last word.
    }
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const empty = emptyAccountFields(values);
    if (empty.length > 0) {
      flash(empty);
      setAlert(t('fill_all_fields'));
      return;
    }
    if (!form.check()) {
      if (errors.password === 'password_nickname_email_check')
        setAlert(t('password_nickname_email_check'));
      return;
    }
    if (values.campaign === BONUS_CHOICE_CODE && codeState !== 'verified') {
      setAlert(t('bonus_code_verify_first'));
      return;
    }
    const mobile = joinPhone(values.phonePrefix, values.phoneNumber);
    setBusy(true);
    try {
      if (mobile) {
        try {
          const phone = await calls.checkMobile(mobile);
          if (!phone.available) {
            setServerErrors((current) => ({ ...current, phoneNumber: 'phone_already_used' }));
            return;
          }
        } catch (error) {
          if (isApiError(error) && error.status === 422) {
            setAlert(t('invalid_phone_help'));
            return;
          }
          throw error;
        }
      }
      const body: RegisterBody = {
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
        ...(readCookie(COOKIE_NAMES.btag)
          ? { affiliate_code: readCookie(COOKIE_NAMES.btag) ?? '' }
          : {}),
      };
      const result = await calls.register(body);
      onRegistered({
        token: result.token,
        userId: result.data.id,
        email: values.email,
        mobile,
        phonePrefix: values.phonePrefix,
      });
    } catch (error) {
      if (isApiError(error) && error.code === 'already_used' && error.errors) {
        const next: AccountErrors = {};
        if (error.errors['username']) next.nickname = 'nickname_already_used';
        if (error.errors['email']) next.email = 'email_already_used';
        if (error.errors['mobile']) next.phoneNumber = 'phone_already_used';
        setServerErrors(next);
        setAlert(t('fields_already_used'));
      } else if (isApiError(error) && error.code === 'promo_code_invalid') {
        setCodeState('invalid');
      } else if (isApiError(error) && error.errors) {
        const first = Object.entries(error.errors)[0];
        setAlert(
          first
            ? `${SERVER_FIELDS[first[0]] ? t(`label_${SERVER_FIELDS[first[0]]}`) : first[0]}: ${first[1][0] ?? ''}`
            : t('registration_failed'),
        );
      } else {
        setAlert(t('registration_failed'));
      }
    } finally {
      setBusy(false);
    }
  };

  const isFlashing = (field: keyof AccountValues) => flashing?.includes(field) ?? false;
  const campaignOptions = [
    ...(campaigns.data ?? []).map((campaign: Campaign) => ({
      value: campaign.code,
      label: campaign.name,
    })),
    { value: BONUS_CHOICE_CODE, label: t('campaign_bonuscode') },
    { value: BONUS_CHOICE_NONE, label: t('campaign_none') },
  ];

  const confirmationError =
    shownError('confirmPassword') ??
    // The mismatch shows from the 5th character on, left or not.
    (shouldCheckConfirmation(values.confirmPassword) && errors.confirmPassword
      ? t(errors.confirmPassword)
      : undefined);

  return (
    <form className="registration__form" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <h2>{t('step_account')}</h2>
      <StepField label={t('label_country')} isFlashing={isFlashing('country')}>
        <Select
          name="country"
          placeholder={t('choose')}
          value={values.country}
          onChange={(event) => chooseCountry(event.target.value)}
          options={(countries.data ?? []).map((country) => ({
            value: country.code,
            label: country.name,
          }))}
        />
      </StepField>
      <StepField label={t('label_currencyId')} isFlashing={isFlashing('currencyId')}>
        <Select
          name="currency"
          placeholder={t('choose')}
          value={values.currencyId}
          onChange={(event) => update('currencyId', event.target.value)}
          options={(currencies.data ?? []).map((currency) => ({
            value: String(currency.id),
            label: `${currency.code} (${currency.symbol})`,
          }))}
        />
      </StepField>
      {currencyId === CZK_CURRENCY_ID ? (
        <p className="registration__warning" role="note">
          {t('czk_warning')}
        </p>
      ) : null}
      <StepField label={t('label_campaign')} isFlashing={isFlashing('campaign')}>
        <Select
          name="campaign"
          placeholder={t('choose')}
          value={values.campaign}
          onChange={(event) => chooseCampaign(event.target.value)}
          options={campaignOptions}
        />
      </StepField>
      {values.campaign === BONUS_CHOICE_CODE ? (
        <div className="registration__inline">
          <StepField
            label={t('label_bonusCode')}
            isFlashing={isFlashing('bonusCode')}
            error={codeState === 'invalid' ? t('promo_code_invalid') : shownError('bonusCode')}
            hint={codeState === 'verified' ? t('bonus_code_verified') : undefined}
          >
            <Input
              name="bonus_code"
              value={values.bonusCode}
              readOnly={codeState === 'verified'}
              onChange={(event) => {
                setCodeState('idle');
                withoutSpaces('bonusCode', event.target.value);
              }}
            />
          </StepField>
          <button
            type="button"
            className="button button--secondary"
            disabled={codeState === 'verified' || values.bonusCode.trim() === '' || !currencyId}
            onClick={() => void verifyBonusCode()}
          >
            {t('verify_code')}
          </button>
        </div>
      ) : null}
      <StepField
        label={t('label_nickname')}
        isFlashing={isFlashing('nickname')}
        error={shownError('nickname')}
      >
        <Input
          name="nickname"
          autoComplete="username"
          value={values.nickname}
          onChange={(event) => {
            const { value, changed } = sanitizeNickname(event.target.value);
            if (changed)
              showNotice(
                hasWhitespace(event.target.value)
                  ? t('spaces_not_allowed')
                  : t('special_characters_notice'),
              );
            update('nickname', value);
          }}
          onBlur={() => void checkAvailability('nickname')}
        />
      </StepField>
      <StepField
        label={t('label_email')}
        isFlashing={isFlashing('email')}
        error={shownError('email')}
      >
        <Input
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => withoutSpaces('email', event.target.value)}
          onBlur={() => void checkAvailability('email')}
        />
      </StepField>
      <StepField
        label={t('label_password')}
        isFlashing={isFlashing('password')}
        error={shownError('password')}
        hint={t('password_hint')}
      >
        <Input
          name="password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => withoutSpaces('password', event.target.value)}
          onBlur={() => touch('password')}
        />
      </StepField>
      <StepField
        label={t('label_confirmPassword')}
        isFlashing={isFlashing('confirmPassword')}
        error={confirmationError}
      >
        <Input
          name="password_confirmation"
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(event) => withoutSpaces('confirmPassword', event.target.value)}
          onBlur={() => touch('confirmPassword')}
        />
      </StepField>
      <div className="registration__inline registration__phone">
        <StepField label={t('label_phonePrefix')} error={shownError('phonePrefix')}>
          <Input
            name="phone_prefix"
            inputMode="tel"
            value={values.phonePrefix}
            onChange={(event) => update('phonePrefix', event.target.value.replace(/[^+\d]/g, ''))}
            onBlur={() => touch('phonePrefix')}
          />
        </StepField>
        <StepField
          label={t('label_phoneNumber')}
          error={shownError('phoneNumber')}
          hint={t('phone_hint')}
        >
          <Input
            name="phone_number"
            inputMode="numeric"
            value={values.phoneNumber}
            onChange={(event) => update('phoneNumber', normalizePhoneNumber(event.target.value))}
            onBlur={() => touch('phoneNumber')}
          />
        </StepField>
      </div>
      <StepMessages notice={notice} alert={alert} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('send_code')}
      </button>
    </form>
  );
};
