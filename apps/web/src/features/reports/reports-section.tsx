import { utcDay } from '@prime/contract/rules/report-range';
import type { Report, ReportRow } from '@prime/contract';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../shared/data-table/data-table';
import { formatMoney, sumMoney } from '../../shared/format/money';
import { useCasinoReport, type ReportSearch } from './api/get-casino-report';
import { reportColumns } from './report-columns';
import { ReportFilters } from './report-filters';
import '../../shared/ui/filter-bar.css';

const TOTALS = ['bets', 'bonus_bets', 'wins', 'bonus_wins', 'net'] as const;

/** The totals as a last row of the exports. */
const totalsRow = (report: Report, label: string): ReportRow => ({
  id: 0,
  created_at: '',
  currency: report.totals.currency,
  game: label,
  provider: '',
  provider_id: 0,
  bets_count: report.rows.reduce((sum, row) => sum + row.bets_count, 0),
  bets: sumMoney(report.totals.bets, report.totals.bonus_bets),
  wins: sumMoney(report.totals.wins, report.totals.bonus_wins),
  net: report.totals.net,
});

/**
 * Reports (spec 02 §2): the casino report of UTC days, today to today at first, by money type
 * and provider; totals cards and the table of games with its exports.
 */
export const ReportsSection = () => {
  const { t, i18n } = useTranslation('reports');
  const titleId = useId();
  const today = utcDay();
  const [draft, setDraft] = useState<ReportSearch>({ from: today, to: today, money_type: 'all' });
  const [search, setSearch] = useState<ReportSearch>(draft);
  const report = useCasinoReport(search);
  const columns = useMemo(() => reportColumns(t, i18n.language), [t, i18n.language]);
  const data = report.data;

  const handleSearch = () => {
    if (JSON.stringify(draft) === JSON.stringify(search)) void report.refetch();
    else setSearch(draft);
  };

  return (
    <section className="dashboard-section reports" aria-labelledby={titleId}>
      <h2 id={titleId} className="dashboard-section__title">
        {t('title')}
      </h2>
      <p className="form-message">{t('utc_note')}</p>
      <ReportFilters
        draft={draft}
        onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
        onSearch={handleSearch}
        isSearching={report.isFetching}
      />
      {report.isError ? (
        <p className="form-message form-message--error" role="alert">
          {t('error')}
        </p>
      ) : null}
      {!data ? (
        <p className="form-message" aria-busy="true">
          {t('loading')}
        </p>
      ) : (
        <>
          <section className="totals-cards" aria-label={t('totals')}>
            {TOTALS.map((key) => (
              <div key={key} className="balance-card">
                <p className="balance-card__label">{t(key)}</p>
                <p className="balance-card__amount">
                  {formatMoney(data.totals[key], data.totals.currency, i18n.language)}
                </p>
              </div>
            ))}
          </section>
          <p className="form-message">{t('net_hint')}</p>
          <DataTable
            columns={columns}
            rows={data.rows}
            rowKey={(row) => row.id}
            caption={`${t('title')} ${search.from} – ${search.to}`}
            emptyText={t('empty')}
            exportName="casino-report"
            exportFooter={[totalsRow(data, t('total_row'))]}
          />
        </>
      )}
    </section>
  );
};
