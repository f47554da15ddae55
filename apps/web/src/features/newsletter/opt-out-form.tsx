import { OPT_OUT_REASON_MAX_LENGTH } from '@prime/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormDraft } from '../../shared/forms/use-form-draft';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { Checkbox, Textarea } from '../../shared/ui/form-controls';
import { FormField, FormFieldset } from '../../shared/ui/form-field';
import { useSendOptOut, type OptOutResult } from './api/send-opt-out';
import { validateOptOut, type OptOutDraft } from './opt-out-validation';

const EMPTY_DRAFT: OptOutDraft = { reason: '', newsletter: false, terms_and_conditions: false };

/**
 * Reason (required, with a live counter), what to stop (at least one), then a confirmation
 * before anything is sent. `onResult` receives the server's answer; a failure stays on the
 * form so the player can try again.
 */
export const OptOutForm = ({
  token,
  onResult,
}: {
  token: string;
  onResult: (result: OptOutResult['result']) => void;
}) => {
  const { t } = useTranslation('newsletter');
  const { t: tb } = useTranslation('buttons');
  const form = useFormDraft({
    initialValues: EMPTY_DRAFT,
    validate: validateOptOut,
    // Once shown, an error follows the input so it disappears as soon as it is fixed.
    showErrors: 'submitted',
  });
  const draft = form.values;
  const [isConfirming, setIsConfirming] = useState(false);
  const send = useSendOptOut();

  const handleSubmit = form.handleSubmit(() => setIsConfirming(true));
  const reasonError = form.errorOf('reason');
  const choicesError = form.errorOf('choices');

  const handleConfirm = () => {
    setIsConfirming(false);
    send.mutate(
      {
        token,
        reason: draft.reason.trim(),
        newsletter: draft.newsletter,
        terms_and_conditions: draft.terms_and_conditions,
        is_accepted: true,
      },
      { onSuccess: (answer) => onResult(answer.result) },
    );
  };

  return (
    <form className="opt-out" noValidate onSubmit={handleSubmit}>
      {send.isError ? (
        <p role="alert" className="opt-out__message opt-out__message--error">
          {t('failed')}
        </p>
      ) : null}
      <FormField
        className="opt-out__field"
        label={t('reason')}
        hint={`${draft.reason.length}/${OPT_OUT_REASON_MAX_LENGTH}`}
        error={reasonError ? t(reasonError, { max: OPT_OUT_REASON_MAX_LENGTH }) : undefined}
      >
        <Textarea
          rows={5}
          required
          maxLength={OPT_OUT_REASON_MAX_LENGTH}
          value={draft.reason}
          onChange={(event) => form.update({ reason: event.target.value })}
        />
      </FormField>
      <FormFieldset
        className="opt-out__choices"
        legend={t('choices')}
        error={choicesError ? t(choicesError) : undefined}
      >
        <Checkbox
          label={t('newsletter')}
          checked={draft.newsletter}
          onChange={(event) => form.update({ newsletter: event.target.checked })}
        />
        <Checkbox
          label={t('terms_and_conditions')}
          checked={draft.terms_and_conditions}
          onChange={(event) => form.update({ terms_and_conditions: event.target.checked })}
        />
      </FormFieldset>
      <button type="submit" className="button button--primary" disabled={send.isPending}>
        {t('submit')}
      </button>
      {isConfirming ? (
        <ConfirmDialog
          message={t('confirm')}
          confirmLabel={tb('confirm')}
          cancelLabel={tb('cancel')}
          onConfirm={handleConfirm}
          onCancel={() => setIsConfirming(false)}
        />
      ) : null}
    </form>
  );
};
