import type { RaRecord } from 'ra-core';
import { StatusBadge } from '../../ui/cells';
import { ResourceList } from '../../ui/resource-list';

type Player = RaRecord & Record<string, unknown>;

/** Players found by id, nickname, e-mail or phone. */
export const PlayerList = () => (
  <ResourceList<Player>
    title="Players"
    caption="Players"
    sort={{ field: 'id', order: 'DESC' }}
    filters={[{ source: 'q', label: 'Id, nickname, e-mail or phone' }]}
    empty="No player matches."
    rowLink={(row) => `/players/${row.id}/show`}
    columns={[
      { source: 'id', label: 'Id', sortable: true },
      { source: 'username', label: 'Nickname', sortable: true },
      { source: 'email', label: 'E-mail' },
      { source: 'phone', label: 'Phone' },
      { source: 'created_at', label: 'Registered', sortable: true },
      { source: 'status', label: 'Status', render: (row) => <StatusBadge status={row.status} /> },
    ]}
  />
);
