import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useExclude } from '../../shared/session/exclusion';
import { useConfirmedSubmit } from '../../shared/ui/use-confirmed-submit';
import { exclusionErrorText } from './exclusion-messages';

/** Account closure (decision 25): after a confirmation, once no money is left; logs out. */
export const ClosurePart = () => {
  const { t } = useTranslation('limits');
  const titleId = useId();
  const exclude = useExclude();
  const confirmation = useConfirmedSubmit(
    {
      message: t('closure_question'),
      confirmLabel: t('closure_confirm'),
      cancelLabel: t('exclusion_cancel'),
    },
    () =>
      exclude
        .mutateAsync({ body: { statistic: 'closure' }, endsSession: true })
        .catch(() => undefined),
  );
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
          onClick={confirmation.ask}
        >
          {t('closure_submit')}
        </button>
      </div>
      {confirmation.dialog}
    </section>
  );
};
