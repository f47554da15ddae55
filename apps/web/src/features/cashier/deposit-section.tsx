import {
  CASHIER_MINIMUM,
  DEPOSIT_CLICK_GUARD_MS,
  DEPOSIT_ERROR_MESSAGE_MS,
  DEPOSIT_SUCCESS_MESSAGE_MS,
  PAYMENT_METHOD_IDS,
  type PaymentMethod,
  type Player,
} from '@prime/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../shared/api/api-error';
import { formatMoney } from '../../shared/format/money';
import { useFormDraft, type DraftErrors } from '../../shared/forms/use-form-draft';
import { localizePath } from '../../shared/i18n/language';
import { PATHS } from '../../shared/routing/paths';
import { useAppState } from '../../shared/session/app-store-context';
import { isExcluded } from '../../shared/session/exclusion';
import { Input } from '../../shared/ui/form-controls';
import { FormField } from '../../shared/ui/form-field';
import { useDeposit, useDepositMethods, usePendingDeposits } from './api/cashier-api';
import { AmountField } from './amount-field';
import { CashierFailure, CashierSection } from './cashier-frame';
import { amountError, cashierErrorText, useTimedMessage } from './cashier-messages';
import { PendingDeposits } from './pending-deposits';
import './cashier.css';

const EMPTY = {
  methodId: '',
  amount: '',
  iban: '',
  bank: '',
  accountnumber: '',
  sender_name: '',
  reference_code: '',
};
type Draft = typeof EMPTY;
type Field = keyof Draft;

/** The extra fields of the offline methods (spec 02 §5 Deposit). */
const EXTRA_FIELDS: Partial<Record<number, readonly Field[]>> = {
  [PAYMENT_METHOD_IDS.bank_transfer]: ['iban', 'bank', 'accountnumber'],
  [PAYMENT_METHOD_IDS.crypto_transfer]: ['sender_name', 'reference_code'],
};

const FIELD_LABELS: Record<Exclude<Field, 'methodId' | 'amount'>, string> = {
  iban: 'iban',
  bank: 'bank',
  accountnumber: 'reference_number',
  sender_name: 'sender_name',
  reference_code: 'reference_code',
};

/**
 * The label of a method whose kind names it in the player's language; the name the operator gave
 * (an e-wallet's brand) otherwise.
 */
const METHOD_TEXTS: Partial<Record<PaymentMethod['kind'], string>> = {
  card: 'method_card',
  bank_transfer: 'method_bank_transfer',
  crypto_transfer: 'method_crypto_transfer',
};

const rulesOf =
  (method: PaymentMethod | undefined) =>
  (draft: Draft): DraftErrors<Field> => {
    const errors: DraftErrors<Field> = {};
    if (!method) errors.methodId = 'field_required';
    const amount = amountError(draft.amount, method?.data.maximum);
    if (amount) errors.amount = amount;
    for (const field of (method && EXTRA_FIELDS[method.id]) ?? []) {
      if (draft[field].trim() === '') errors[field] = 'field_required';
    }
    if (method?.id === PAYMENT_METHOD_IDS.bank_transfer && draft.iban.trim().length > 0) {
      if (draft.iban.trim().length < 5) errors.iban = 'iban_short';
    }
    return errors;
  };

/**
 * Deposit (spec 02 §2, §5, §8): a method and an amount, with the bank or crypto transfer's own
 * fields. A card deposit goes to the provider's page and comes back to the status page; an
 * offline one stays pending with the details to send it to. While a deposit is pending the form
 * is hidden and the pending deposits are listed.
 */
export const DepositSection = ({ player }: { player: Player }) => {
  const { t, i18n } = useTranslation('cashier');
  const language = useAppState((state) => state.language);
  const methods = useDepositMethods();
  const pending = usePendingDeposits();
  const deposit = useDeposit();
  const [guarded, setGuarded] = useState(false);
  const success = useTimedMessage(DEPOSIT_SUCCESS_MESSAGE_MS);
  const failure = useTimedMessage(DEPOSIT_ERROR_MESSAGE_MS);
  const [redirecting, setRedirecting] = useState(false);
  /** The deposits reached the AML threshold: the refusal links to the KYC section. */
  const [kycNeeded, setKycNeeded] = useState(false);

  const list = methods.data ?? [];
  /** The chosen method; the first one until the player picks another. */
  const methodOf = (draft: Draft) =>
    list.find((candidate) => String(candidate.id) === draft.methodId) ?? list[0];
  const form = useFormDraft<Draft, Field>({
    initialValues: EMPTY,
    validate: (draft) => rulesOf(methodOf(draft))(draft),
    showErrors: 'touched',
  });
  const draft = form.values;
  const method = methodOf(draft);
  const currency = player.currency.code;
  const money = (amount: number) => formatMoney(amount, currency, i18n.language);

  useEffect(() => {
    if (!guarded) return undefined;
    const timer = setTimeout(() => setGuarded(false), DEPOSIT_CLICK_GUARD_MS);
    return () => clearTimeout(timer);
  }, [guarded]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check() || !method || guarded || deposit.isPending) return;
    setGuarded(true);
    failure.hide();
    const extra = Object.fromEntries(
      (EXTRA_FIELDS[method.id] ?? []).map((field) => [field, draft[field].trim()]),
    );
    deposit.mutate(
      {
        amount: Number(draft.amount),
        payment_method_id: method.id,
        ...extra,
      },
      {
        onSuccess: (result) => {
          if (result.url) {
            setRedirecting(true);
            window.location.assign(result.url);
            return;
          }
          form.reset();
          success.show(t('transfer_success'));
        },
        onError: (error) => {
          failure.show(cashierErrorText(error, t, money));
          setKycNeeded(isApiError(error) && error.code === 'kyc_required');
        },
      },
    );
  };

  const fieldError = (field: Field) => {
    const key = form.errorOf(field);
    if (!key) return undefined;
    if (key === 'amount_minimum') return t(key, { minimum: money(CASHIER_MINIMUM) });
    if (key === 'amount_too_high') return t(key, { maximum: money(method?.data.maximum ?? 0) });
    return t(key);
  };

  const pendingList = pending.data ?? [];
  const infoPath =
    method?.id === PAYMENT_METHOD_IDS.crypto_transfer ? 'cryptoTransfer' : 'bankTransfer';

  return (
    <CashierSection title={t('deposit_title')} success={success.text}>
      {isExcluded(player) ? (
        <p role="alert" className="form-message form-message--error">
          {t('error_self_excluded')}
        </p>
      ) : methods.isPending || pending.isPending ? (
        <p className="form-message" aria-busy="true">
          {t('loading')}
        </p>
      ) : methods.isError || pending.isError ? (
        <p role="alert" className="form-message form-message--error">
          {t('error_generic')}
        </p>
      ) : pendingList.length > 0 ? (
        <PendingDeposits deposits={pendingList} currency={currency} />
      ) : list.length === 0 ? (
        <p className="form-message">{t('no_methods')}</p>
      ) : (
        <form className="account-form cashier__form" noValidate onSubmit={handleSubmit}>
          <fieldset className="cashier__methods">
            <legend>{t('method')}</legend>
            {list.map((candidate) => (
              <label key={candidate.id} className="cashier__method">
                <input
                  type="radio"
                  name="payment-method"
                  value={candidate.id}
                  checked={method?.id === candidate.id}
                  onChange={() => form.update({ methodId: String(candidate.id) })}
                />
                <img src={candidate.meta.image} alt="" width={48} height={32} />
                <span>
                  {METHOD_TEXTS[candidate.kind] ? t(METHOD_TEXTS[candidate.kind]!) : candidate.name}
                </span>
              </label>
            ))}
          </fieldset>
          <AmountField
            value={draft.amount}
            range={method?.data}
            money={money}
            error={fieldError('amount')}
            onChange={(amount) => form.update({ amount })}
            onBlur={() => form.touch('amount')}
          />
          {(method ? (EXTRA_FIELDS[method.id] ?? []) : []).map((field) => (
            <FormField
              key={field}
              className="account-form__field"
              label={t(FIELD_LABELS[field as keyof typeof FIELD_LABELS])}
              error={fieldError(field)}
            >
              <Input
                autoComplete="off"
                value={draft[field]}
                onChange={(event) => form.update({ [field]: event.target.value })}
                onBlur={() => form.touch(field)}
              />
            </FormField>
          ))}
          {method && EXTRA_FIELDS[method.id] ? (
            <p className="form-message">
              <Link to={localizePath(language, PATHS[infoPath])}>
                {t(infoPath === 'bankTransfer' ? 'bank_info_link' : 'crypto_info_link')}
              </Link>
            </p>
          ) : null}
          <CashierFailure
            text={failure.text}
            link={
              kycNeeded ? (
                <Link to={localizePath(language, PATHS.kyc)}>{t('verify_link')}</Link>
              ) : null
            }
          />
          {redirecting ? (
            <p role="status" className="form-message">
              {t('redirecting')}
            </p>
          ) : null}
          <button
            type="submit"
            className="button button--primary"
            disabled={guarded || deposit.isPending || redirecting}
          >
            {t('deposit_button')}
          </button>
        </form>
      )}
    </CashierSection>
  );
};
