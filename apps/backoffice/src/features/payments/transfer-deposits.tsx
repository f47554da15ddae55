import type { RaRecord } from 'ra-core';
import { ActionButton } from '../../ui/action-button';
import { isOpen, MethodCell, MoneyCell, PlayerCell, StatusBadge } from '../../ui/cells';
import { ResourceList } from '../../ui/resource-list';
import { queueFilters } from './queue-filters';

type TransferDeposit = RaRecord & Record<string, unknown>;

/** Bank and crypto deposits announced by players: confirm what arrived, or decline. */
export const TransferDepositList = () => (
  <ResourceList<TransferDeposit>
    title="Transfer deposits"
    caption="Bank and crypto deposits"
    filterDefaultValues={{ status: 'pending' }}
    sort={{ field: 'created_at', order: 'ASC' }}
    filters={queueFilters(['pending', 'success', 'declined', 'all'])}
    empty="No transfer waits for a decision."
    columns={[
      { source: 'id', label: 'Id', sortable: true },
      { source: 'player_id', label: 'Player', render: (row) => <PlayerCell row={row} /> },
      {
        source: 'amount',
        label: 'Announced',
        sortable: true,
        render: (row) => <MoneyCell row={row} />,
      },
      { source: 'method', label: 'Method', render: (row) => <MethodCell row={row} /> },
      { source: 'provider_reference', label: 'Reference' },
      { source: 'created_at', label: 'Announced at', sortable: true },
      { source: 'status', label: 'Status', render: (row) => <StatusBadge status={row.status} /> },
    ]}
    rowActions={(row) =>
      isOpen(row) ? (
        <>
          <ActionButton
            resource="transfer-deposits"
            id={row.id}
            action="confirm"
            label="Confirm"
            accessibleLabel={`Confirm deposit ${row.id}`}
            title={`Confirm deposit ${row.id}`}
            description="Credit the amount that actually arrived on the account."
            amount={{
              name: 'amount',
              label: `Amount received${typeof row.currency === 'string' ? ` (${row.currency})` : ''}`,
              hint: 'As on the bank or wallet statement.',
            }}
            reason="optional"
            done={`Deposit ${row.id} confirmed.`}
          />
          <ActionButton
            resource="transfer-deposits"
            id={row.id}
            action="decline"
            label="Decline"
            accessibleLabel={`Decline deposit ${row.id}`}
            title={`Decline deposit ${row.id}?`}
            description="Nothing is credited. The player sees the reason."
            reason="required"
            tone="danger"
            done={`Deposit ${row.id} declined.`}
          />
        </>
      ) : null
    }
  />
);
