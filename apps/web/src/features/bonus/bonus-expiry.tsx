import { useTranslation } from 'react-i18next';
import { useNow } from './use-now';

const MINUTE_MS = 60_000;
const HOUR_MINUTES = 60;
const DAY_MINUTES = 24 * HOUR_MINUTES;

/**
 * Time left until the bonus expires: days and hours, then hours and minutes, refreshed every
 * minute from `expires_at` (not from a countdown started on load, so it never drifts).
 */
export const BonusExpiry = ({ expiresAt }: { expiresAt: string }) => {
  const { t } = useTranslation('bonus');
  const now = useNow(MINUTE_MS);
  const minutes = Math.floor((Date.parse(expiresAt) - now) / MINUTE_MS);
  if (minutes <= 0) return <>{t('expired')}</>;
  const days = Math.floor(minutes / DAY_MINUTES);
  const hours = Math.floor((minutes % DAY_MINUTES) / HOUR_MINUTES);
  return (
    <time dateTime={expiresAt}>
      {days > 0
        ? t('countdown_days', { days, hours })
        : t('countdown_hours', { hours, minutes: minutes % HOUR_MINUTES })}
    </time>
  );
};
