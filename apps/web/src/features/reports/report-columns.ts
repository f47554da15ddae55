import type { ReportRow } from '@prime/contract';
import type { TFunction } from 'i18next';
import type { Column } from '../../shared/data-table/table-data';
import { formatDateTime } from '../../shared/format/date';
import { formatMoney } from '../../shared/format/money';

/** The report's table: one row per game; money shown with its currency, exported as numbers. */
export const reportColumns = (t: TFunction<'reports'>, locale: string): Column<ReportRow>[] => {
  const money = (key: 'bets' | 'wins' | 'net'): Column<ReportRow> => ({
    key,
    header: t(key),
    value: (row) => row[key],
    format: (value, row) => formatMoney(Number(value), row.currency, locale),
    numeric: true,
  });
  return [
    {
      key: 'created_at',
      header: `${t('created_at')} (UTC)`,
      // An empty time is the totals row of the exports.
      value: (row) => (row.created_at ? row.created_at.slice(0, 19).replace('T', ' ') : ''),
      format: (_value, row) => (row.created_at ? formatDateTime(row.created_at, locale) : ''),
    },
    { key: 'game', header: t('game'), value: (row) => row.game },
    { key: 'provider', header: t('provider'), value: (row) => row.provider },
    { key: 'currency', header: t('currency'), value: (row) => row.currency },
    {
      key: 'bets_count',
      header: t('bets_count'),
      value: (row) => row.bets_count,
      numeric: true,
    },
    money('bets'),
    money('wins'),
    money('net'),
  ];
};
