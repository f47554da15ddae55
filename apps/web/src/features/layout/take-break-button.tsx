import { type Player } from '@prime/contract';
import { BREAK_HOURS, exclusionEndOf } from '@prime/contract/rules/exclusion';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isExcluded, useExclude } from '../../shared/session/exclusion';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { PauseIcon } from '../../shared/ui/icons';

/**
 * The one-tap break of the header (decision 25): after a confirmation, a time-out of BREAK_HOURS
 * that applies at once and logs the player out. Not offered while an exclusion is in force. The
 * desktop header shows it as an icon named by its text (`compact`), so the lobby links keep
 * their room; the phone's account menu shows the text.
 */
export const TakeBreakButton = ({
  player,
  className = 'button button--ghost',
  compact = false,
}: {
  player: Player;
  className?: string;
  compact?: boolean;
}) => {
  const { t } = useTranslation('header');
  const exclude = useExclude();
  const [isAsking, setIsAsking] = useState(false);
  const [failed, setFailed] = useState(false);
  if (isExcluded(player)) return null;
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={exclude.isPending}
        {...(compact ? { 'aria-label': t('take_break'), title: t('take_break') } : {})}
        onClick={() => {
          setFailed(false);
          setIsAsking(true);
        }}
      >
        {compact ? <PauseIcon /> : t('take_break')}
      </button>
      {isAsking ? (
        <ConfirmDialog
          message={t('take_break_question')}
          confirmLabel={t('take_break_confirm')}
          cancelLabel={t('take_break_cancel')}
          onCancel={() => setIsAsking(false)}
          onConfirm={() => {
            setIsAsking(false);
            exclude
              .mutateAsync({
                body: {
                  statistic: 'time_out',
                  status_expires_at: exclusionEndOf(new Date(), BREAK_HOURS, 'hours').toISOString(),
                },
                endsSession: true,
              })
              .catch(() => setFailed(true));
          }}
        />
      ) : null}
      {failed ? (
        <span role="alert" className="form-message form-message--error">
          {t('take_break_error')}
        </span>
      ) : null}
    </>
  );
};
