import { REALITY_CHECK_COUNTDOWN_SECONDS } from '@prime/contract';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSecondsLeft } from '../hooks/use-seconds-left';
import { Dialog } from '../ui/dialog';

export type RealityCheckPromptProps = {
  message: { subject: string; body: string; duration?: number | null };
  /** Whose `reality_*` texts it shows: the game's and the site-wide notice's wordings differ. */
  textSection: 'game' | 'myInbox';
  onContinue: () => void;
  /** Stop playing, or Escape. */
  onStop: () => void;
  /** The countdown reached 0. */
  onExpire: () => void;
  /** Shown between the message and the countdown. */
  children?: ReactNode;
  /** Buttons before Stop playing; with them the row may wrap. */
  moreActions?: ReactNode;
};

/**
 * A reality-check message: its subject and body, a countdown of its duration (or
 * REALITY_CHECK_COUNTDOWN_SECONDS), then Stop playing and Continue, which has the focus.
 */
export const RealityCheckPrompt = ({
  message,
  textSection,
  onContinue,
  onStop,
  onExpire,
  children,
  moreActions,
}: RealityCheckPromptProps) => {
  const { t } = useTranslation(textSection);
  const continueRef = useRef<HTMLButtonElement>(null);
  const seconds = useSecondsLeft(message.duration ?? REALITY_CHECK_COUNTDOWN_SECONDS, onExpire);
  return (
    <Dialog
      role="alertdialog"
      className="reality-check"
      title={message.subject || t('reality_title')}
      description={message.body}
      onCancel={onStop}
      initialFocusRef={continueRef}
    >
      {children}
      <p className="reality-check__countdown" role="timer">
        {t('reality_countdown', { seconds })}
      </p>
      <div className={moreActions ? 'dialog__actions reality-check__actions' : 'dialog__actions'}>
        {moreActions}
        <button type="button" className="button button--ghost" onClick={onStop}>
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
