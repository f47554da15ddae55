import { Badge } from '../../ui/badge';
import { formatInstant } from '../../ui/format';

/**
 * The date by which the operator must answer (the MGA's 7 days), marked when it has passed
 * and the item still waits.
 */
export const DueDate = ({
  dueAt,
  isWaiting,
  now = Date.now(),
}: {
  dueAt: unknown;
  isWaiting: boolean;
  now?: number;
}) => {
  if (typeof dueAt !== 'string') return <>—</>;
  const isOverdue = isWaiting && Date.parse(dueAt) < now;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span>{formatInstant(dueAt)}</span>
      {isOverdue ? <Badge tone="bad">Overdue</Badge> : null}
    </span>
  );
};
