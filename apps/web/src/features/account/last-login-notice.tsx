import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date';
import { usePlayer } from '../../shared/session/use-session';
import { STORAGE_KEYS } from '../../shared/storage/keys';
import { readItem, removeItem } from '../../shared/storage/web-storage';

/** How long the notice stays unless closed. */
export const LAST_LOGIN_NOTICE_MS = 8_000;

/**
 * Right after a login, the player sees when (UTC) and from where they logged in before, so a
 * login they do not recognise stands out. Shown once per login; nothing for a first login.
 */
export const LastLoginNotice = () => {
  const { t, i18n } = useTranslation('dashboardMenu');
  const { t: tb } = useTranslation('buttons');
  const player = usePlayer();
  const [pending] = useState(() => readItem(sessionStorage, STORAGE_KEYS.lastLoginNotice) === '1');
  const [open, setOpen] = useState(true);

  useEffect(() => {
    if (!pending || !player) return;
    removeItem(sessionStorage, STORAGE_KEYS.lastLoginNotice);
    const timer = window.setTimeout(() => setOpen(false), LAST_LOGIN_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [pending, player]);

  if (!pending || !open || !player?.last_login) return null;
  return (
    <div className="last-login-notice" role="status">
      <p>
        {t('last_login', { date: `${formatDateTime(player.last_login.at, i18n.language)} UTC` })}
      </p>
      <button type="button" className="button button--ghost" onClick={() => setOpen(false)}>
        {tb('close')}
      </button>
    </div>
  );
};
