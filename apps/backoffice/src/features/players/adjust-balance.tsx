import { STAFF_ADJUSTMENT_APPROVAL_EUR, type StaffAdjustment } from '@prime/contract';
import { useNotify, useRefresh, type Identifier } from 'ra-core';
import { useState, type FormEvent } from 'react';
import { useStaffData } from '../../providers/use-staff-data';
import { ErrorAlert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Field, Input, Select, Textarea } from '../../ui/field';
import { formatMoney } from '../../ui/format';

/** The API's limits (staff contract): a reason of 3 to 255 characters, cents at most. */
const REASON_MIN = 3;
const REASON_MAX = 255;
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

const amountError = (text: string) => {
  const trimmed = text.trim();
  if (!AMOUNT.test(trimmed)) return 'Enter an amount with at most two decimals.';
  return Number(trimmed) > 0 ? undefined : 'Enter an amount above 0.';
};

/** Whether the server will hold it for a second approver (known here for euros only). */
const needsApproval = (amount: number, currency: string | undefined) =>
  currency === 'EUR' && amount > STAFF_ADJUSTMENT_APPROVAL_EUR;

export type AdjustBalanceFormProps = {
  playerId: Identifier;
  /** The player's currency code, when the page knows it. */
  currency?: string | undefined;
  onClose: () => void;
};

/**
 * Credit or debit the player's real money with a reason. Above the threshold the server keeps
 * it pending until another staff member approves it in the Adjustments queue.
 */
export const AdjustBalanceForm = ({ playerId, currency, onClose }: AdjustBalanceFormProps) => {
  const dataProvider = useStaffData();
  const notify = useNotify();
  const refresh = useRefresh();
  // One key per dialog: sending the same form again cannot book twice.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const amountProblem = amountError(amount);
  const reasonProblem =
    reason.trim().length >= REASON_MIN
      ? undefined
      : `Give a reason of ${REASON_MIN} characters or more.`;
  const isHeld = !amountProblem && needsApproval(Number(amount), currency);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (amountProblem || reasonProblem) return;
    setIsBusy(true);
    setFailure(null);
    try {
      const answer = (await dataProvider.act('players', playerId, 'adjustments', {
        direction,
        amount: Number(amount.trim()),
        reason: reason.trim(),
        idempotency_key: idempotencyKey,
      })) as { data: StaffAdjustment };
      notify(
        answer.data.status === 'pending'
          ? `Adjustment ${answer.data.id} waits for a second approval.`
          : `Adjustment ${answer.data.id} booked.`,
        { type: 'success' },
      );
      refresh();
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The adjustment was not made.');
      setIsBusy(false);
    }
  };

  return (
    <Dialog
      title="Adjust balance"
      description={`The player's real money changes with a ledger entry of type Adjustment, which the player sees with its reason. Above ${formatMoney(STAFF_ADJUSTMENT_APPROVAL_EUR, 'EUR')} (or its equivalent) another staff member must approve it.`}
      onCancel={onClose}
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        <Field label="Direction">
          <Select
            value={direction}
            onChange={(event) => setDirection(event.target.value as 'credit' | 'debit')}
          >
            <option value="credit">Credit (add money)</option>
            <option value="debit">Debit (take money)</option>
          </Select>
        </Field>
        <Field
          label={currency ? `Amount (${currency})` : 'Amount'}
          hint={isHeld ? 'This adjustment needs a second approval.' : undefined}
          error={submitted ? amountProblem : undefined}
        >
          <Input
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            required
          />
        </Field>
        <Field label="Reason" error={submitted ? reasonProblem : undefined}>
          <Textarea
            rows={3}
            value={reason}
            minLength={REASON_MIN}
            maxLength={REASON_MAX}
            onChange={(event) => setReason(event.target.value)}
            required
          />
        </Field>
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isBusy}>
            {isHeld ? 'Ask for approval' : 'Adjust balance'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
