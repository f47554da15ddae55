import type { StaffCampaignCost, StaffCampaignTakeUp } from '@prime/contract';
import { toMajor } from '@prime/contract/money';
import { formatMoney, humanize } from '../../ui/format';

/** Minor units of a definition's amount, with the code of the currency id it is keyed by. */
export const formatMinor = (
  minor: unknown,
  currencyId: string,
  codes: Record<string, string>,
): string =>
  typeof minor === 'number'
    ? formatMoney(toMajor(BigInt(minor)), codes[currencyId] ?? `currency ${currencyId}`)
    : '—';

/** `{ '1': 20000, '3': 50000 }` as `200.00 EUR, 500.00 USD`. */
export const formatPerCurrency = (amounts: unknown, codes: Record<string, string>): string => {
  if (!amounts || typeof amounts !== 'object') return '—';
  const entries = Object.entries(amounts as Record<string, unknown>);
  if (entries.length === 0) return 'None';
  return entries.map(([id, minor]) => formatMinor(minor, id, codes)).join(', ');
};

/** A take-up in one line for lists: who chose it, and how their bonuses ended. */
export const takeUpSummary = (takeUp: StaffCampaignTakeUp | undefined): string =>
  takeUp
    ? `${takeUp.chosen} chose, ${takeUp.awarded} awarded, ${takeUp.converted} converted, ` +
      `${takeUp.forfeited_or_expired} forfeited`
    : '—';

/** Cost per currency in one line for lists. */
export const costSummary = (cost: StaffCampaignCost[] | undefined): string =>
  cost?.length ? cost.map((entry) => formatMoney(entry.cost, entry.currency)).join(', ') : '—';

const TAKE_UP_LABELS: Record<keyof StaffCampaignTakeUp, string> = {
  chosen: 'Chose or activated',
  pending: 'Waiting for a deposit',
  awarded: 'Awarded',
  active: 'Wagering now',
  converted: 'Converted to real money',
  forfeited_or_expired: 'Forfeited or expired',
};

/** Players by where their bonus stands. */
export const TakeUpList = ({ takeUp }: { takeUp: StaffCampaignTakeUp }) => (
  <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
    {(Object.keys(TAKE_UP_LABELS) as (keyof StaffCampaignTakeUp)[]).map((name) => (
      <div key={name}>
        <dt className="font-medium text-slate-700">{TAKE_UP_LABELS[name]}</dt>
        <dd>{takeUp[name].toLocaleString('en')}</dd>
      </div>
    ))}
  </dl>
);

/** What the campaign cost in each currency. */
export const CostTable = ({ cost }: { cost: StaffCampaignCost[] }) =>
  cost.length === 0 ? (
    <p className="text-sm text-slate-600">Nobody has been awarded this campaign yet.</p>
  ) : (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Cost by currency</caption>
        <thead className="border-b border-slate-200">
          <tr>
            {['currency', 'awarded', 'converted', 'pending_bonus', 'cost'].map((column) => (
              <th key={column} scope="col" className="px-2 py-1.5 font-semibold">
                {column === 'pending_bonus' ? 'Bonus money still pending' : humanize(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {cost.map((entry) => (
            <tr key={entry.currency} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="px-2 py-1.5 font-medium">
                {entry.currency}
              </th>
              <td className="px-2 py-1.5">{formatMoney(entry.awarded, entry.currency)}</td>
              <td className="px-2 py-1.5">{formatMoney(entry.converted, entry.currency)}</td>
              <td className="px-2 py-1.5">{formatMoney(entry.pending_bonus, entry.currency)}</td>
              <td className="px-2 py-1.5 font-semibold">
                {formatMoney(entry.cost, entry.currency)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
