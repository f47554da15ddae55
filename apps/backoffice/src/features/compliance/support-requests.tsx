import {
  MESSAGE_BODY_MAX,
  type StaffSupportDetail,
  type StaffSupportRequest,
} from '@prime/contract';
import { useNotify, usePermissions, useRefresh, useShowContext } from 'ra-core';
import { useState, type FormEvent } from 'react';
import { canDo } from '../../providers/permissions';
import { useStaffData } from '../../providers/use-staff-data';
import { ActionButton } from '../../ui/action-button';
import { ErrorAlert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { PlayerCell, StatusBadge } from '../../ui/cells';
import { Field, Textarea } from '../../ui/field';
import { formatValue } from '../../ui/format';
import { Page, Section } from '../../ui/page';
import { ResourceList } from '../../ui/resource-list';
import { DueDate } from './due-date';
import { WholeRecordShow } from '../../ui/whole-record';

/** What players wrote to support: open ones first, the oldest due date first. */
export const SupportRequestList = () => (
  <ResourceList<StaffSupportRequest>
    title="Support requests"
    caption="Messages players wrote to support"
    filterDefaultValues={{ status: 'open' }}
    filters={[
      {
        source: 'status',
        label: 'Status',
        type: 'select',
        options: [
          { value: 'open', label: 'Open' },
          { value: 'closed', label: 'Closed' },
          { value: 'all', label: 'All' },
        ],
      },
    ]}
    empty="No support request waits."
    rowLink={(row) => `/support-requests/${row.id}/show`}
    columns={[
      { source: 'subject', label: 'Subject', render: (row) => row.subject },
      { source: 'player_id', label: 'Player', render: (row) => <PlayerCell row={row} /> },
      { source: 'group', label: 'Group' },
      { source: 'created_at', label: 'Sent' },
      {
        source: 'due_at',
        label: 'Answer by',
        render: (row) => <DueDate dueAt={row.due_at} isWaiting={row.status === 'open'} />,
      },
      { source: 'replies', label: 'Replies' },
      { source: 'status', label: 'Status', render: (row) => <StatusBadge status={row.status} /> },
    ]}
  />
);

const ReplyForm = ({ id }: { id: number }) => {
  const dataProvider = useStaffData();
  const notify = useNotify();
  const refresh = useRefresh();
  const [body, setBody] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const bodyError = body.trim() ? undefined : 'Write the reply.';

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (bodyError) return;
    setIsBusy(true);
    try {
      await dataProvider.act('support-requests', id, 'reply', { body: body.trim() });
      notify('Reply sent.', { type: 'success' });
      setBody('');
      setSubmitted(false);
      refresh();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The reply was not sent.');
    }
    setIsBusy(false);
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-3">
      <Field
        label="Reply"
        hint="The player reads it in their messages on the site."
        error={submitted ? bodyError : undefined}
      >
        <Textarea
          rows={5}
          value={body}
          maxLength={MESSAGE_BODY_MAX}
          onChange={(event) => setBody(event.target.value)}
          required
        />
      </Field>
      {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
      <Button type="submit" disabled={isBusy}>
        Send reply
      </Button>
    </form>
  );
};

const Conversation = () => {
  const { record, isPending, error } = useShowContext<StaffSupportDetail>();
  const { permissions } = usePermissions<string[]>();
  if (isPending) return <p>Loading…</p>;
  if (error || !record) return <ErrorAlert>{error?.message ?? 'Request not found.'}</ErrorAlert>;
  const isOpen = record.status === 'open';
  return (
    <Page
      title={record.subject}
      actions={
        isOpen ? (
          <ActionButton
            resource="support-requests"
            id={record.id}
            action="close"
            label="Close"
            accessibleLabel={`Close request ${record.id}`}
            title={`Close request ${record.id}?`}
            description="It leaves the open queue; the conversation is kept."
            reason="none"
            done={`Request ${record.id} closed.`}
          />
        ) : null
      }
    >
      <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
        <Section title="Conversation">
          <ol className="space-y-3">
            {record.conversation.map((message) => (
              <li key={message.id} className="rounded-md border border-slate-200 p-3 text-sm">
                <p className="font-medium">
                  {message.from === 'player' ? 'Player' : 'Staff'} {message.sender},{' '}
                  {formatValue(message.at)}
                </p>
                <p className="whitespace-pre-wrap">{message.body}</p>
              </li>
            ))}
          </ol>
          {isOpen && canDo(permissions, 'support-requests', 'reply') ? (
            <div className="mt-4">
              <ReplyForm id={record.id} />
            </div>
          ) : null}
        </Section>
        <Section title="Details">
          <dl className="space-y-2 text-sm">
            <div>
              <dt className="font-medium">Player</dt>
              <dd>
                <PlayerCell row={record} />
              </dd>
            </div>
            <div>
              <dt className="font-medium">Group</dt>
              <dd>{formatValue(record.group)}</dd>
            </div>
            <div>
              <dt className="font-medium">Status</dt>
              <dd>
                <StatusBadge status={record.status} />
              </dd>
            </div>
            <div>
              <dt className="font-medium">Answer by</dt>
              <dd>
                <DueDate dueAt={record.due_at} isWaiting={isOpen} />
              </dd>
            </div>
            {record.closed_by ? (
              <div>
                <dt className="font-medium">Closed</dt>
                <dd>
                  {formatValue(record.closed_at)} by {record.closed_by}
                </dd>
              </div>
            ) : null}
          </dl>
        </Section>
      </div>
    </Page>
  );
};

/** One support request: the conversation, a reply to the player, and closing it. */
export const SupportRequestShow = () => (
  <WholeRecordShow>
    <Conversation />
  </WholeRecordShow>
);
