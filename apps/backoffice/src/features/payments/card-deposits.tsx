import type { RaRecord } from 'ra-core';
import { ActionButton } from '../../ui/action-button';
import { MoneyCell, PlayerCell, StatusBadge } from '../../ui/cells';
import { ResourceList } from '../../ui/resource-list';
import { queueFilters } from './queue-filters';

type CardDeposit = RaRecord & Record<string, unknown>;

/** Card deposits paid through the payment provider; a paid one may be reverted (a chargeback). */
export const CardDepositList = () => (
  <ResourceList<CardDeposit>
    title="Card deposits"
    caption="Card deposits"
    sort={{ field: 'created_at', order: 'DESC' }}
    filters={queueFilters(['success', 'reverted', 'declined', 'all'])}
    columns={[
      { source: 'id', label: 'Id', sortable: true },
      { source: 'player_id', label: 'Player', render: (row) => <PlayerCell row={row} /> },
      {
        source: 'amount',
        label: 'Amount',
        sortable: true,
        render: (row) => <MoneyCell row={row} />,
      },
      { source: 'provider_reference', label: 'Provider reference' },
      { source: 'created_at', label: 'Paid at', sortable: true },
      { source: 'status', label: 'Status', render: (row) => <StatusBadge status={row.status} /> },
    ]}
    rowActions={(row) =>
      row.status === 'success' ? (
        <ActionButton
          resource="card-deposits"
          id={row.id}
          action="revert"
          label="Revert"
          accessibleLabel={`Revert card deposit ${row.id}`}
          title={`Revert card deposit ${row.id}?`}
          description="The amount is taken back from the player's balance."
          reason="required"
          tone="danger"
          done={`Card deposit ${row.id} reverted.`}
        />
      ) : null
    }
  />
);
