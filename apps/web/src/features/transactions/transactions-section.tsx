import type { Transaction, TransactionTotals } from '@prime/contract';
import { utcDay } from '@prime/contract/rules/report-range';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../shared/data-table/data-table';
import { formatMoney } from '../../shared/format/money';
import { useTransactions, type TransactionSearch } from './api/get-transactions';
import { transactionColumns } from './transaction-columns';
import { TransactionFilters } from './transaction-filters';
import '../../shared/ui/filter-bar.css';
import './transactions.css';

const TOTALS = ['deposit', 'withdraw', 'net'] as const;

/** The totals cards: successful deposits, withdrawals and their difference in the range. */
const TotalsCards = ({ totals, locale }: { totals: TransactionTotals; locale: string }) => {
  const { t } = useTranslation('transactions');
  return (
    <>
      <section className="totals-cards" aria-label={t('totals')}>
        {TOTALS.map((key) => (
          <div key={key} className="balance-card">
            <p className="balance-card__label">{t(key)}</p>
            <p className="balance-card__amount">
              {formatMoney(totals[key], totals.currency, locale)}
            </p>
          </div>
        ))}
      </section>
      <p className="form-message">{t('net_hint')}</p>
    </>
  );
};

/**
 * Transactions (spec 02 §2): the player's transactions of UTC days, today to today at first, by
 * type and status, with the range's totals and the table with its exports. Newest first; "load
 * more" asks for the page after the last row shown, so rows that arrive meanwhile neither repeat
 * nor push others out.
 */
export const TransactionsSection = () => {
  const { t, i18n } = useTranslation('transactions');
  const titleId = useId();
  const today = utcDay();
  const [draft, setDraft] = useState<TransactionSearch>({ from: today, to: today });
  const [search, setSearch] = useState<TransactionSearch>(draft);
  const list = useTransactions(search);
  const columns = useMemo(() => transactionColumns(t, i18n.language), [t, i18n.language]);
  const pages = list.data?.pages;
  const rows: Transaction[] = useMemo(() => pages?.flatMap((page) => page.data) ?? [], [pages]);
  const totals = pages?.[0]?.totals;

  const handleSearch = () => {
    if (JSON.stringify(draft) === JSON.stringify(search)) void list.refetch();
    else setSearch(draft);
  };

  return (
    <section className="dashboard-section transactions" aria-labelledby={titleId}>
      <h2 id={titleId} className="dashboard-section__title">
        {t('title')}
      </h2>
      <p className="form-message">{t('utc_note')}</p>
      <TransactionFilters
        draft={draft}
        onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
        onSearch={handleSearch}
        isSearching={list.isFetching}
      />
      {list.isError ? (
        <p className="form-message form-message--error" role="alert">
          {t('error')}
        </p>
      ) : null}
      {!pages ? (
        list.isError ? null : (
          <p className="form-message" aria-busy="true">
            {t('loading')}
          </p>
        )
      ) : (
        <>
          {totals ? <TotalsCards totals={totals} locale={i18n.language} /> : null}
          <DataTable
            columns={columns}
            rows={rows}
            rowKey={(row) => row.id}
            caption={`${t('title')} ${search.from} – ${search.to}`}
            emptyText={t('empty')}
            exportName="transactions"
          />
          {list.hasNextPage ? (
            <div className="transactions__more">
              <button
                type="button"
                className="button button--ghost"
                disabled={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {t('load_more')}
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
};
