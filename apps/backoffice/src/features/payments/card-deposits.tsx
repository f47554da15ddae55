import type { RaRecord } from 'ra-core';
import { ActionButton } from '../../ui/action-button';
import { MoneyCell, PlayerCell, StatusBadge } from '../../ui/cells';
import { ResourceList } from '../../ui/resource-list';
import { queueFilters } from './queue-filters';

type CardDeposit = RaRecord & Record<string, unknown>;

/**
 * Card deposits through the payment provider: one not paid may be declined (its checkout also
 * expires by itself), a paid one reverted (a chargeback).
 */
export const CardDepositList = () => (
  <ResourceList<CardDeposit>
    title="Card deposits"
    caption="Card deposits"
    sort={{ field: 'created_at', order: 'DESC' }}
    filters={queueFilters(['success', 'initialized', 'reverted', 'declined', 'all'])}
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
      { source: 'created_at', label: 'Opened at', sortable: true },
      { source: 'expires_at', label: 'Expires if unpaid' },
      { source: 'status', label: 'Status', render: (row) => <StatusBadge status={row.status} /> },
    ]}
    rowActions={(row) =>
      row.status === 'initialized' ? (
        <ActionButton
          resource="card-deposits"
          id={row.id}
          action="decline"
          label="Decline"
          accessibleLabel={`Decline card deposit ${row.id}`}
          title={`Decline card deposit ${row.id}?`}
          description="The provider's payment page is closed first; a payment the player already made is left to settle. Nothing is credited."
          reason="required"
          tone="danger"
          done={`Card deposit ${row.id} declined.`}
        />
      ) : row.status === 'success' ? (
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
