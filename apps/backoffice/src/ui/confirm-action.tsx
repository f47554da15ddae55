import { useState, type FormEvent } from 'react';
import { ErrorAlert } from './alert';
import { Button } from './button';
import { Dialog } from './dialog';
import { Field, Input, Textarea } from './field';

/** The longest reason the staff API keeps with an action. */
export const REASON_MAX = 500;

/** A money field of an action's form, in major units (the API's JSON). */
export type AmountField = { name: string; label: string; hint?: string };

export type ConfirmActionProps = {
  title: string;
  description?: string;
  confirmLabel: string;
  /** Whether the action takes a reason, and whether it must have one. */
  reason: 'required' | 'optional' | 'none';
  amount?: AmountField;
  tone?: 'primary' | 'danger';
  onCancel: () => void;
  /** Resolves when done; a rejection's message shows in the dialog. */
  onConfirm: (body: Record<string, unknown>) => Promise<unknown>;
};

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * The confirmation every decision, money movement or destructive action asks for: its reason
 * (and an amount where the API takes one), checked before the call and shown again on a refusal.
 */
export const ConfirmAction = ({
  title,
  description,
  confirmLabel,
  reason,
  amount,
  tone = 'primary',
  onCancel,
  onConfirm,
}: ConfirmActionProps) => {
  const [reasonText, setReasonText] = useState('');
  const [amountText, setAmountText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const reasonError = reason === 'required' && !reasonText.trim() ? 'Give a reason.' : undefined;
  const amountError = !amount
    ? undefined
    : !AMOUNT.test(amountText.trim()) || Number(amountText) <= 0
      ? 'Enter an amount above 0 with at most two decimals.'
      : undefined;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (reasonError || amountError) return;
    const body: Record<string, unknown> = {};
    if (amount) body[amount.name] = Number(amountText.trim());
    if (reason !== 'none' && reasonText.trim()) body.reason = reasonText.trim();
    setIsBusy(true);
    setFailure(null);
    try {
      await onConfirm(body);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The action failed.');
      setIsBusy(false);
    }
  };

  return (
    <Dialog title={title} description={description} onCancel={onCancel}>
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        {amount ? (
          <Field
            label={amount.label}
            hint={amount.hint}
            error={submitted ? amountError : undefined}
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              value={amountText}
              onChange={(event) => setAmountText(event.target.value)}
              required
            />
          </Field>
        ) : null}
        {reason !== 'none' ? (
          <Field
            label={reason === 'required' ? 'Reason' : 'Reason (optional)'}
            hint={`Kept in the audit log. At most ${REASON_MAX} characters.`}
            error={submitted ? reasonError : undefined}
          >
            <Textarea
              value={reasonText}
              maxLength={REASON_MAX}
              onChange={(event) => setReasonText(event.target.value)}
              required={reason === 'required'}
            />
          </Field>
        ) : null}
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" variant={tone} disabled={isBusy}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
