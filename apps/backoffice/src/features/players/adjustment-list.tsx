import { useGetIdentity, type RaRecord } from 'ra-core';
import { ActionButton } from '../../ui/action-button';
import { isOpen, MoneyCell, PlayerCell, StatusBadge } from '../../ui/cells';
import { ResourceList } from '../../ui/resource-list';

type Adjustment = RaRecord & Record<string, unknown>;

const STATUSES = ['pending', 'booked', 'rejected', 'all'];

/**
 * Manual adjustments above the threshold wait here for a second staff member: approve (the
 * money moves) or reject with a reason. Nobody approves their own; the API refuses it too.
 */
export const AdjustmentList = () => {
  const { identity } = useGetIdentity();
  return (
    <ResourceList<Adjustment>
      title="Adjustments"
      caption="Adjustments"
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'created_at', order: 'ASC' }}
      filters={[
        {
          source: 'status',
          label: 'Status',
          type: 'select',
          options: STATUSES.map((status) => ({
            value: status,
            label: status.charAt(0).toUpperCase() + status.slice(1),
          })),
        },
        { source: 'player_id', label: 'Player id' },
      ]}
      empty="No adjustment waits for a second approval."
      columns={[
        { source: 'id', label: 'Id', sortable: true },
        { source: 'player_id', label: 'Player', render: (row) => <PlayerCell row={row} /> },
        {
          source: 'direction',
          label: 'Direction',
          render: (row) => (row.direction === 'debit' ? 'Debit' : 'Credit'),
        },
        {
          source: 'amount',
          label: 'Amount',
          sortable: true,
          render: (row) => <MoneyCell row={row} />,
        },
        { source: 'reason', label: 'Reason' },
        { source: 'requested_by', label: 'Asked by' },
        { source: 'created_at', label: 'Asked', sortable: true },
        { source: 'decided_by', label: 'Decided by' },
        {
          source: 'status',
          label: 'Status',
          render: (row) => <StatusBadge status={row.status} />,
        },
      ]}
      rowActions={(row) =>
        isOpen(row) ? (
          <>
            {row.requested_by !== identity?.id ? (
              <ActionButton
                resource="adjustments"
                id={row.id}
                action="approve"
                label="Approve"
                accessibleLabel={`Approve adjustment ${row.id}`}
                title={`Approve adjustment ${row.id}?`}
                description="The player's balance changes now, in your name as the second approver."
                reason="optional"
                done={`Adjustment ${row.id} approved.`}
              />
            ) : null}
            <ActionButton
              resource="adjustments"
              id={row.id}
              action="reject"
              label="Reject"
              accessibleLabel={`Reject adjustment ${row.id}`}
              title={`Reject adjustment ${row.id}?`}
              description="No money moves. The reason is kept with the adjustment."
              reason="required"
              tone="danger"
              done={`Adjustment ${row.id} rejected.`}
            />
          </>
        ) : null
      }
    />
  );
};
