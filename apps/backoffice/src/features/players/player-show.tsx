import { useShowContext, type RaRecord } from 'ra-core';
import { ErrorAlert } from '../../ui/alert';
import { StatusBadge } from '../../ui/cells';
import { formatMoney, humanize } from '../../ui/format';
import { Page, Section } from '../../ui/page';
import { PlayerActions } from './player-forms';
import {
  CurrentLimits,
  PlayerLedger,
  PlayerLimitHistory,
  PlayerRounds,
  PlayerTransactions,
} from './player-history';
import { FieldList, SectionValue } from './record-view';
import { WholeRecordShow } from '../../ui/whole-record';

type Player = RaRecord & Record<string, unknown>;

/**
 * The sections of a player's page, in the order support staff read them: the record's own
 * parts, or a history of its own (a paged list of the staff API, `list`).
 */
const SECTIONS = [
  ['balance', 'Balances'],
  ['limits', 'Limits'],
  ['exclusions', 'Exclusions'],
  ['kyc_levels', 'Verification (KYC)'],
  ['transactions', 'Transactions'],
  ['ledger', 'Ledger entries'],
  ['rounds', 'Game rounds'],
  ['sessions', 'Sessions'],
  ['login_attempts', 'Login attempts'],
  ['documents', 'Documents'],
  ['messages', 'Messages'],
  ['notes', 'Notes'],
] as const;

const SECTION_KEYS: ReadonlySet<string> = new Set(SECTIONS.map(([key]) => key));

/** The sections drawn by a history list rather than from the page's record. */
const HISTORIES: ReadonlySet<string> = new Set(['limits', 'transactions', 'ledger', 'rounds']);

const isLimits = (value: unknown): value is Record<string, number | null> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isAmounts = (value: unknown): value is Record<string, number> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((amount) => typeof amount === 'number');

/** The wallet's pockets as money in the player's currency. */
const Balances = ({
  balance,
  currency,
}: {
  balance: Record<string, number>;
  currency?: string;
}) => (
  <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
    {Object.entries(balance).map(([pocket, amount]) => (
      <div key={pocket}>
        <dt className="font-medium text-slate-700">{humanize(pocket)}</dt>
        <dd className="tabular-nums">{formatMoney(amount, currency)}</dd>
      </div>
    ))}
  </dl>
);

const HistorySection = ({ name, record }: { name: string; record: Player }) => {
  const currency = typeof record.currency === 'string' ? record.currency : undefined;
  if (name === 'transactions') return <PlayerTransactions playerId={record.id} />;
  if (name === 'ledger') return <PlayerLedger playerId={record.id} />;
  if (name === 'rounds') return <PlayerRounds playerId={record.id} />;
  return (
    <div className="space-y-4">
      {isLimits(record.limits) ? (
        <CurrentLimits limits={record.limits} {...(currency ? { currency } : {})} />
      ) : null}
      <h3 className="font-semibold">Changes</h3>
      <PlayerLimitHistory playerId={record.id} {...(currency ? { currency } : {})} />
    </div>
  );
};

const PlayerPage = () => {
  const { record, isPending, error } = useShowContext<Player>();
  if (isPending) return <p>Loading…</p>;
  if (error || !record) return <ErrorAlert>{error?.message ?? 'Player not found.'}</ErrorAlert>;
  const profile = Object.fromEntries(
    Object.entries(record).filter(([key]) => !SECTION_KEYS.has(key)),
  );
  const name = typeof record.username === 'string' ? record.username : `Player ${record.id}`;
  const currency = typeof record.currency === 'string' ? record.currency : undefined;
  return (
    <Page
      title={
        <span className="inline-flex items-center gap-3">
          {name} <StatusBadge status={record.status} />
        </span>
      }
      actions={<PlayerActions playerId={record.id} currency={currency} />}
    >
      <Section title="Status and profile">
        <FieldList record={profile} />
      </Section>
      {SECTIONS.filter(([key]) => HISTORIES.has(key) || key in record).map(([key, title]) => (
        <Section key={key} title={title}>
          {HISTORIES.has(key) ? (
            <HistorySection name={key} record={record} />
          ) : key === 'balance' && isAmounts(record.balance) ? (
            <Balances balance={record.balance} {...(currency ? { currency } : {})} />
          ) : (
            <SectionValue value={record[key]} caption={title} />
          )}
        </Section>
      ))}
    </Page>
  );
};

/** A player's page: profile and status, money, protection, verification and history. */
export const PlayerShow = () => (
  // Money and history change under the page: it asks again every time it opens.
  <WholeRecordShow queryOptions={{ staleTime: 0 }}>
    <PlayerPage />
  </WholeRecordShow>
);
