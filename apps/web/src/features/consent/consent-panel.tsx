import type { ConsentCode } from '@prime/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { consentChoiceOf, consentCodeOf, isConsentWithdrawn } from '../../shared/consent/consent';
import { saveConsent, useConsentCode } from '../../shared/consent/consent-store';
import { localizePath } from '../../shared/i18n/language';
import { PATHS } from '../../shared/routing/paths';
import { useAppState } from '../../shared/session/app-store-context';
import { removeAnalyticsCookies } from './analytics';
import './consent.css';

type CategoryProps = {
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
};

const Category = ({ label, hint, checked, disabled = false, onChange }: CategoryProps) => {
  const hintId = useId();
  return (
    <label className="consent__category">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(event) => onChange?.(event.target.checked)}
      />
      <span>
        <span className="consent__category-name">{label}</span>
        <span id={hintId} className="consent__category-hint">
          {hint}
        </span>
      </span>
    </label>
  );
};

/**
 * The cookie choices of spec 01 §4, shown as a non-modal region so the page stays usable.
 * Nothing is pre-ticked and the three answers look alike: refusing is as easy as accepting.
 * Reopened from the footer, it shows the stored choice.
 */
export const ConsentPanel = ({ isReopened }: { isReopened: boolean }) => {
  const { t } = useTranslation('consent');
  const language = useAppState((state) => state.language);
  const stored = useConsentCode();
  const [functional, setFunctional] = useState(() => consentChoiceOf(stored).functional);
  const [statistics, setStatistics] = useState(() => consentChoiceOf(stored).statistics);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Asked for from the footer: keyboard and screen-reader users land on the panel.
  useEffect(() => {
    if (isReopened) headingRef.current?.focus();
  }, [isReopened]);

  const handleFunctional = (checked: boolean) => {
    setFunctional(checked);
    if (!checked) setStatistics(false);
  };

  const choose = (code: ConsentCode) => {
    const isWithdrawn = isConsentWithdrawn(stored, code);
    saveConsent(code);
    if (!isWithdrawn) return;
    if (!consentChoiceOf(code).statistics) removeAnalyticsCookies();
    // Scripts that already run cannot be unloaded: a fresh page starts without them.
    location.reload();
  };

  return (
    <section className="consent" aria-labelledby={headingId}>
      <div className="consent__inner">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="consent__title">
          {t('title')}
        </h2>
        <p className="consent__text">
          {t('text')} <Link to={localizePath(language, PATHS.cookies)}>{t('policy_link')}</Link>
        </p>
        <fieldset className="consent__categories">
          <legend className="visually-hidden">{t('categories')}</legend>
          <Category label={t('essential')} hint={t('essential_hint')} checked disabled />
          <Category
            label={t('functional')}
            hint={t('functional_hint')}
            checked={functional}
            onChange={handleFunctional}
          />
          <Category
            label={t('statistics')}
            hint={t('statistics_hint')}
            checked={statistics}
            disabled={!functional}
            onChange={setStatistics}
          />
        </fieldset>
        <div className="consent__actions">
          <button type="button" className="consent__button" onClick={() => choose('efs')}>
            {t('accept_all')}
          </button>
          <button
            type="button"
            className="consent__button"
            onClick={() => choose(consentCodeOf({ functional, statistics }))}
          >
            {t('save_selection')}
          </button>
          <button type="button" className="consent__button" onClick={() => choose('e')}>
            {t('essentials_only')}
          </button>
        </div>
      </div>
    </section>
  );
};
