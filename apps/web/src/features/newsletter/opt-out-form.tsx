import { OPT_OUT_REASON_MAX_LENGTH } from '@prime/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { useSendOptOut, type OptOutResult } from './api/send-opt-out';
import { validateOptOut, type OptOutDraft, type OptOutErrors } from './opt-out-validation';

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
  const ids = { reason: useId(), counter: useId(), reasonError: useId(), choicesError: useId() };
  const [draft, setDraft] = useState<OptOutDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<OptOutErrors>({});
  const [isConfirming, setIsConfirming] = useState(false);
  const send = useSendOptOut();

  const update = (patch: Partial<OptOutDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    // Once shown, an error follows the input so it disappears as soon as it is fixed.
    if (Object.keys(errors).length > 0) setErrors(validateOptOut(next));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateOptOut(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) setIsConfirming(true);
  };

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
      <div className="opt-out__field">
        <label htmlFor={ids.reason}>{t('reason')}</label>
        <textarea
          id={ids.reason}
          rows={5}
          required
          maxLength={OPT_OUT_REASON_MAX_LENGTH}
          value={draft.reason}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? `${ids.counter} ${ids.reasonError}` : ids.counter}
          onChange={(event) => update({ reason: event.target.value })}
        />
        <span id={ids.counter} className="opt-out__counter">
          {draft.reason.length}/{OPT_OUT_REASON_MAX_LENGTH}
        </span>
        {errors.reason ? (
          <p id={ids.reasonError} className="opt-out__error">
            {t(errors.reason, { max: OPT_OUT_REASON_MAX_LENGTH })}
          </p>
        ) : null}
      </div>
      <fieldset
        className="opt-out__choices"
        aria-invalid={errors.choices ? true : undefined}
        aria-describedby={errors.choices ? ids.choicesError : undefined}
      >
        <legend>{t('choices')}</legend>
        <label>
          <input
            type="checkbox"
            checked={draft.newsletter}
            onChange={(event) => update({ newsletter: event.target.checked })}
          />
          {t('newsletter')}
        </label>
        <label>
          <input
            type="checkbox"
            checked={draft.terms_and_conditions}
            onChange={(event) => update({ terms_and_conditions: event.target.checked })}
          />
          {t('terms_and_conditions')}
        </label>
        {errors.choices ? (
          <p id={ids.choicesError} className="opt-out__error">
            {t(errors.choices)}
          </p>
        ) : null}
      </fieldset>
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
