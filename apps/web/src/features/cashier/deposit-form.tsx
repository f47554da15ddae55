import {
  BONUS_CODE_MAX_LENGTH,
  CASHIER_MINIMUM,
  DEPOSIT_CLICK_GUARD_MS,
  DEPOSIT_ERROR_MESSAGE_MS,
  NETERAPAY_METHOD_CODE,
  PAYMENT_METHOD_IDS,
  type NeterapayStatus,
  type PaymentMethod,
} from '@prime/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApi } from '../../shared/api/api-context';
import { isApiError } from '../../shared/api/api-error';
import { useFormDraft } from '../../shared/forms/use-form-draft';
import { localizePath } from '../../shared/i18n/language';
import { PATHS } from '../../shared/routing/paths';
import { useAppState } from '../../shared/session/app-store-context';
import { Input } from '../../shared/ui/form-controls';
import { FormField } from '../../shared/ui/form-field';
import { useDeposit } from './api/cashier-api';
import { neterapayStatusQuery, useNeterapayStatus } from './api/get-neterapay-status';
import { AmountField } from './amount-field';
import { CashierFailure } from './cashier-frame';
import { cashierErrorText, useTimedMessage } from './cashier-messages';
import {
  depositFieldErrorsOf,
  depositRulesOf,
  EMPTY_DEPOSIT,
  EXTRA_FIELDS,
  type DepositDraft,
  type DepositField,
  type ExtraField,
} from './deposit-rules';
import { NeterapayPrompt } from './neterapay-prompt';

const FIELD_LABELS: Record<ExtraField, string> = {
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

const isNeterapayStatus = (value: unknown): value is NeterapayStatus =>
  typeof value === 'object' && value !== null && 'is_neterapay_verified' in value;

/**
 * The deposit form (spec 02 §2, §5, §8): a method and an amount within the method's range, the
 * offline method's own fields and an optional bonus code. A card or e-wallet deposit goes to the
 * provider's page (NeteraPay: to the status page, the wallet being charged) and comes back to the
 * status page; an offline one stays pending with the details to send it to. The server's refusal
 * of a field shows under it, any other above the button.
 */
export const DepositForm = ({
  methods,
  money,
  onTransferSent,
}: {
  methods: PaymentMethod[];
  money: (amount: number) => string;
  /** A transfer is pending now; its success text shows for DEPOSIT_SUCCESS_MESSAGE_MS. */
  onTransferSent: () => void;
}) => {
  const { t, i18n } = useTranslation('cashier');
  const language = useAppState((state) => state.language);
  const { client } = useApi();
  const queryClient = useQueryClient();
  const deposit = useDeposit();
  const [guarded, setGuarded] = useState(false);
  const failure = useTimedMessage(DEPOSIT_ERROR_MESSAGE_MS);
  const [redirecting, setRedirecting] = useState(false);
  /** The deposits reached the AML threshold: the refusal links to the KYC section. */
  const [kycNeeded, setKycNeeded] = useState(false);

  /** The chosen method; the first one until the player picks another. */
  const methodOf = (draft: DepositDraft) =>
    methods.find((candidate) => String(candidate.id) === draft.methodId) ?? methods[0];
  const form = useFormDraft<DepositDraft, DepositField>({
    initialValues: EMPTY_DEPOSIT,
    validate: (draft) => depositRulesOf(methodOf(draft))(draft),
    showErrors: 'touched',
  });
  const draft = form.values;
  const method = methodOf(draft);
  const isNeterapay = method?.code === NETERAPAY_METHOD_CODE;
  const neterapay = useNeterapayStatus(isNeterapay);
  /** Spec 02 §5: the button waits while a NeteraPay connect or identify prompt shows. */
  const isHeldByNeterapay = isNeterapay && neterapay.data?.is_neterapay_verified !== true;

  useEffect(() => {
    if (!guarded) return undefined;
    const timer = setTimeout(() => setGuarded(false), DEPOSIT_CLICK_GUARD_MS);
    return () => clearTimeout(timer);
  }, [guarded]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check() || !method || guarded || deposit.isPending || isHeldByNeterapay) return;
    setGuarded(true);
    failure.hide();
    const extra = Object.fromEntries(
      (EXTRA_FIELDS[method.id] ?? []).map((field) => [field, draft[field].trim()]),
    );
    const bonusCode = draft.bonus_code.trim();
    const amount = Number(draft.amount);
    deposit.mutate(
      {
        amount,
        payment_method_id: method.id,
        ...extra,
        ...(bonusCode ? { bonus_code: bonusCode } : {}),
      },
      {
        onSuccess: (result) => {
          if (result.url) {
            setRedirecting(true);
            window.location.assign(result.url);
            return;
          }
          form.reset();
          onTransferSent();
        },
        onError: (error) => {
          setKycNeeded(isApiError(error) && error.code === 'kyc_required');
          // The wallet's identification lapsed meanwhile: its prompt shows again.
          if (isApiError(error) && error.code === 'neterapay_not_verified') {
            if (isNeterapayStatus(error.details))
              queryClient.setQueryData(neterapayStatusQuery(client).queryKey, error.details);
            return;
          }
          const fields = depositFieldErrorsOf(error, amount, {
            minimum: (minimum) => t('amount_minimum', { minimum: money(minimum) }),
            maximum: (maximum) => t('amount_too_high', { maximum: money(maximum) }),
            bonusCodeInvalid: t('promo_code_invalid'),
            bonusCodeNotDeposit: t('bonus_code_not_deposit'),
          });
          if (Object.keys(fields).length > 0) form.setServerErrors(fields);
          else failure.show(cashierErrorText(error, t, money));
        },
      },
    );
  };

  /** A field's error: the server's answer as it came, a broken rule by its text key. */
  const fieldError = (field: DepositField) => {
    const key = form.errorOf(field);
    if (!key) return undefined;
    if (key === 'amount_minimum') return t(key, { minimum: money(CASHIER_MINIMUM) });
    if (key === 'amount_below_method')
      return t('amount_minimum', { minimum: money(method?.data.minimum ?? CASHIER_MINIMUM) });
    if (key === 'amount_too_high') return t(key, { maximum: money(method?.data.maximum ?? 0) });
    return i18n.exists(key, { ns: 'cashier' }) ? t(key) : key;
  };

  const infoPath =
    method?.id === PAYMENT_METHOD_IDS.crypto_transfer ? 'cryptoTransfer' : 'bankTransfer';

  return (
    <form className="account-form cashier__form" noValidate onSubmit={handleSubmit}>
      <fieldset className="cashier__methods">
        <legend>{t('method')}</legend>
        {methods.map((candidate) => (
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
        isErrorAnnounced
        onChange={(amount) => form.update({ amount })}
        onBlur={() => form.touch('amount')}
      />
      {(method ? (EXTRA_FIELDS[method.id] ?? []) : []).map((field) => (
        <FormField
          key={field}
          className="account-form__field"
          label={t(FIELD_LABELS[field])}
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
      <FormField
        className="account-form__field"
        label={t('bonus_code')}
        error={fieldError('bonus_code')}
        isErrorAnnounced
      >
        <Input
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={BONUS_CODE_MAX_LENGTH}
          value={draft.bonus_code}
          onChange={(event) => form.update({ bonus_code: event.target.value })}
          onBlur={() => form.touch('bonus_code')}
        />
      </FormField>
      {method && EXTRA_FIELDS[method.id] ? (
        <p className="form-message">
          <Link to={localizePath(language, PATHS[infoPath])}>
            {t(infoPath === 'bankTransfer' ? 'bank_info_link' : 'crypto_info_link')}
          </Link>
        </p>
      ) : null}
      {isNeterapay ? <NeterapayPrompt status={neterapay} /> : null}
      <CashierFailure
        text={failure.text}
        link={
          kycNeeded ? <Link to={localizePath(language, PATHS.kyc)}>{t('verify_link')}</Link> : null
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
        disabled={guarded || deposit.isPending || redirecting || isHeldByNeterapay}
      >
        {t('deposit_button')}
      </button>
    </form>
  );
};
