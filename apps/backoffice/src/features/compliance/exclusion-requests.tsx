import type { RaRecord } from 'ra-core';
import { ActionButton } from '../../ui/action-button';
import { isOpen, PlayerCell, StatusBadge } from '../../ui/cells';
import { ResourceList } from '../../ui/resource-list';
import { DueDate } from './due-date';

type ExclusionRequest = RaRecord & Record<string, unknown>;

/**
 * Players' requests to lift or shorten a self-exclusion. A granted one still waits its cooling
 * period (24 hours, 7 days for an indefinite exclusion) before it applies.
 */
export const ExclusionRequestList = () => (
  <ResourceList<ExclusionRequest>
    title="Exclusion requests"
    caption="Requests to lift or shorten an exclusion"
    sort={{ field: 'due_at', order: 'ASC' }}
    empty="No request waits for an answer."
    columns={[
      { source: 'id', label: 'Id' },
      { source: 'player_id', label: 'Player', render: (row) => <PlayerCell row={row} /> },
      { source: 'requested_expires_at', label: 'Asked to end at' },
      { source: 'reason', label: "Player's reason" },
      { source: 'created_at', label: 'Asked at', sortable: true },
      {
        source: 'due_at',
        label: 'Answer by',
        sortable: true,
        render: (row) => <DueDate dueAt={row.due_at} isWaiting={isOpen(row)} />,
      },
      { source: 'status', label: 'Status', render: (row) => <StatusBadge status={row.status} /> },
    ]}
    rowActions={(row) =>
      isOpen(row) ? (
        <>
          <ActionButton
            resource="exclusion-requests"
            id={row.id}
            action="grant"
            label="Grant"
            accessibleLabel={`Grant request ${row.id}`}
            title={`Grant request ${row.id}?`}
            description="The exclusion ends after its cooling period, not at once."
            reason="none"
            done={`Request ${row.id} granted.`}
          />
          <ActionButton
            resource="exclusion-requests"
            id={row.id}
            action="refuse"
            label="Refuse"
            accessibleLabel={`Refuse request ${row.id}`}
            title={`Refuse request ${row.id}?`}
            description="The exclusion stays as it is. The player sees the reason."
            reason="required"
            tone="danger"
            done={`Request ${row.id} refused.`}
          />
        </>
      ) : null
    }
  />
);
