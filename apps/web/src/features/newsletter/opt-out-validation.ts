import { OPT_OUT_REASON_MAX_LENGTH } from '@prime/contract';

export type OptOutDraft = { reason: string; newsletter: boolean; terms_and_conditions: boolean };

/** Text keys (`newsletter` section) of the draft's problems, by field. */
export type OptOutErrors = Partial<Record<'reason' | 'choices', string>>;

/**
 * The server's rules for an opt-out (contract `optOutBody`), checked before the confirmation:
 * a reason of 1 to 255 characters once trimmed, and at least one thing to stop.
 */
export const validateOptOut = ({
  reason,
  newsletter,
  terms_and_conditions,
}: OptOutDraft): OptOutErrors => {
  const errors: OptOutErrors = {};
  const trimmed = reason.trim();
  if (trimmed === '') errors.reason = 'reason_required';
  else if (trimmed.length > OPT_OUT_REASON_MAX_LENGTH) errors.reason = 'reason_too_long';
  if (!newsletter && !terms_and_conditions) errors.choices = 'choice_required';
  return errors;
};
