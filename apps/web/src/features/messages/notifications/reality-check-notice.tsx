import type { Message } from '@prime/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSecondsLeft } from '../../../shared/hooks/use-seconds-left';
import { Dialog } from '../../../shared/ui/dialog';

/** Without a duration of its own, the reality check counts this long (spec 01 §9). */
export const REALITY_CHECK_DEFAULT_SECONDS = 60;

/**
 * A reality-check message away from a game (spec 01 §4): it counts its duration down and at 0
 * is read and the page reloads; Continue reads it and closes it; dismissing it (Stop playing,
 * Escape) goes home.
 */
export const RealityCheckNotice = ({
  message,
  onContinue,
  onDismiss,
  onExpire,
}: {
  message: Message;
  onContinue: () => void;
  onDismiss: () => void;
  onExpire: () => void;
}) => {
  const { t } = useTranslation('myInbox');
  const continueRef = useRef<HTMLButtonElement>(null);
  const seconds = useSecondsLeft(message.duration ?? REALITY_CHECK_DEFAULT_SECONDS, onExpire);
  return (
    <Dialog
      role="alertdialog"
      className="reality-check"
      title={message.subject || t('reality_title')}
      description={message.body}
      onCancel={onDismiss}
      initialFocusRef={continueRef}
    >
      <p className="reality-check__countdown" role="timer">
        {t('reality_countdown', { seconds })}
      </p>
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onDismiss}>
          {t('reality_stop')}
        </button>
        <button
          ref={continueRef}
          type="button"
          className="button button--primary"
          onClick={onContinue}
        >
          {t('reality_continue')}
        </button>
      </div>
    </Dialog>
  );
};
