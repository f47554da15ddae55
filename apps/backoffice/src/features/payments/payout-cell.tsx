import type { StaffPayment } from '@prime/contract';
import type { RaRecord } from 'ra-core';

/** Where an approved withdrawal's payout stands, in words; the provider's last error if stuck. */
export const PayoutCell = ({ row }: { row: RaRecord & Record<string, unknown> }) => {
  const payout = row.payout as StaffPayment['payout'] | undefined;
  if (!payout) return <>—</>;
  if (payout.status === 'sent') return <>With the provider</>;
  if (payout.status === 'stopped') return <>Stopped</>;
  if (payout.status === 'refused') return <>Refused by the provider</>;
  if (!payout.last_error) return <>Being handed to the provider</>;
  return (
    <span className="text-amber-800">
      Not taken by the provider ({payout.attempts} {payout.attempts === 1 ? 'try' : 'tries'}):{' '}
      {payout.last_error}
    </span>
  );
};
