import { CreateBase, useDataProvider, useEditContext, useNotify, useRefresh } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { ErrorAlert } from '../../ui/alert';
import { Page } from '../../ui/page';
import { changesBetween, definitionOf, draftOf } from './campaign-draft';
import { CampaignForm } from './campaign-form';
import { codeOf, definitionFrom, type CampaignRecord } from './campaign-record';
import { WholeRecordEdit } from '../../ui/whole-record';

/** A new campaign: the whole definition and the reason. */
export const CampaignCreate = () => {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const navigate = useNavigate();
  return (
    <CreateBase>
      <Page title="New campaign">
        <CampaignForm
          initial={draftOf()}
          isNew
          submitLabel="Create campaign"
          onSubmit={async ({ definition }, reason) => {
            await dataProvider.create('campaigns', { data: { definition, reason } });
            notify(`Campaign ${definition.code} created.`, { type: 'success' });
            navigate('/campaigns');
          }}
        />
      </Page>
    </CreateBase>
  );
};

const CampaignEditForm = () => {
  const { record, isPending, error } = useEditContext<CampaignRecord>();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  if (isPending) return <p>Loading…</p>;
  if (error || !record) return <ErrorAlert>{error?.message ?? 'Campaign not found.'}</ErrorAlert>;
  const code = codeOf(record);
  const initial = draftOf(definitionFrom(record));
  return (
    <Page title={`Edit campaign ${code}`}>
      <CampaignForm
        initial={initial}
        isNew={false}
        submitLabel="Save changes"
        onSubmit={async ({ definition }, reason) => {
          // Only what changed is sent; the API applies it over the stored definition.
          const changes = changesBetween(definitionOf(initial), { ...definition });
          delete changes.code;
          if (Object.keys(changes).length === 0) throw new Error('Nothing was changed.');
          await dataProvider.update('campaigns', {
            id: record.id,
            data: { changes, reason },
            previousData: { ...record, code },
          });
          notify(`Campaign ${code} saved.`, { type: 'success' });
          refresh();
          navigate(`/campaigns/${record.id}/show`);
        }}
      />
    </Page>
  );
};

/** A campaign's definition changed, with the reason; its code stays. */
export const CampaignEdit = () => (
  <WholeRecordEdit>
    <CampaignEditForm />
  </WholeRecordEdit>
);
