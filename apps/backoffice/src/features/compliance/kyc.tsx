import type { StaffKycDetail, StaffKycRow } from '@prime/contract';
import { useShowContext } from 'ra-core';
import { ErrorAlert } from '../../ui/alert';
import { Badge } from '../../ui/badge';
import { StatusBadge } from '../../ui/cells';
import { formatValue } from '../../ui/format';
import { Page, Section } from '../../ui/page';
import { ResourceList } from '../../ui/resource-list';
import { DueDate } from './due-date';
import { KycActions } from './kyc-forms';
import { WholeRecordShow } from '../../ui/whole-record';

const Flags = ({ row }: { row: Pick<StaffKycRow, 'pep' | 'ubo'> }) =>
  row.pep || row.ubo ? (
    <span className="inline-flex gap-1">
      {row.pep ? <Badge tone="bad">PEP</Badge> : null}
      {row.ubo ? <Badge tone="bad">UBO</Badge> : null}
    </span>
  ) : (
    <>—</>
  );

const Levels = ({ row }: { row: StaffKycRow }) =>
  row.levels.length === 0 ? (
    <>None opened</>
  ) : (
    <ul className="space-y-1">
      {row.levels.map((level) => (
        <li key={level.level}>
          {level.level}: <StatusBadge status={level.status} />
        </li>
      ))}
    </ul>
  );

/** Players' KYC state: what waits for compliance first, by its due date. */
export const KycList = () => (
  <ResourceList<StaffKycRow>
    title="KYC"
    caption="Players' KYC levels, AML levels, questionnaires and flags"
    sort={{ field: 'due_at', order: 'ASC' }}
    filters={[
      {
        source: 'level_status',
        label: 'Level status',
        type: 'select',
        options: [
          { value: 'pending', label: 'Pending' },
          { value: 'rejected', label: 'Rejected' },
        ],
      },
      {
        source: 'aml_level',
        label: 'AML level',
        type: 'select',
        options: [
          { value: 'low', label: 'Low' },
          { value: 'medium', label: 'Medium' },
          { value: 'high', label: 'High' },
        ],
      },
      {
        source: 'questionnaire',
        label: 'Questionnaire',
        type: 'select',
        options: [
          { value: 'required', label: 'Required' },
          { value: 'answered', label: 'Answered' },
        ],
      },
      {
        source: 'flag',
        label: 'Flag',
        type: 'select',
        options: [
          { value: 'pep', label: 'PEP' },
          { value: 'ubo', label: 'UBO' },
        ],
      },
    ]}
    empty="No player matches."
    rowLink={(row) => `/kyc/${row.id}/show`}
    columns={[
      { source: 'username', label: 'Player', render: (row) => row.username },
      { source: 'levels', label: 'Levels', render: (row) => <Levels row={row} /> },
      { source: 'aml_level', label: 'AML level', sortable: true },
      { source: 'questionnaire', label: 'Questionnaire', sortable: true },
      { source: 'pep', label: 'Flags', render: (row) => <Flags row={row} /> },
      {
        source: 'due_at',
        label: 'Answer by',
        sortable: true,
        render: (row) => <DueDate dueAt={row.due_at} isWaiting={row.due_at !== null} />,
      },
    ]}
  />
);

const Item = ({ term, children }: { term: string; children: React.ReactNode }) => (
  <div>
    <dt className="font-medium">{term}</dt>
    <dd>{children}</dd>
  </div>
);

const KycReview = () => {
  const { record, isPending, error } = useShowContext<StaffKycDetail>();
  if (isPending) return <p>Loading…</p>;
  if (error || !record) return <ErrorAlert>{error?.message ?? 'Player not found.'}</ErrorAlert>;
  const override = record.aml.override;
  return (
    <Page title={`KYC of ${record.username}`} actions={<KycActions playerId={record.id} />}>
      <div className="grid gap-4 lg:grid-cols-2">
        <Section title="Levels">
          <table className="w-full text-sm">
            <caption className="sr-only">KYC levels</caption>
            <thead>
              <tr className="text-left">
                <th scope="col">Level</th>
                <th scope="col">Status</th>
                <th scope="col">Reason</th>
                <th scope="col">Updated</th>
              </tr>
            </thead>
            <tbody>
              {record.levels.map((level) => (
                <tr key={level.level}>
                  <td>{level.level}</td>
                  <td>
                    <StatusBadge status={level.status} />
                  </td>
                  <td>{formatValue(level.reject_reason)}</td>
                  <td>{formatValue(level.updated_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {record.levels.length === 0 ? <p className="text-sm">No level opened.</p> : null}
        </Section>
        <Section title="AML">
          <dl className="space-y-2 text-sm">
            <Item term="AML level">{record.aml_level}</Item>
            <Item term="Why">{record.aml.reasons.join(', ') || '—'}</Item>
            <Item term="Deposits (EUR)">
              {record.aml.deposits_eur} of {record.aml.threshold_eur}
            </Item>
            <Item term="Flags">
              <Flags row={record} />
            </Item>
            <Item term="Set by hand">
              {override ? `${override.level} by ${override.set_by}: ${override.reason}` : 'No'}
            </Item>
            <Item term="Answer by">
              <DueDate dueAt={record.due_at} isWaiting={record.due_at !== null} />
            </Item>
          </dl>
        </Section>
        <Section title="Questionnaire">
          <dl className="space-y-2 text-sm">
            <Item term="Status">
              <StatusBadge status={record.questionnaire} />
            </Item>
            <Item term="Required">
              {record.questionnaire_record.required_at
                ? `${formatValue(record.questionnaire_record.required_at)} by ${formatValue(record.questionnaire_record.required_by)}: ${formatValue(record.questionnaire_record.reason)}`
                : '—'}
            </Item>
            <Item term="Answered">{formatValue(record.questionnaire_record.answered_at)}</Item>
          </dl>
          {record.questionnaire_record.answers.length > 0 ? (
            <dl className="mt-4 space-y-2 text-sm">
              {record.questionnaire_record.answers.map((answer) => (
                <Item key={answer.id} term={answer.question}>
                  {answer.answer}
                </Item>
              ))}
            </dl>
          ) : null}
        </Section>
        <Section title="History">
          <ol className="space-y-2 text-sm">
            {record.history.map((event) => (
              <li key={event.id}>
                <span className="font-medium">{formatValue(event.at)}</span> {event.type} by{' '}
                {event.by}
                {event.reason ? `: ${event.reason}` : ''}
              </li>
            ))}
          </ol>
          {record.history.length === 0 ? <p className="text-sm">Nothing yet.</p> : null}
        </Section>
      </div>
    </Page>
  );
};

/** A player's KYC: levels, AML level and why, questionnaire answers, history, and the decisions. */
export const KycShow = () => (
  <WholeRecordShow>
    <KycReview />
  </WholeRecordShow>
);
