import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useExclude } from '../../shared/session/exclusion';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { exclusionErrorText } from './exclusion-messages';

/** Account closure (decision 25): after a confirmation, once no money is left; logs out. */
export const ClosurePart = () => {
  const { t } = useTranslation('limits');
  const titleId = useId();
  const exclude = useExclude();
  const [isAsking, setIsAsking] = useState(false);
  return (
    <section className="limits__part" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('closure_title')}</h3>
      <p className="form-message">{t('closure_intro')}</p>
      {exclude.isError ? (
        <p role="alert" className="form-message form-message--error">
          {exclusionErrorText(t, exclude.error)}
        </p>
      ) : null}
      <div>
        <button
          type="button"
          className="button button--ghost"
          disabled={exclude.isPending}
          onClick={() => setIsAsking(true)}
        >
          {t('closure_submit')}
        </button>
      </div>
      {isAsking ? (
        <ConfirmDialog
          message={t('closure_question')}
          confirmLabel={t('closure_confirm')}
          cancelLabel={t('exclusion_cancel')}
          onCancel={() => setIsAsking(false)}
          onConfirm={() => {
            setIsAsking(false);
            exclude
              .mutateAsync({ body: { statistic: 'closure' }, endsSession: true })
              .catch(() => undefined);
          }}
        />
      ) : null}
    </section>
  );
};
