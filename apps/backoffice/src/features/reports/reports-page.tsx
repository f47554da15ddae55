import type { StaffCashierReport, StaffGgrReport, StaffGgrRow } from '@prime/contract';
import { useQuery } from '@tanstack/react-query';
import { usePermissions } from 'ra-core';
import { useState, type FormEvent } from 'react';
import { STAFF_API } from '../../providers/http';
import { canDo } from '../../providers/permissions';
import { useStaffData } from '../../providers/use-staff-data';
import { ErrorAlert } from '../../ui/alert';
import { Button, buttonClass } from '../../ui/button';
import { Field, Input } from '../../ui/field';
import { formatMoney } from '../../ui/format';
import { Page, Section } from '../../ui/page';

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** The last seven UTC days, today included. */
const lastWeek = () => ({
  from: utcDay(new Date(Date.now() - 6 * 86_400_000)),
  to: utcDay(new Date()),
});

const Table = ({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: string[];
  rows: (string | number)[][];
}) => (
  <table className="w-full text-left text-sm">
    <caption className="sr-only">{caption}</caption>
    <thead>
      <tr className="border-b">
        {headers.map((header) => (
          <th key={header} scope="col" className="px-3 py-2 font-semibold">
            {header}
          </th>
        ))}
      </tr>
    </thead>
    <tbody>
      {rows.length === 0 ? (
        <tr>
          <td colSpan={headers.length} className="px-3 py-4 text-center">
            Nothing in these days.
          </td>
        </tr>
      ) : (
        rows.map((row, index) => (
          <tr key={index} className="border-b last:border-0">
            {row.map((cell, cellIndex) => (
              <td key={cellIndex} className="px-3 py-2">
                {cell}
              </td>
            ))}
          </tr>
        ))
      )}
    </tbody>
  </table>
);

const GGR_HEADERS = ['Bets count', 'Bets', 'Wins', 'Bonus bets', 'Bonus wins', 'GGR'];
const ggrCells = (row: StaffGgrRow) => [
  row.bets_count,
  formatMoney(row.bets, row.currency),
  formatMoney(row.wins, row.currency),
  formatMoney(row.bonus_bets, row.currency),
  formatMoney(row.bonus_wins, row.currency),
  formatMoney(row.ggr, row.currency),
];

/**
 * Gross gaming revenue (real bets minus real wins) per day, provider and game, and the cashier
 * per day, for a range of UTC days.
 */
export const ReportsPage = () => {
  const dataProvider = useStaffData();
  const { permissions, isPending: isCheckingAccess } = usePermissions<string[]>();
  const [draft, setDraft] = useState(lastWeek);
  const [range, setRange] = useState(draft);
  const [playerId, setPlayerId] = useState('');
  const canRead = canDo(permissions, 'reports', 'list');
  const ggr = useQuery({
    queryKey: ['staff', 'reports', 'ggr', range],
    queryFn: () => dataProvider.getReport<StaffGgrReport>('ggr', range),
    enabled: canRead,
  });
  const cashier = useQuery({
    queryKey: ['staff', 'reports', 'cashier', range],
    queryFn: () => dataProvider.getReport<StaffCashierReport>('cashier', range),
    enabled: canRead,
  });

  if (isCheckingAccess) return null;
  if (!canRead) return <ErrorAlert>Your role cannot open the reports.</ErrorAlert>;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setRange(draft);
  };
  const error = ggr.error ?? cashier.error;
  return (
    <Page title="Reports">
      <form className="flex flex-wrap items-end gap-3" onSubmit={handleSubmit}>
        <Field label="From (UTC day)">
          <Input
            type="date"
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
        </Field>
        <Field label="To (UTC day, included)">
          <Input
            type="date"
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
        </Field>
        <Button type="submit">Show</Button>
      </form>
      <Section title="Player statement">
        <div className="flex flex-wrap items-end gap-3">
          <Field label="Player id">
            <Input
              inputMode="numeric"
              value={playerId}
              onChange={(event) => setPlayerId(event.target.value.replace(/\D/g, ''))}
            />
          </Field>
          {playerId ? (
            <a
              className={buttonClass('secondary')}
              href={`${STAFF_API}/players/${playerId}/statement?${new URLSearchParams(range).toString()}`}
            >
              Download statement (PDF)
            </a>
          ) : null}
        </div>
        <p className="mt-2 text-xs text-slate-600">For the days shown above.</p>
      </Section>
      {error ? <ErrorAlert>{error.message}</ErrorAlert> : null}
      {ggr.data ? (
        <>
          <Section title="Revenue per day">
            <Table
              caption="Revenue per day"
              headers={['Day', ...GGR_HEADERS]}
              rows={ggr.data.by_day.map((row) => [row.key, ...ggrCells(row)])}
            />
          </Section>
          <Section title="Revenue per provider">
            <Table
              caption="Revenue per provider"
              headers={['Provider', ...GGR_HEADERS]}
              rows={ggr.data.by_provider.map((row) => [row.key, ...ggrCells(row)])}
            />
          </Section>
          <Section title="Revenue per game">
            <Table
              caption="Revenue per game"
              headers={['Game', 'Provider', ...GGR_HEADERS]}
              rows={ggr.data.by_game.map((row) => [row.key, row.provider ?? '', ...ggrCells(row)])}
            />
          </Section>
        </>
      ) : null}
      {cashier.data ? (
        <Section title="Deposits and withdrawals per day">
          <Table
            caption="Deposits and withdrawals per day"
            headers={[
              'Day',
              'Deposits count',
              'Deposits',
              'Withdrawals count',
              'Withdrawals',
              'Net',
            ]}
            rows={cashier.data.days.map((day) => [
              day.day,
              day.deposits_count,
              formatMoney(day.deposits, day.currency),
              day.withdrawals_count,
              formatMoney(day.withdrawals, day.currency),
              formatMoney(day.net, day.currency),
            ])}
          />
        </Section>
      ) : null}
    </Page>
  );
};
