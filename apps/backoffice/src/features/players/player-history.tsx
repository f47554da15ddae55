import {
  LIMIT_FIELDS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPE_TEXTS,
  WALLET_POCKETS,
  type StaffGameRound,
  type StaffLedgerEntry,
  type StaffLimitChange,
  type StaffPlayerTransaction,
} from '@prime/contract';
import { ListBase, type Identifier, type RaRecord, type SortPayload } from 'ra-core';
import { Badge } from '../../ui/badge';
import { MoneyCell, StatusBadge } from '../../ui/cells';
import { formatInstant, formatMoney, formatValue, humanize } from '../../ui/format';
import { ListView, type Column, type Filter } from '../../ui/list-view';

const PER_PAGE = 10;

const DAYS: Filter[] = [
  { source: 'from', label: 'From', type: 'date' },
  { source: 'to', label: 'To', type: 'date' },
];

const optionsOf = (values: readonly string[]) =>
  values.map((value) => ({ value, label: humanize(value) }));

const instant = (value: string | null) => (value ? formatInstant(value) : '—');

/** One of the player's histories: its own paged, sorted and filtered list of the staff API. */
const HistoryList = <T extends RaRecord>({
  playerId,
  path,
  caption,
  columns,
  filters,
  sort,
}: {
  playerId: Identifier;
  path: string;
  caption: string;
  columns: Column<T>[];
  filters: Filter[];
  sort: SortPayload;
}) => (
  // Several lists share the page: none of them keeps its paging in the address or the store.
  <ListBase<T>
    resource={`players/${String(playerId)}/${path}`}
    perPage={PER_PAGE}
    sort={sort}
    disableSyncWithLocation
    storeKey={false}
  >
    <ListView<T>
      caption={caption}
      columns={columns}
      filters={filters}
      filtersLabel={`${caption} filters`}
      pagesLabel={`${caption} pages`}
      empty="None."
    />
  </ListBase>
);

type Transaction = StaffPlayerTransaction & RaRecord;
type Entry = StaffLedgerEntry & RaRecord;
type Round = StaffGameRound & RaRecord;
type LimitChange = StaffLimitChange & RaRecord;

const TRANSACTION_COLUMNS: Column<Transaction>[] = [
  { source: 'id', label: 'Id', sortable: true },
  { source: 'created_at', label: 'At', sortable: true, render: (row) => instant(row.created_at) },
  { source: 'type_id', label: 'Type', sortable: true, render: (row) => row.type },
  {
    source: 'status',
    label: 'Status',
    sortable: true,
    render: (row) => <StatusBadge status={row.status} />,
  },
  { source: 'amount', label: 'Amount', sortable: true, render: (row) => <MoneyCell row={row} /> },
  {
    source: 'balance_after',
    label: 'Balance after',
    render: (row) => <MoneyCell row={row} source="balance_after" />,
  },
  { source: 'created_by', label: 'By' },
  { source: 'reason', label: 'Reason' },
];

const TYPE_OPTIONS = Object.entries(TRANSACTION_TYPE_TEXTS).map(([id, text]) => ({
  value: id,
  label: text.name,
}));

/** Every transaction of the player, by type, status and day. */
export const PlayerTransactions = ({ playerId }: { playerId: Identifier }) => (
  <HistoryList<Transaction>
    playerId={playerId}
    path="transactions"
    caption="Transactions"
    columns={TRANSACTION_COLUMNS}
    filters={[
      { source: 'type_id', label: 'Type', type: 'select', options: TYPE_OPTIONS },
      {
        source: 'status',
        label: 'Status',
        type: 'select',
        options: optionsOf(TRANSACTION_STATUSES),
      },
      ...DAYS,
    ]}
    sort={{ field: 'created_at', order: 'DESC' }}
  />
);

const ENTRY_COLUMNS: Column<Entry>[] = [
  { source: 'at', label: 'At', sortable: true, render: (row) => instant(row.at) },
  { source: 'pocket', label: 'Pocket', sortable: true, render: (row) => humanize(row.pocket) },
  {
    source: 'direction',
    label: 'Debit or credit',
    render: (row) => (
      <Badge tone={row.direction === 'credit' ? 'good' : 'warn'}>{humanize(row.direction)}</Badge>
    ),
  },
  { source: 'amount', label: 'Amount', render: (row) => <MoneyCell row={row} /> },
  { source: 'transaction_id', label: 'Transaction', sortable: true },
  { source: 'transaction_type', label: 'Transaction type' },
];

/** The legs of the ledger on the player's pockets. */
export const PlayerLedger = ({ playerId }: { playerId: Identifier }) => (
  <HistoryList<Entry>
    playerId={playerId}
    path="ledger"
    caption="Ledger entries"
    columns={ENTRY_COLUMNS}
    filters={[
      { source: 'pocket', label: 'Pocket', type: 'select', options: optionsOf(WALLET_POCKETS) },
      ...DAYS,
    ]}
    sort={{ field: 'at', order: 'DESC' }}
  />
);

const ROUND_COLUMNS: Column<Round>[] = [
  {
    source: 'started_at',
    label: 'Started',
    sortable: true,
    render: (row) => instant(row.started_at),
  },
  { source: 'game', label: 'Game', render: (row) => row.game ?? formatValue(row.game_id) },
  { source: 'provider', label: 'Provider' },
  { source: 'round_id', label: 'Round' },
  {
    source: 'stake',
    label: 'Stake',
    sortable: true,
    render: (row) => <MoneyCell row={row} source="stake" />,
  },
  {
    source: 'win',
    label: 'Win',
    sortable: true,
    render: (row) => <MoneyCell row={row} source="win" />,
  },
  { source: 'status', label: 'Status', render: (row) => <StatusBadge status={row.status} /> },
  {
    source: 'settled_at',
    label: 'Settled',
    sortable: true,
    render: (row) => instant(row.settled_at),
  },
];

/** The player's game rounds, by the day they started. */
export const PlayerRounds = ({ playerId }: { playerId: Identifier }) => (
  <HistoryList<Round>
    playerId={playerId}
    path="rounds"
    caption="Game rounds"
    columns={ROUND_COLUMNS}
    filters={DAYS}
    sort={{ field: 'started_at', order: 'DESC' }}
  />
);

/** A limit's value: money with the player's currency, minutes of playing time, or none. */
const limitValue = (field: string, value: number | null, currency?: string) =>
  value === null
    ? 'No limit'
    : field === 'max_daily_playing_time'
      ? `${value} min`
      : formatMoney(value, currency);

const limitName = (field: string) => humanize(field.replace(/^max_/, ''));

/** The limits in force now, one row each. */
export const CurrentLimits = ({
  limits,
  currency,
}: {
  limits: Record<string, number | null>;
  currency?: string;
}) => (
  <div className="overflow-x-auto rounded-lg border border-slate-200">
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Current limits</caption>
      <thead className="border-b border-slate-200 bg-slate-100">
        <tr>
          <th scope="col" className="px-3 py-2 font-semibold">
            Limit
          </th>
          <th scope="col" className="px-3 py-2 font-semibold">
            Value
          </th>
        </tr>
      </thead>
      <tbody>
        {LIMIT_FIELDS.filter((field) => field in limits).map((field) => (
          <tr key={field} className="border-b border-slate-100 last:border-0">
            <th scope="row" className="px-3 py-2 font-normal">
              {limitName(field)}
            </th>
            <td className="px-3 py-2">{limitValue(field, limits[field] ?? null, currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);

/** Every change of the player's limits: old and new value, when asked and when effective. */
export const PlayerLimitHistory = ({
  playerId,
  currency,
}: {
  playerId: Identifier;
  currency?: string;
}) => (
  <HistoryList<LimitChange>
    playerId={playerId}
    path="limits/history"
    caption="Limit changes"
    columns={[
      {
        source: 'requested_at',
        label: 'Asked',
        sortable: true,
        render: (row) => instant(row.requested_at),
      },
      { source: 'field', label: 'Limit', sortable: true, render: (row) => limitName(row.field) },
      {
        source: 'previous',
        label: 'Before',
        render: (row) => limitValue(row.field, row.previous, currency),
      },
      {
        source: 'value',
        label: 'After',
        render: (row) => limitValue(row.field, row.value, currency),
      },
      {
        source: 'status',
        label: 'Status',
        sortable: true,
        render: (row) => <StatusBadge status={row.status} />,
      },
      { source: 'effective_at', label: 'Effective', render: (row) => instant(row.effective_at) },
    ]}
    filters={DAYS}
    sort={{ field: 'requested_at', order: 'DESC' }}
  />
);
