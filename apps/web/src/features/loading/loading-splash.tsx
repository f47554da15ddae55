import { SLOW_LOAD_MS } from '@prime/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Shown until startup finishes; says the connection is slow after SLOW_LOAD_MS. */
export const LoadingSplash = () => {
  const { t } = useTranslation('loading');
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), SLOW_LOAD_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <div className="splash" role="status" aria-live="polite">
      <img className="splash__logo" src="/brand/logo.svg" alt="" />
      <p className="splash__welcome">{t('welcome')}</p>
      <p className="splash__loading">
        <span className="visually-hidden">{t('loading')}</span>
        <span className="splash__dots" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
      </p>
      {slow ? <p className="splash__slow">{t('connection_slow')}</p> : null}
    </div>
  );
};
