import type { BankDetails, CryptoDetails } from '@prime/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date';
import { formatMoney } from '../../shared/format/money';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import type { PendingDeposit } from './api/cashier-api';

const isBank = (details: BankDetails | CryptoDetails): details is BankDetails =>
  'variable_symbol' in details;

/**
 * The rows of an offline transfer's details, in the order a bank form asks for them: a text
 * key, or the international name of the field (IBAN, BIC), which no language translates.
 */
const detailRows = (details: BankDetails | CryptoDetails): [DetailLabel, string][] =>
  isBank(details)
    ? [
        [{ key: 'holder' }, details.holder],
        [{ name: 'IBAN' }, details.iban],
        [{ name: 'BIC' }, details.bic],
        [{ key: 'bban' }, details.bban],
        [{ key: 'bank_code' }, details.bank_code],
        [{ key: 'variable_symbol' }, details.variable_symbol],
      ]
    : [
        [{ key: 'crypto_address' }, details.address],
        [{ key: 'crypto_network' }, details.network],
        [{ key: 'sender_name' }, details.sender_name],
        [{ key: 'reference_code' }, details.reference_code],
      ];

type DetailLabel = { key: string } | { name: string };

/** The last cancellation asked for: which transfer, and whether it runs or failed. */
export type CancelState = {
  transactionId: number | undefined;
  isPending: boolean;
  isError: boolean;
};

/**
 * One pending transfer with where to send the money, and its cancellation after a confirmation
 * (spec 02 §8: "Confirmation for deleting pending transactions"); nothing has moved, so nothing
 * returns.
 */
const PendingTransfer = ({
  deposit,
  currency,
  cancelling,
  onCancel,
}: {
  deposit: PendingDeposit;
  currency: string;
  cancelling: CancelState;
  onCancel: (transactionId: number) => void;
}) => {
  const { t, i18n } = useTranslation('cashier');
  const [isConfirming, setIsConfirming] = useState(false);
  const isMine = cancelling.transactionId === deposit.id;
  return (
    <li className="cashier__card">
      <p className="cashier__card-amount">{formatMoney(deposit.amount, currency, i18n.language)}</p>
      <p>
        {t('transaction_number', { id: deposit.id })} ·{' '}
        {formatDateTime(deposit.created_at, i18n.language)}
      </p>
      {deposit.details ? (
        <>
          <p>{t('bank_details')}</p>
          <dl className="cashier__details">
            {detailRows(deposit.details).map(([label, value]) => (
              <div key={'key' in label ? label.key : label.name}>
                <dt>{'key' in label ? t(label.key) : label.name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      {isMine && cancelling.isError ? (
        <p role="alert" className="form-message form-message--error">
          {t('transaction_delete_failed')}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--ghost"
        disabled={isMine && cancelling.isPending}
        onClick={() => setIsConfirming(true)}
      >
        {t('transfer_cancel')}
      </button>
      {isConfirming ? (
        <ConfirmDialog
          message={t('transfer_cancel_confirm')}
          confirmLabel={t('transfer_cancel')}
          cancelLabel={t('keep_transfer')}
          onCancel={() => setIsConfirming(false)}
          onConfirm={() => {
            setIsConfirming(false);
            onCancel(deposit.id);
          }}
        />
      ) : null}
    </li>
  );
};

/**
 * The pending transfers (spec 02 §2, §3 Pending deposit): amount, date and where to send the
 * money. Each holds only its own method: the form offers the others beside them.
 */
export const PendingDeposits = ({
  deposits,
  currency,
  cancelling,
  onCancel,
}: {
  deposits: PendingDeposit[];
  currency: string;
  /** The cancellation asked for last, owned by the section: a cancelled card leaves the list. */
  cancelling: CancelState;
  onCancel: (transactionId: number) => void;
}) => {
  const { t } = useTranslation('cashier');
  return (
    <div className="cashier__pending">
      <h3>{t('pending_title')}</h3>
      <p className="form-message">{t('transfer_waiting_note')}</p>
      <ul className="cashier__pending-list">
        {deposits.map((deposit) => (
          <PendingTransfer
            key={deposit.id}
            deposit={deposit}
            currency={currency}
            cancelling={cancelling}
            onCancel={onCancel}
          />
        ))}
      </ul>
    </div>
  );
};
