import type { Filter } from '../../ui/list-view';

/** The filters every payments queue has. */
export const queueFilters = (statuses: string[]): Filter[] => [
  {
    source: 'status',
    label: 'Status',
    type: 'select',
    options: statuses.map((status) => ({
      value: status,
      label: status.charAt(0).toUpperCase() + status.slice(1),
    })),
  },
  { source: 'player_id', label: 'Player id' },
];
