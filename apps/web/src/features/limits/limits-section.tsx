import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayer } from '../../shared/session/use-session';
import { useLimitRequests } from './api/get-limit-requests';
import { useLimitUsage } from './api/get-limit-usage';
import { LIMIT_RAISE_DELAY_HOURS } from '@prime/contract/rules/limits';
import { isExcluded } from '../../shared/session/exclusion';
import { ClosurePart } from './closure-part';
import { LimitsForm } from './limits-form';
import { SelfExclusionPart } from './self-exclusion-part';
import { TimeOutPart } from './time-out-part';
import './limits.css';

/**
 * Limits and self-exclusion (spec 02 §2): the player's limits with what is left of them, and the
 * changes that wait. A lowered limit applies at once; a raised or removed one waits
 * LIMIT_RAISE_DELAY_HOURS and the player's confirmation, which the server enforces.
 */
export const LimitsSection = () => {
  const { t } = useTranslation('limits');
  const titleId = useId();
  const limitsId = useId();
  const player = usePlayer();
  const usage = useLimitUsage();
  const requests = useLimitRequests();

  return (
    <section className="dashboard-section limits" aria-labelledby={titleId}>
      <h2 id={titleId} className="dashboard-section__title">
        {t('title')}
      </h2>
      <section className="limits__part" aria-labelledby={limitsId}>
        <h3 id={limitsId}>{t('limits_title')}</h3>
        <p className="form-message">{t('intro', { hours: LIMIT_RAISE_DELAY_HOURS })}</p>
        {usage.isError || requests.isError ? (
          <p role="alert" className="form-message form-message--error">
            {t('load_error')}
          </p>
        ) : !player || !usage.data || !requests.data ? (
          <p className="form-message" aria-busy="true">
            {t('loading')}
          </p>
        ) : (
          <LimitsForm
            usages={usage.data}
            requests={requests.data}
            currency={player.currency.code}
          />
        )}
      </section>
      {player ? (
        <>
          <SelfExclusionPart player={player} />
          {isExcluded(player) ? null : (
            <>
              <TimeOutPart />
              <ClosurePart />
            </>
          )}
        </>
      ) : null}
    </section>
  );
};
