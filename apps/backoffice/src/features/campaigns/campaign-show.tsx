import { ShowBase, usePermissions, useShowContext } from 'ra-core';
import { Link } from 'react-router-dom';
import { canDo } from '../../providers/permissions';
import { ActionButton } from '../../ui/action-button';
import { ErrorAlert } from '../../ui/alert';
import { buttonClass } from '../../ui/button';
import { StatusBadge } from '../../ui/cells';
import { Page, Section } from '../../ui/page';
import { FieldList, RowsTable } from '../players/record-view';
import { campaignStatus, codeOf, definitionFrom, type CampaignRecord } from './campaign-record';

const CampaignPage = () => {
  const { record, isPending, error } = useShowContext<CampaignRecord>();
  const { permissions } = usePermissions<string[]>();
  if (isPending) return <p>Loading…</p>;
  if (error || !record) return <ErrorAlert>{error?.message ?? 'Campaign not found.'}</ErrorAlert>;
  const code = codeOf(record);
  const status = campaignStatus(record);
  const { names, descriptions, terms, ...definition } = definitionFrom(record);
  const figures = Object.fromEntries(
    ['cost', 'take_up', 'awarded', 'wagered']
      .filter((key) => key in record)
      .map((key) => [key, record[key]]),
  );
  return (
    <Page
      title={
        <span className="inline-flex items-center gap-3">
          Campaign {code} <StatusBadge status={status} />
        </span>
      }
      actions={
        <>
          {canDo(permissions, 'campaigns', 'edit') ? (
            <Link to={`/campaigns/${record.id}`} className={buttonClass('secondary')}>
              Edit
            </Link>
          ) : null}
          {status !== 'ended' ? (
            <ActionButton
              resource="campaigns"
              id={code}
              action="end"
              label="End campaign"
              title={`End campaign ${code}?`}
              description="It is no longer offered from now on. Bonuses already given stay as they are."
              reason="required"
              tone="danger"
              done={`Campaign ${code} ended.`}
            />
          ) : null}
        </>
      }
    >
      {Object.keys(figures).length ? (
        <Section title="Cost and take-up">
          <FieldList record={figures} />
        </Section>
      ) : null}
      <Section title="Definition">
        <FieldList record={definition as Record<string, unknown>} />
      </Section>
      <Section title="Texts (English)">
        <FieldList record={{ name: names?.en, description: descriptions?.en, terms: terms?.en }} />
      </Section>
      {Array.isArray(record.changes) ? (
        <Section title="Changes">
          <RowsTable rows={record.changes as Record<string, unknown>[]} caption="Changes" />
        </Section>
      ) : null}
    </Page>
  );
};

/** One campaign: its figures, definition and history of changes. */
export const CampaignShow = () => (
  <ShowBase>
    <CampaignPage />
  </ShowBase>
);
