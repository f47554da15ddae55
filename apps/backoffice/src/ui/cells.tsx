import type { PaymentMethodKind } from '@prime/contract';
import type { RaRecord } from 'ra-core';
import { Link } from 'react-router-dom';
import { Badge } from './badge';
import { formatMoney, formatValue, humanize } from './format';

type Row = RaRecord & Record<string, unknown>;

/** The player a row belongs to, linked to their page. */
export const PlayerCell = ({ row }: { row: Row }) => {
  const id = row.player_id;
  const name = row.username ?? row.nickname ?? row.player ?? (id ? `Player ${String(id)}` : null);
  if (!id) return <>{formatValue(name)}</>;
  return (
    <Link className="text-blue-800 underline" to={`/players/${String(id)}/show`}>
      {String(name)}
    </Link>
  );
};

/** A row's `amount` (major units) with its `currency`. */
export const MoneyCell = ({ row, source = 'amount' }: { row: Row; source?: string }) => {
  const amount = row[source];
  const currency = typeof row.currency === 'string' ? row.currency : undefined;
  return typeof amount === 'number' ? <>{formatMoney(amount, currency)}</> : <>—</>;
};

const STATUS_TONES: Record<string, 'neutral' | 'good' | 'warn' | 'bad'> = {
  pending: 'warn',
  authorized: 'warn',
  initialized: 'warn',
  waiting: 'warn',
  new: 'warn',
  approved: 'good',
  booked: 'good',
  confirmed: 'good',
  granted: 'good',
  paid: 'good',
  active: 'good',
  running: 'good',
  rejected: 'bad',
  declined: 'bad',
  refused: 'bad',
  reverted: 'bad',
  ended: 'neutral',
};

/** Statuses whose stored name does not read well as words. */
const STATUS_LABELS: Record<string, string> = {
  incompleted: 'Registration incomplete',
};

export const StatusBadge = ({ status }: { status: unknown }) => {
  if (typeof status !== 'string' || !status) return <>—</>;
  return (
    <Badge tone={STATUS_TONES[status] ?? 'neutral'}>
      {STATUS_LABELS[status] ?? humanize(status)}
    </Badge>
  );
};

const METHOD_LABELS: Record<PaymentMethodKind, string> = {
  card: 'Card',
  ewallet: 'E-wallet',
  bank_transfer: 'Bank transfer',
  crypto_transfer: 'Crypto transfer',
};

/** A payment's method, by the kind the API names (`bank_transfer` → Bank transfer). */
export const MethodCell = ({ row }: { row: Row }) => {
  const kind = row.method;
  if (typeof kind !== 'string' || !kind) return <>—</>;
  return <>{METHOD_LABELS[kind as PaymentMethodKind] ?? humanize(kind)}</>;
};

/** Whether a row's status still waits for an operator. */
export const isOpen = (row: Row) =>
  row.status === undefined ||
  ['pending', 'waiting', 'new', 'requested'].includes(String(row.status));
