import type { Transaction } from '@prime/contract';
import type { TFunction } from 'i18next';
import type { Column } from '../../shared/data-table/table-data';
import { formatDateTime } from '../../shared/format/date';
import { formatMoney } from '../../shared/format/money';
import { statusName, typeName } from './transaction-texts';

/**
 * The transactions table: id, date (UTC), type, status, amount, balance after it and currency;
 * money shown with its currency and exported as numbers. A balance is empty while no money moved.
 */
export const transactionColumns = (
  t: TFunction<'transactions'>,
  locale: string,
): Column<Transaction>[] => [
  { key: 'id', header: t('id'), value: (row) => row.id, numeric: true },
  {
    key: 'created_at',
    header: `${t('created_at')} (UTC)`,
    value: (row) => row.created_at.slice(0, 19).replace('T', ' '),
    format: (_value, row) => formatDateTime(row.created_at, locale),
  },
  { key: 'type', header: t('type'), value: (row) => typeName(t, row.type) },
  { key: 'status', header: t('status'), value: (row) => statusName(t, row.status) },
  {
    key: 'amount',
    header: t('amount'),
    value: (row) => row.amount,
    format: (value, row) => formatMoney(Number(value), row.currency, locale),
    numeric: true,
  },
  {
    key: 'balance',
    header: t('balance'),
    value: (row) => row.balance ?? '',
    format: (value, row) => (value === '' ? '' : formatMoney(Number(value), row.currency, locale)),
    numeric: true,
  },
  { key: 'currency', header: t('currency'), value: (row) => row.currency },
];
