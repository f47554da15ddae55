import type { LimitField, LimitRequest, LimitUsage } from '@prime/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormDraft, type DraftErrors } from '../../shared/forms/use-form-draft';
import { FormFieldset } from '../../shared/ui/form-field';
import type { LimitChange } from './api/change-limit';
import { useConfirmLimitRequest } from './api/confirm-limit-request';
import { useDeleteLimitRequest } from './api/delete-limit-request';
import { formatLimitAmount } from './format-limit';
import {
  LIMIT_FIELDS,
  LIMIT_MAX_DIGITS,
  LIMIT_RAISE_DELAY_HOURS,
  MAX_PLAYING_MINUTES,
  MONEY_LIMITS,
  PLAYING_TIME_LIMIT,
} from '@prime/contract/rules/limits';
import { isDigitsOnly, limitText, limitValueError } from './limit-fields';
import { LimitInput } from './limit-input';
import { limitRefusalText } from './limit-messages';
import { useSaveLimits } from './use-save-limits';

const GROUPS = [
  { key: 'deposit', fields: MONEY_LIMITS.deposit },
  { key: 'bet', fields: MONEY_LIMITS.bet },
  { key: 'loss', fields: MONEY_LIMITS.loss },
  { key: 'playing_time', fields: [PLAYING_TIME_LIMIT] },
] as const;

/** What the player typed, by limit; a limit not typed in shows the value in force. */
type Draft = Partial<Record<LimitField, string>>;

/** What the last save or request action says: what went through, and what did not. */
type Notice = { done: string[]; failed: string | null };

/**
 * The limits form (spec 02 §2, §4, §5 Limits): deposits, bets and losses per day, week and
 * month, and the daily playing time. Saving sends each changed limit; a limit with a change
 * that waits is locked and shows that change.
 */
export const LimitsForm = ({
  usages,
  requests,
  currency,
}: {
  usages: readonly LimitUsage[];
  requests: readonly LimitRequest[];
  currency: string;
}) => {
  const { t, i18n } = useTranslation('limits');
  const usageOf = (field: LimitField) => usages.find((usage) => usage.field === field);
  const requestOf = (field: LimitField) => requests.find((request) => request.field === field);
  const inForce = (field: LimitField) => limitText(usageOf(field)?.limit);

  const form = useFormDraft<Draft, LimitField>({
    initialValues: {},
    validate: (draft) => {
      const errors: DraftErrors<LimitField> = {};
      for (const field of LIMIT_FIELDS) {
        const text = draft[field];
        if (text !== undefined) errors[field] = limitValueError(field, text);
      }
      return errors;
    },
  });
  /** The field where the last keystroke was refused (not a digit). */
  const [refusedKey, setRefusedKey] = useState<LimitField | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const { save, isSaving } = useSaveLimits();
  const deleteRequest = useDeleteLimitRequest();
  const confirmRequest = useConfirmLimitRequest();

  const valueOf = (field: LimitField) => form.values[field] ?? inForce(field);
  const changes: LimitChange[] = LIMIT_FIELDS.filter(
    (field) => !requestOf(field) && valueOf(field) !== inForce(field),
  ).map((field) => ({ field, value: valueOf(field) === '' ? null : valueOf(field) }));

  const formatOf = (field: LimitField) => (amount: number) =>
    formatLimitAmount(field, amount, currency, i18n.language);

  /** The error under a field, and whether it answers the save (the server's) or the typing. */
  const errorOf = (field: LimitField): { text: string; isServer: boolean } | undefined => {
    const shown = form.errorOf(field);
    // A broken rule is a text key; what the server said is already the player's text.
    if (shown === 'error_digits' || shown === 'error_minutes_max')
      return {
        text: t(shown, { max: shown === 'error_digits' ? LIMIT_MAX_DIGITS : MAX_PLAYING_MINUTES }),
        isServer: false,
      };
    if (shown) return { text: shown, isServer: true };
    return refusedKey === field
      ? { text: t('error_digits', { max: LIMIT_MAX_DIGITS }), isServer: false }
      : undefined;
  };

  const handleChange = (field: LimitField, text: string) => {
    if (!isDigitsOnly(text)) {
      setRefusedKey(field);
      return;
    }
    setRefusedKey(null);
    form.update({ [field]: text });
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check() || changes.length === 0 || isSaving) return;
    setNotice(null);
    setRefusedKey(null);
    const outcome = await save(changes);
    // What was not saved stays as typed, with the reason under it; the rest shows what is in force.
    const kept: Draft = {};
    const refusals: DraftErrors<LimitField> = {};
    for (const { field, error } of outcome.refused) {
      kept[field] = form.values[field];
      refusals[field] = limitRefusalText(error, t, i18n.language, field);
    }
    for (const field of outcome.failure?.unsent ?? []) kept[field] = form.values[field];
    form.reset(kept);
    form.setServerErrors(refusals);
    setNotice({
      done: [
        ...(outcome.applied.length > 0 ? [t('saved_now')] : []),
        ...(outcome.pending.length > 0
          ? [t('saved_pending', { hours: LIMIT_RAISE_DELAY_HOURS })]
          : []),
      ],
      failed: outcome.failure ? limitRefusalText(outcome.failure.error, t, i18n.language) : null,
    });
  };

  const handleRequest = async (action: typeof deleteRequest, id: number, doneText: string) => {
    setNotice(null);
    try {
      await action.mutateAsync(id);
      setNotice({ done: [doneText], failed: null });
    } catch (error) {
      setNotice({ done: [], failed: limitRefusalText(error, t, i18n.language) });
    }
  };

  return (
    <form className="limits__form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <div className="limits__groups">
        {GROUPS.map((group) => (
          <FormFieldset key={group.key} className="limits__group" legend={t(`group_${group.key}`)}>
            {group.fields.map((field) => {
              const error = errorOf(field);
              return (
                <LimitInput
                  key={field}
                  field={field}
                  usage={usageOf(field)}
                  request={requestOf(field)}
                  value={requestOf(field) ? inForce(field) : valueOf(field)}
                  error={error?.text}
                  isErrorAnnounced={error?.isServer ?? false}
                  isReadOnly={isSaving}
                  formatValue={formatOf(field)}
                  isRequestBusy={deleteRequest.isPending || confirmRequest.isPending}
                  onChange={(text) => handleChange(field, text)}
                  onDeleteRequest={(request) =>
                    void handleRequest(deleteRequest, request.id, t('deleted'))
                  }
                  onConfirmRequest={(request) =>
                    void handleRequest(confirmRequest, request.id, t('confirmed'))
                  }
                />
              );
            })}
          </FormFieldset>
        ))}
      </div>
      {notice?.done.map((text) => (
        <p key={text} role="status" className="form-message form-message--ok">
          {text}
        </p>
      ))}
      {notice?.failed ? (
        <p role="alert" className="form-message form-message--error">
          {notice.failed}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary"
        disabled={isSaving || changes.length === 0 || !form.isValid}
      >
        {isSaving ? t('saving') : t('save')}
      </button>
    </form>
  );
};
