import type { RaRecord } from 'ra-core';
import { ActionButton } from '../../ui/action-button';
import { isOpen, MethodCell, MoneyCell, PlayerCell, StatusBadge } from '../../ui/cells';
import { ResourceList } from '../../ui/resource-list';
import { queueFilters } from './queue-filters';

type Withdrawal = RaRecord & Record<string, unknown>;

/** Withdrawals the players asked for: pay them out or refuse with a reason. */
export const WithdrawalList = () => (
  <ResourceList<Withdrawal>
    title="Withdrawals"
    caption="Withdrawals"
    filterDefaultValues={{ status: 'pending' }}
    sort={{ field: 'created_at', order: 'ASC' }}
    filters={queueFilters(['pending', 'payment_clearing', 'success', 'declined', 'all'])}
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
    ]}
    rowActions={(row) =>
      isOpen(row) ? (
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
