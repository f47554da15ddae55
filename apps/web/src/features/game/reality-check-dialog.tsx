import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format/money';
import { RealityCheckPrompt } from '../../shared/protection/reality-check-prompt';
import type { RealityCheck } from './api/reality-check';

export type RealityCheckActions = {
  /** Relaunch the game: the server clears the waiting check. */
  onContinue: () => void;
  /** Stop playing, or dismiss the message: home. */
  onStop: () => void;
  onLimits: () => void;
  /** The countdown reached 0: mark the message read and reload (spec 02 §4). */
  onExpire: () => void;
};

const useDuration = () => {
  const { t } = useTranslation('game');
  return (minutes: number) =>
    minutes >= 60
      ? t('hours_minutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })
      : t('minutes', { minutes });
};

/**
 * The reality-check message (spec 02 §4): its subject and body, what the player did in this
 * session, a countdown, and Continue, Stop playing and Limits. Escape dismisses it (home).
 */
export const RealityCheckDialog = ({
  check,
  onContinue,
  onStop,
  onLimits,
  onExpire,
}: RealityCheckActions & { check: RealityCheck }) => {
  const { t, i18n } = useTranslation('game');
  const duration = useDuration();
  const { message, session } = check;
  const money = (amount: number) => formatMoney(amount, session.currency.code, i18n.language);

  return (
    <RealityCheckPrompt
      message={message}
      textSection="game"
      onContinue={onContinue}
      onStop={onStop}
      onExpire={onExpire}
      moreActions={
        <button type="button" className="button button--ghost" onClick={onLimits}>
          {t('reality_limits')}
        </button>
      }
    >
      <dl className="reality-check__figures" aria-label={t('reality_session')}>
        <div>
          <dt>{t('reality_time_played')}</dt>
          <dd>{duration(session.minutes)}</dd>
        </div>
        <div>
          <dt>{t('reality_wagered')}</dt>
          <dd>{money(session.wagered)}</dd>
        </div>
        <div>
          <dt>{t('reality_net')}</dt>
          <dd>{money(session.net)}</dd>
        </div>
      </dl>
    </RealityCheckPrompt>
  );
};
