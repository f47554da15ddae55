import {
  CASHIER_MINIMUM,
  DEPOSIT_ERROR_MESSAGE_MS,
  isIbanShape,
  toMinor,
  type Player,
  type Transaction,
  type WithdrawBody,
} from '@prime/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../shared/format/date';
import { formatMoney } from '../../shared/format/money';
import { useFormDraft, type DraftErrors } from '../../shared/forms/use-form-draft';
import { isApiError } from '../../shared/api/api-error';
import { localizePath } from '../../shared/i18n/language';
import { PATHS } from '../../shared/routing/paths';
import { useAppState } from '../../shared/session/app-store-context';
import { useBalance } from '../../shared/session/use-balance';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { Input, Select } from '../../shared/ui/form-controls';
import { FormField } from '../../shared/ui/form-field';
import {
  useCancelWithdrawal,
  usePendingWithdrawals,
  useWithdraw,
  useWithdrawMethods,
} from './api/cashier-api';
import { AmountField } from './amount-field';
import { CashierFailure, CashierSection } from './cashier-frame';
import { amountError, cashierErrorText, useTimedMessage } from './cashier-messages';
import './cashier.css';

const EMPTY = { methodId: '', amount: '', iban: '' };
type Draft = typeof EMPTY;

/**
 * The one pending withdrawal, which the player may cancel after a confirmation (spec 02 §4, §8:
 * "transaction deleted" once done, "Something went wrong" otherwise).
 */
const PendingWithdrawal = ({
  withdrawal,
  currency,
  cancel,
  onCancel,
}: {
  withdrawal: Transaction;
  currency: string;
  /** The cancellation, owned by the section: this card leaves once it lands. */
  cancel: { isPending: boolean; isError: boolean };
  onCancel: () => void;
}) => {
  const { t, i18n } = useTranslation('cashier');
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="cashier__card">
      <h3>{t('withdraw_pending_title')}</h3>
      <p className="cashier__card-amount">
        {formatMoney(withdrawal.amount, currency, i18n.language)}
      </p>
      <p>
        {t('transaction_number', { id: withdrawal.id })} ·{' '}
        {t('withdraw_requested_at', {
          date: formatDateTime(withdrawal.created_at, i18n.language),
        })}
      </p>
      {cancel.isError ? (
        <p role="alert" className="form-message form-message--error">
          {t('withdraw_cancel_failed')}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--ghost"
        disabled={cancel.isPending}
        onClick={() => setConfirming(true)}
      >
        {t('withdraw_cancel')}
      </button>
      {confirming ? (
        <ConfirmDialog
          message={t('withdraw_cancel_confirm')}
          confirmLabel={t('withdraw_cancel')}
          cancelLabel={t('keep_withdrawal')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onCancel();
          }}
        />
      ) : null}
    </div>
  );
};

/**
 * Withdraw (spec 02 §2, §5, §8): the form (method, amount, the IBAN of the player's own
 * account), or the card of the one pending withdrawal. Only a verified player can withdraw;
 * the server enforces every rule shown here and the once-per-10-minutes lock.
 */
export const WithdrawSection = ({ player }: { player: Player }) => {
  const { t, i18n } = useTranslation('cashier');
  const language = useAppState((state) => state.language);
  const methods = useWithdrawMethods();
  const pending = usePendingWithdrawals();
  const withdraw = useWithdraw();
  const cancel = useCancelWithdrawal();
  const balance = useBalance(player.balance);
  const success = useTimedMessage(DEPOSIT_ERROR_MESSAGE_MS * 2);
  const failure = useTimedMessage(DEPOSIT_ERROR_MESSAGE_MS);
  const [questionnaire, setQuestionnaire] = useState(false);
  /** A withdrawal the server held back for the active bonus, waiting for the player's answer. */
  const [bonusHeld, setBonusHeld] = useState<WithdrawBody | null>(null);
  const currency = player.currency.code;
  const money = (amount: number) => formatMoney(amount, currency, i18n.language);

  const list = methods.data ?? [];
  const methodOf = (draft: Draft) =>
    list.find((candidate) => String(candidate.id) === draft.methodId) ?? list[0];
  const form = useFormDraft<Draft>({
    initialValues: EMPTY,
    showErrors: 'touched',
    validate: (draft): DraftErrors<keyof Draft> => {
      const method = methodOf(draft);
      const errors: DraftErrors<keyof Draft> = {};
      if (!method) errors.methodId = 'field_required';
      const amount = amountError(draft.amount, method?.withdrawal.maximum);
      if (amount) errors.amount = amount;
      else if (method && toMinor(Number(draft.amount)) < toMinor(method.withdrawal.minimum))
        errors.amount = 'amount_below_method';
      else if (toMinor(Number(draft.amount)) > toMinor(balance.available))
        errors.amount = 'amount_above_available';
      if (!isIbanShape(draft.iban)) errors.iban = 'iban_invalid';
      return errors;
    },
  });
  const draft = form.values;
  const method = methodOf(draft);

  const fieldError = (field: keyof Draft) => {
    const key = form.errorOf(field);
    if (!key) return undefined;
    if (key === 'amount_minimum') return t(key, { minimum: money(CASHIER_MINIMUM) });
    if (key === 'amount_too_high')
      return t(key, { maximum: money(method?.withdrawal.maximum ?? 0) });
    if (key === 'amount_below_method')
      return t('amount_minimum', { minimum: money(method?.withdrawal.minimum ?? 0) });
    return t(key);
  };

  const send = (body: WithdrawBody) => {
    failure.hide();
    setQuestionnaire(false);
    withdraw.mutate(body, {
      onSuccess: () => {
        form.reset();
        success.show(t('withdraw_success'));
      },
      onError: (error) => {
        // An active bonus: the player decides whether to give it up (spec 02 §3); nothing moved.
        if (isApiError(error) && error.code === 'bonus_active' && !body.forfeit_bonus) {
          setBonusHeld(body);
          return;
        }
        failure.show(cashierErrorText(error, t, money));
        setQuestionnaire(isApiError(error) && error.code === 'questionnaire_required');
      },
    });
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check() || !method || withdraw.isPending) return;
    send({ amount: Number(draft.amount), account_id: method.id, accountNumber: draft.iban });
  };

  const pendingOne = pending.data?.[0];

  return (
    <CashierSection title={t('withdraw_title')} success={success.text}>
      {methods.isPending || pending.isPending ? (
        <p className="form-message" aria-busy="true">
          {t('loading')}
        </p>
      ) : methods.isError || pending.isError ? (
        <p role="alert" className="form-message form-message--error">
          {t('error_generic')}
        </p>
      ) : pendingOne ? (
        <PendingWithdrawal
          withdrawal={pendingOne}
          currency={currency}
          cancel={cancel}
          onCancel={() =>
            cancel.mutate(
              {
                // The payment provider of the withdrawal's method names the decline call.
                provider:
                  (
                    list.find((candidate) => candidate.id === pendingOne.payment_method_id) ??
                    list[0]
                  )?.provider ?? '',
                transactionId: pendingOne.id,
              },
              { onSuccess: () => success.show(t('transaction_deleted')) },
            )
          }
        />
      ) : !player.is_verified ? (
        <p className="form-message">
          {t('error_not_verified')}.{' '}
          <Link to={localizePath(language, PATHS.kyc)}>{t('verify_link')}</Link>
        </p>
      ) : list.length === 0 ? (
        <p className="form-message">{t('no_methods')}</p>
      ) : (
        <form className="account-form cashier__form" noValidate onSubmit={handleSubmit}>
          <p className="form-message">
            {t('withdraw_available', { amount: money(balance.available) })}
          </p>
          <FormField className="account-form__field" label={t('withdraw_method')}>
            <Select
              value={method ? String(method.id) : ''}
              options={list.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
              onChange={(event) => form.update({ methodId: event.target.value })}
            />
          </FormField>
          <AmountField
            value={draft.amount}
            range={method?.withdrawal}
            money={money}
            error={fieldError('amount')}
            onChange={(amount) => form.update({ amount })}
            onBlur={() => form.touch('amount')}
          />
          <FormField
            className="account-form__field"
            label={t('withdraw_iban')}
            error={fieldError('iban')}
          >
            <Input
              autoComplete="off"
              value={draft.iban}
              onChange={(event) => form.update({ iban: event.target.value })}
              onBlur={() => form.touch('iban')}
            />
          </FormField>
          <CashierFailure
            text={failure.text}
            link={
              questionnaire ? (
                <Link to={localizePath(language, PATHS.sowq)}>{t('questionnaire_link')}</Link>
              ) : null
            }
          />
          <button type="submit" className="button button--primary" disabled={withdraw.isPending}>
            {t('withdraw_button')}
          </button>
        </form>
      )}
      {bonusHeld ? (
        <ConfirmDialog
          message={t('bonus_forfeit_question')}
          confirmLabel={t('bonus_forfeit_withdraw')}
          cancelLabel={t('keep_bonus')}
          onCancel={() => setBonusHeld(null)}
          onConfirm={() => {
            setBonusHeld(null);
            send({ ...bonusHeld, forfeit_bonus: true });
          }}
        />
      ) : null}
    </CashierSection>
  );
};
