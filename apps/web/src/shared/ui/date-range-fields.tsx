import { utcDay } from '@prime/contract/rules/report-range';
import { Input } from './form-controls';
import { FormField } from './form-field';

const DAY_MS = 86_400_000;

/**
 * The From and To pickers of the reports and the transactions list (UTC days). They offer what
 * spec 02 §5 allows: from up to yesterday (or the chosen to, when earlier), to up to today.
 * When from lies after to, both are marked and point at the form's range error (`errorId`).
 */
export const DateRangeFields = ({
  from,
  to,
  labels,
  errorId,
  isReversed,
  onChange,
}: {
  from: string;
  to: string;
  labels: { from: string; to: string };
  /** The id of the message shown under the row while the range is reversed. */
  errorId: string;
  isReversed: boolean;
  onChange: (patch: { from?: string; to?: string }) => void;
}) => {
  const today = utcDay();
  const yesterday = utcDay(new Date(Date.now() - DAY_MS));
  return (
    <>
      <FormField className="account-form__field" label={labels.from}>
        <Input
          type="date"
          value={from}
          max={to && to < yesterday ? to : yesterday}
          // The range error stands under the whole row, for both days.
          aria-invalid={isReversed || undefined}
          aria-describedby={isReversed ? errorId : undefined}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </FormField>
      <FormField className="account-form__field" label={labels.to}>
        <Input
          type="date"
          value={to}
          max={today}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </FormField>
    </>
  );
};
