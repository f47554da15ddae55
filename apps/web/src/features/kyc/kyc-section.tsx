import { AML_KYC_THRESHOLD_EUR, KYC_LEVELS, type KycLevelName } from '@prime/contract';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../shared/api/api-error';
import { usePlayer } from '../../shared/session/use-session';
import { useAmlLevel } from './api/get-aml-level';
import { useKycLevels } from './api/get-kyc-levels';
import { useStartVerification } from './api/start-verification';
import { planKyc, type KycRow } from './kyc-plan';
import './kyc.css';

const LEVEL_KEYS: Record<KycLevelName, 'basic' | 'selfie'> = {
  [KYC_LEVELS.basic]: 'basic',
  [KYC_LEVELS.selfie]: 'selfie',
};

/** Leaves the site for the provider's verification page; replaced in tests. */
const goToProvider = (url: string) => window.location.assign(url);

const LevelItem = ({
  row,
  focused,
  onVerify,
  busy,
}: {
  row: KycRow;
  focused: boolean;
  onVerify: () => void;
  busy: boolean;
}) => {
  const { t } = useTranslation('kyc');
  const key = LEVEL_KEYS[row.level];
  const titleId = useId();
  return (
    <li className={`kyc__level${focused ? ' kyc__level--focused' : ''}`} aria-labelledby={titleId}>
      <div>
        <h3 id={titleId}>{t(`level_${key}`)}</h3>
        <p className="form-message">{t(`level_${key}_hint`)}</p>
        <p className={`kyc__status kyc__status--${row.status}`}>{t(`status_${row.status}`)}</p>
        {row.status === 'rejected' && row.rejectReason ? (
          <p className="form-message">{t('rejection_reason', { reason: row.rejectReason })}</p>
        ) : null}
      </div>
      {row.canVerify ? (
        <button
          type="button"
          className="button button--primary"
          onClick={onVerify}
          disabled={busy}
          aria-label={`${t(row.status === 'rejected' ? 'verify_again' : 'verify')}: ${t(`level_${key}`)}`}
        >
          {t(row.status === 'rejected' ? 'verify_again' : 'verify')}
        </button>
      ) : null}
    </li>
  );
};

/**
 * The KYC section (spec 02 §2, §4 KYC): the levels with their status and Verify, which opens
 * the provider's verification page; `?lv=selfie` puts the selfie level first for a
 * risky-country player; a checklist says exactly what is missing and why.
 */
export const KycSection = ({ go = goToProvider }: { go?: (url: string) => void }) => {
  const { t, i18n } = useTranslation('kyc');
  const titleId = useId();
  const checklistId = useId();
  const [params] = useSearchParams();
  const player = usePlayer();
  const levels = useKycLevels();
  const aml = useAmlLevel();
  const start = useStartVerification(go);
  const queryClient = useQueryClient();

  // A level accepted while the section is open: the player's verified state changed too.
  const accepted = levels.data?.filter((level) => level.status === 'accepted').length ?? 0;
  const seen = useRef(accepted);
  useEffect(() => {
    if (accepted > seen.current) void queryClient.invalidateQueries({ queryKey: ['me'] });
    seen.current = accepted;
  }, [accepted, queryClient]);

  if (!player || levels.isPending)
    return (
      <section className="dashboard-section kyc" aria-labelledby={titleId}>
        <h2 id={titleId} className="dashboard-section__title">
          {t('title')}
        </h2>
        {levels.isError ? (
          <p role="alert" className="form-message form-message--error">
            {t('load_error')}
          </p>
        ) : (
          <p className="form-message" aria-busy="true">
            {t('loading')}
          </p>
        )}
      </section>
    );

  const plan = planKyc(player, levels.data ?? [], aml.data);
  const focusSelfie = params.get('lv') === 'selfie';
  const rows = focusSelfie
    ? [...plan.rows].sort((a) => (a.level === KYC_LEVELS.selfie ? -1 : 1))
    : plan.rows;
  const error = start.error instanceof ApiError ? start.error : null;

  return (
    <section className="dashboard-section kyc" aria-labelledby={titleId}>
      <h2 id={titleId} className="dashboard-section__title">
        {t('title')}
      </h2>
      <p className="form-message">{t('intro')}</p>
      {levels.isError ? (
        <p role="alert" className="form-message form-message--error">
          {t('load_error')}
        </p>
      ) : null}
      <ul className="kyc__levels">
        {rows.map((row) => (
          <LevelItem
            key={row.level}
            row={row}
            focused={focusSelfie && row.level === KYC_LEVELS.selfie}
            busy={start.isPending}
            onVerify={() => start.mutate(row.level)}
          />
        ))}
      </ul>
      {start.isPending ? (
        <p role="status" className="form-message">
          {t('opening')}
        </p>
      ) : null}
      {start.isError ? (
        <p role="alert" className="form-message form-message--error">
          {error && (error.code === 'kyc_level_accepted' || error.code === 'kyc_level_not_offered')
            ? t(`error_${error.code}`)
            : t('error_generic')}
        </p>
      ) : null}
      <section aria-labelledby={checklistId} className="kyc__checklist">
        <h3 id={checklistId}>{t('checklist_title')}</h3>
        {plan.missing.length === 0 ? (
          <p role="status" className="form-message form-message--ok">
            {t('checklist_done')}
          </p>
        ) : (
          <ul>
            {plan.missing.map((item) => (
              <li key={item}>
                {t(`missing_${item}`, {
                  threshold: new Intl.NumberFormat(i18n.language).format(AML_KYC_THRESHOLD_EUR),
                })}
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
};
