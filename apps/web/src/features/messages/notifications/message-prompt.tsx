import type { Message } from '@prime/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A message that asks for an answer, in the top-right corner (spec 01 §4): its subject and
 * body, a confirm and, for some types, a cancel. It does not block the page behind it.
 */
export const MessagePrompt = ({
  message,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  message: Message;
  confirmLabel: string;
  onConfirm: () => void;
  /** Absent: the confirm is the only answer. */
  onCancel: (() => void) | null;
}) => {
  const { t } = useTranslation('myInbox');
  const titleId = useId();
  const bodyId = useId();
  return (
    <section
      className="message-notice"
      role="alertdialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
    >
      <p id={titleId} className="message-notice__title">
        {message.subject}
      </p>
      <p id={bodyId} className="message-notice__body">
        {message.body}
      </p>
      <div className="message-notice__actions">
        {onCancel ? (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('later')}
          </button>
        ) : null}
        <button type="button" className="button button--primary" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </section>
  );
};
