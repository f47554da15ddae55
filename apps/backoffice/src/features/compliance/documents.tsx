import type { StaffDocument } from '@prime/contract';
import { useShowContext } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { ActionButton } from '../../ui/action-button';
import { ErrorAlert } from '../../ui/alert';
import { isOpen, PlayerCell, StatusBadge } from '../../ui/cells';
import { formatValue } from '../../ui/format';
import { Page, Section } from '../../ui/page';
import { ResourceList } from '../../ui/resource-list';
import { DocumentViewer } from './document-viewer';
import { DueDate } from './due-date';
import { WholeRecordShow } from '../../ui/whole-record';

type Document = StaffDocument;

/** Documents players uploaded, oldest answer date first. */
export const DocumentList = () => (
  <ResourceList<Document>
    title="Documents"
    caption="Documents to review"
    filterDefaultValues={{ status: 'pending' }}
    sort={{ field: 'due_at', order: 'ASC' }}
    filters={[
      {
        source: 'status',
        label: 'Status',
        type: 'select',
        options: [
          { value: 'pending', label: 'Pending' },
          { value: 'approved', label: 'Approved' },
          { value: 'rejected', label: 'Rejected' },
        ],
      },
      { source: 'player_id', label: 'Player id' },
    ]}
    empty="No document waits for a review."
    rowLink={(row) => `/documents/${row.id}/show`}
    columns={[
      { source: 'id', label: 'Document', render: (row) => `Document ${row.id}` },
      { source: 'player_id', label: 'Player', render: (row) => <PlayerCell row={row} /> },
      { source: 'kind', label: 'Kind' },
      { source: 'uploaded_at', label: 'Uploaded', sortable: true },
      {
        source: 'due_at',
        label: 'Answer by',
        sortable: true,
        render: (row) => <DueDate dueAt={row.due_at} isWaiting={isOpen(row)} />,
      },
      { source: 'status', label: 'Status', render: (row) => <StatusBadge status={row.status} /> },
    ]}
  />
);

const DocumentReview = () => {
  const { record, isPending, error } = useShowContext<Document>();
  const navigate = useNavigate();
  if (isPending) return <p>Loading…</p>;
  if (error || !record) return <ErrorAlert>{error?.message ?? 'Document not found.'}</ErrorAlert>;
  const backToQueue = () => navigate('/documents');
  return (
    <Page
      title={`Document ${record.id}`}
      actions={
        isOpen(record) ? (
          <>
            <ActionButton
              resource="documents"
              id={record.id}
              action="approve"
              label="Approve"
              title={`Approve document ${record.id}?`}
              description="The document counts towards the player's verification."
              reason="none"
              done={`Document ${record.id} approved.`}
              onDone={backToQueue}
            />
            <ActionButton
              resource="documents"
              id={record.id}
              action="reject"
              label="Reject"
              title={`Reject document ${record.id}?`}
              description="The player is asked for another document and sees the reason."
              reason="required"
              tone="danger"
              done={`Document ${record.id} rejected.`}
              onDone={backToQueue}
            />
          </>
        ) : null
      }
    >
      <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
        <Section title="File">
          <div className="space-y-4">
            {record.files.map((file) => (
              <DocumentViewer
                key={file.id}
                document={{
                  id: record.id,
                  mime_type: file.content_type,
                  file_name: file.name,
                  type: record.kind,
                  url: file.url,
                }}
              />
            ))}
          </div>
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
              <dt className="font-medium">Kind</dt>
              <dd>{formatValue(record.kind)}</dd>
            </div>
            <div>
              <dt className="font-medium">Status</dt>
              <dd>
                <StatusBadge status={record.status} />
              </dd>
            </div>
            <div>
              <dt className="font-medium">Uploaded</dt>
              <dd>{formatValue(record.uploaded_at)}</dd>
            </div>
            <div>
              <dt className="font-medium">Answer by</dt>
              <dd>
                <DueDate dueAt={record.due_at} isWaiting={isOpen(record)} />
              </dd>
            </div>
          </dl>
        </Section>
      </div>
    </Page>
  );
};

/** One document: the file inline beside its details, with the decision. */
export const DocumentShow = () => (
  <WholeRecordShow>
    <DocumentReview />
  </WholeRecordShow>
);
