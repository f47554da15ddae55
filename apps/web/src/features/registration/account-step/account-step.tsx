import { BONUS_CHOICE_CODE } from '@prime/contract/rules';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistrationCalls } from '../api/registration-calls';
import { emptyAccountFields } from '../registration-rules';
import { StepMessages } from '../step-field';
import { BonusFields } from './bonus-fields';
import { IdentityFields } from './identity-fields';
import { PhoneFields } from './phone-fields';
import { PlaceFields } from './place-fields';
import { submitAccount, type Registered, type SubmitOutcome } from './submit-account';
import { useAccountForm } from './use-account-form';

type Props = {
  calls: RegistrationCalls;
  language: string;
  promocode: string | null;
  onRegistered: (result: Registered) => void;
};

/** Step 0: country, currency, bonus, nickname, e-mail, password and phone (spec 02 §2–§5). */
export const AccountStep = ({ calls, language, promocode, onRegistered }: Props) => {
  const { t } = useTranslation('registration');
  const account = useAccountForm(promocode);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { values } = account;

  /** What the form checks before any call, in the spec's order; true when all holds. */
  const isReady = (): boolean => {
    const empty = emptyAccountFields(values);
    if (empty.length > 0) {
      account.flash(empty);
      setAlert(t('fill_all_fields'));
      return false;
    }
    if (!account.check()) {
      if (account.errors.password === 'password_nickname_email_check') {
        setAlert(t('password_nickname_email_check'));
      }
      return false;
    }
    if (values.campaign === BONUS_CHOICE_CODE && account.codeState !== 'verified') {
      setAlert(t('bonus_code_verify_first'));
      return false;
    }
    return true;
  };

  const show = (outcome: SubmitOutcome) => {
    switch (outcome.kind) {
      case 'registered':
        return onRegistered(outcome.registered);
      case 'phone_used':
        return account.setServerErrors((current) => ({
          ...current,
          phoneNumber: 'phone_already_used',
        }));
      case 'phone_invalid':
        return setAlert(t('invalid_phone_help'));
      case 'already_used':
        account.setServerErrors(outcome.errors);
        return setAlert(t('fields_already_used'));
      case 'promo_code_invalid':
        return account.setCodeState('invalid');
      case 'refused':
        return setAlert(
          `${outcome.field ? t(`label_${outcome.field}`) : outcome.name}: ${outcome.message}`,
        );
      case 'failed':
        return setAlert(t('registration_failed'));
    }
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    if (!isReady()) return;
    setBusy(true);
    const outcome = await submitAccount(calls, values, language);
    setBusy(false);
    show(outcome);
  };

  return (
    <form className="registration__form" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <h2>{t('step_account')}</h2>
      <PlaceFields account={account} />
      <BonusFields account={account} calls={calls} language={language} />
      <IdentityFields account={account} calls={calls} />
      <PhoneFields account={account} />
      <StepMessages notice={account.notice} alert={alert} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('send_code')}
      </button>
    </form>
  );
};
