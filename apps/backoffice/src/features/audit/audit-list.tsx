import { useMutation } from '@tanstack/react-query';
import type { RaRecord } from 'ra-core';
import { useStaffData } from '../../providers/use-staff-data';
import { ErrorAlert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { formatValue } from '../../ui/format';
import { ResourceList } from '../../ui/resource-list';

type AuditRow = RaRecord & Record<string, unknown>;

const VerifyChain = () => {
  const dataProvider = useStaffData();
  const verify = useMutation({ mutationFn: () => dataProvider.verifyAudit() });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button onClick={() => verify.mutate()} disabled={verify.isPending}>
        Verify the chain
      </Button>
      <div role="status" aria-live="polite" className="text-sm">
        {verify.isPending ? 'Checking every row…' : null}
        {verify.data?.ok ? (
          <span className="font-medium text-green-800">
            The chain is whole: {verify.data.rows} rows checked.
          </span>
        ) : null}
        {verify.data && !verify.data.ok ? (
          <span className="font-medium text-red-800">
            The chain is broken at row {formatValue(verify.data.first_bad_id)} ({verify.data.rows}{' '}
            rows checked).
          </span>
        ) : null}
      </div>
      {verify.error ? <ErrorAlert>{verify.error.message}</ErrorAlert> : null}
    </div>
  );
};

/** Every staff action and login, newest first; append-only and hash-chained on the server. */
export const AuditList = () => (
  <ResourceList<AuditRow>
    title="Audit log"
    caption="Audit log"
    actions={<VerifyChain />}
    perPage={50}
    sort={{ field: 'id', order: 'DESC' }}
    filters={[
      { source: 'staff', label: 'Staff' },
      { source: 'action', label: 'Action' },
      { source: 'from', label: 'From', type: 'date' },
      { source: 'to', label: 'To', type: 'date' },
    ]}
    empty="No entry matches."
    columns={[
      { source: 'id', label: 'Id', sortable: true },
      { source: 'at', label: 'At', render: (row) => formatValue(row.at ?? row.created_at) },
      { source: 'staff', label: 'Staff' },
      { source: 'action', label: 'Action' },
      { source: 'target', label: 'Target' },
      { source: 'reason', label: 'Reason' },
      { source: 'ip', label: 'Address' },
    ]}
  />
);
