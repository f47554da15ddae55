import type { StaffCampaignCost, StaffCampaignTakeUp } from '@prime/contract';
import { usePermissions } from 'ra-core';
import { Link } from 'react-router-dom';
import { canDo } from '../../providers/permissions';
import { buttonClass } from '../../ui/button';
import { StatusBadge } from '../../ui/cells';
import { formatValue } from '../../ui/format';
import { ResourceList } from '../../ui/resource-list';
import { costSummary, takeUpSummary } from './campaign-figures';
import { campaignStatus, definitionFrom, type CampaignRecord } from './campaign-record';

const CreateLink = () => {
  const { permissions } = usePermissions<string[]>();
  if (!canDo(permissions, 'campaigns', 'create')) return null;
  return (
    <Link to="/campaigns/create" className={buttonClass()}>
      New campaign
    </Link>
  );
};

/** Every campaign with its state, cost and take-up. */
export const CampaignList = () => (
  <ResourceList<CampaignRecord>
    title="Campaigns"
    caption="Campaigns"
    actions={<CreateLink />}
    sort={{ field: 'id', order: 'DESC' }}
    filters={[
      {
        source: 'status',
        label: 'Status',
        type: 'select',
        options: [
          { value: 'scheduled', label: 'Scheduled' },
          { value: 'running', label: 'Running' },
          { value: 'ended', label: 'Ended' },
        ],
      },
    ]}
    empty="No campaign yet."
    rowLink={(row) => `/campaigns/${row.id}/show`}
    columns={[
      { source: 'code', label: 'Code', render: (row) => formatValue(definitionFrom(row).code) },
      {
        source: 'name',
        label: 'Name',
        render: (row) => formatValue(definitionFrom(row).names?.en ?? row.name),
      },
      {
        source: 'type',
        label: 'Reward',
        render: (row) => formatValue(definitionFrom(row).reward?.type?.replace('_', ' ')),
      },
      {
        source: 'valid_from',
        label: 'Starts',
        render: (row) => formatValue(definitionFrom(row).valid_from),
      },
      {
        source: 'valid_to',
        label: 'Ends',
        render: (row) => formatValue(definitionFrom(row).valid_to),
      },
      {
        source: 'take_up',
        label: 'Take-up',
        sortable: false,
        render: (row) => takeUpSummary(row.take_up as StaffCampaignTakeUp | undefined),
      },
      {
        source: 'cost',
        label: 'Cost',
        sortable: false,
        render: (row) => costSummary(row.cost as StaffCampaignCost[] | undefined),
      },
      {
        source: 'status',
        label: 'Status',
        render: (row) => <StatusBadge status={campaignStatus(row)} />,
      },
    ]}
  />
);
