import { DEPOSIT_SUCCESS_MESSAGE_MS, type Player } from '@prime/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format/money';
import { isExcluded } from '../../shared/session/exclusion';
import { useCancelTransfer, useDepositMethods, usePendingDeposits } from './api/cashier-api';
import { CashierSection } from './cashier-frame';
import { useTimedMessage } from './cashier-messages';
import { DepositForm } from './deposit-form';
import { PendingDeposits } from './pending-deposits';
import './cashier.css';

/**
 * Deposit (spec 02 §2, §5, §8). A pending bank or crypto transfer is listed with where to send
 * the money and can be cancelled; it holds only its own method (the server takes one pending
 * deposit per method), so the form below offers the others meanwhile.
 */
export const DepositSection = ({ player }: { player: Player }) => {
  const { t, i18n } = useTranslation('cashier');
  const methods = useDepositMethods();
  const pending = usePendingDeposits();
  const success = useTimedMessage(DEPOSIT_SUCCESS_MESSAGE_MS);
  // Owned here, not by the transfer's card, which leaves the list once the cancellation lands.
  const cancel = useCancelTransfer();
  const currency = player.currency.code;
  const money = (amount: number) => formatMoney(amount, currency, i18n.language);

  const pendingList = pending.data ?? [];
  const held = new Set(pendingList.map((deposit) => deposit.payment_method_id));
  const open = (methods.data ?? []).filter((method) => !held.has(method.id));

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
      ) : (
        <>
          {pendingList.length > 0 ? (
            <PendingDeposits
              deposits={pendingList}
              currency={currency}
              cancelling={{
                transactionId: cancel.variables,
                isPending: cancel.isPending,
                isError: cancel.isError,
              }}
              onCancel={(transactionId) =>
                cancel.mutate(transactionId, {
                  onSuccess: () => success.show(t('transaction_deleted')),
                })
              }
            />
          ) : null}
          {open.length === 0 ? (
            pendingList.length > 0 ? null : (
              <p className="form-message">{t('no_methods')}</p>
            )
          ) : (
            <>
              {pendingList.length > 0 ? (
                <h3 className="cashier__new-deposit">{t('new_deposit_title')}</h3>
              ) : null}
              <DepositForm
                methods={open}
                money={money}
                onTransferSent={() => success.show(t('transfer_success'))}
              />
            </>
          )}
        </>
      )}
    </CashierSection>
  );
};
