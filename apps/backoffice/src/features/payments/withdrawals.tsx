import type { RaRecord } from 'ra-core';
import { ActionButton } from '../../ui/action-button';
import { isOpen, MethodCell, MoneyCell, PlayerCell, StatusBadge } from '../../ui/cells';
import { ResourceList } from '../../ui/resource-list';
import { PayoutCell } from './payout-cell';
import { queueFilters } from './queue-filters';

type Withdrawal = RaRecord & Record<string, unknown>;

/**
 * An approved withdrawal whose payout is stuck: hand it to the provider again (not once the
 * provider has it), or stop it and give the money back.
 */
const PayoutActions = ({ row }: { row: Withdrawal }) => {
  const payout = row.payout as { status?: string } | null | undefined;
  return (
    <>
      {payout?.status !== 'sent' ? (
        <ActionButton
          resource="withdrawals"
          id={row.id}
          action="retry-payout"
          label="Retry payout"
          accessibleLabel={`Retry payout of withdrawal ${row.id}`}
          title={`Hand withdrawal ${row.id} to the provider again?`}
          description="The payout is sent to the provider now. The provider pays a withdrawal once, however often it is sent."
          reason="optional"
          done={`Payout of withdrawal ${row.id} handed to the provider.`}
        />
      ) : null}
      <ActionButton
        resource="withdrawals"
        id={row.id}
        action="stop-payout"
        label="Stop payout"
        accessibleLabel={`Stop payout of withdrawal ${row.id}`}
        title={`Stop withdrawal ${row.id} and return the money?`}
        description="The provider is asked to stop the payout. Once it confirms nothing is paid out, the amount goes back to the player's balance. The player sees the reason."
        reason="required"
        tone="danger"
        done={`Withdrawal ${row.id} stopped: the money is back on the player's balance.`}
      />
    </>
  );
};

/**
 * Withdrawals the players asked for: pay them out or refuse with a reason; an approved one
 * whose payout is stuck is handed over again or stopped.
 */
export const WithdrawalList = () => (
  <ResourceList<Withdrawal>
    title="Withdrawals"
    caption="Withdrawals"
    filterDefaultValues={{ status: 'pending' }}
    sort={{ field: 'created_at', order: 'ASC' }}
    filters={queueFilters(['pending', 'authorized', 'success', 'declined', 'all'])}
    empty="No withdrawal waits for a decision."
    columns={[
      { source: 'id', label: 'Id', sortable: true },
      { source: 'player_id', label: 'Player', render: (row) => <PlayerCell row={row} /> },
      {
        source: 'amount',
        label: 'Amount',
        sortable: true,
        render: (row) => <MoneyCell row={row} />,
      },
      { source: 'method', label: 'Method', render: (row) => <MethodCell row={row} /> },
      { source: 'created_at', label: 'Requested', sortable: true },
      { source: 'status', label: 'Status', render: (row) => <StatusBadge status={row.status} /> },
      { source: 'payout', label: 'Payout', render: (row) => <PayoutCell row={row} /> },
    ]}
    rowActions={(row) =>
      row.status === 'authorized' ? (
        <PayoutActions row={row} />
      ) : isOpen(row) ? (
        <>
          <ActionButton
            resource="withdrawals"
            id={row.id}
            action="approve"
            label="Approve"
            accessibleLabel={`Approve withdrawal ${row.id}`}
            title={`Approve withdrawal ${row.id}?`}
            description="The money is paid out to the player's payment method."
            reason="none"
            done={`Withdrawal ${row.id} approved.`}
          />
          <ActionButton
            resource="withdrawals"
            id={row.id}
            action="reject"
            label="Reject"
            accessibleLabel={`Reject withdrawal ${row.id}`}
            title={`Reject withdrawal ${row.id}?`}
            description="The amount goes back to the player's balance. The player sees the reason."
            reason="required"
            tone="danger"
            done={`Withdrawal ${row.id} rejected.`}
          />
        </>
      ) : null
    }
  />
);
