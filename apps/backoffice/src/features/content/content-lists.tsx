import { StatusBadge } from '../../ui/cells';
import { formatValue } from '../../ui/format';
import { ResourceList } from '../../ui/resource-list';
import type { BannerRecord, PageRecord } from './content-record';

const pageColumns = [
  { source: 'id', label: 'Id' },
  { source: 'title', label: 'Title', sortable: false },
  { source: 'name', label: 'Name' },
  { source: 'skin_id', label: 'Site' },
  {
    source: 'is_visible',
    label: 'Shown',
    render: (row: PageRecord) => <StatusBadge status={row.is_visible ? 'shown' : 'hidden'} />,
  },
  {
    source: 'valid_from',
    label: 'Starts',
    render: (row: PageRecord) => formatValue(row.valid_from),
  },
  { source: 'valid_to', label: 'Ends', render: (row: PageRecord) => formatValue(row.valid_to) },
];

/** Every promotion of every site, hidden and ended ones too. */
export const PromotionList = () => (
  <ResourceList<PageRecord>
    title="Promotions"
    caption="Promotions"
    sort={{ field: 'id', order: 'DESC' }}
    empty="No promotion yet."
    rowLink={(row) => `/promotions/${row.id}`}
    columns={pageColumns}
  />
);

/** The site's static pages (terms, privacy, ...). */
export const PageList = () => (
  <ResourceList<PageRecord>
    title="Pages"
    caption="Pages"
    sort={{ field: 'name', order: 'ASC' }}
    empty="No page yet."
    rowLink={(row) => `/pages/${row.id}`}
    columns={pageColumns.filter((column) => column.source !== 'is_visible')}
  />
);

/** Every banner of the lobbies. */
export const BannerList = () => (
  <ResourceList<BannerRecord>
    title="Banners"
    caption="Banners"
    sort={{ field: 'position', order: 'ASC' }}
    empty="No banner yet."
    rowLink={(row) => `/banners/${row.id}`}
    columns={[
      { source: 'id', label: 'Id' },
      { source: 'title', label: 'Title', sortable: false },
      { source: 'tags', label: 'Lobbies', render: (row) => row.tags.join(', ') },
      { source: 'audience', label: 'Audience' },
      { source: 'position', label: 'Position' },
      {
        source: 'is_active',
        label: 'Active',
        render: (row) => <StatusBadge status={row.is_active ? 'active' : 'inactive'} />,
      },
    ]}
  />
);
