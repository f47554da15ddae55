import type { UnusedCampaign } from '@prime/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatBonusMoney } from '../../shared/format/money';
import { localizePath } from '../../shared/i18n/language';
import { PATHS } from '../../shared/routing/paths';
import { useAppState } from '../../shared/session/app-store-context';

/**
 * A campaign the player may still take (spec 02 §3 bonus lists): what it gives, the deposit it
 * needs, the wagering and the maximum bet, and its terms in full before Activate. The player's
 * own choice waits for its deposit and says so instead of offering Activate again.
 */
export const UnusedCampaignCard = ({
  campaign,
  currency,
  onActivate,
  isBusy,
}: {
  campaign: UnusedCampaign;
  currency: string;
  onActivate: () => void;
  isBusy: boolean;
}) => {
  const { t, i18n } = useTranslation('bonus');
  const language = useAppState((state) => state.language);
  const titleId = useId();
  // The list's amounts are major units of the player's currency, as all money the API answers.
  const money = (amount: number) => formatBonusMoney(amount, currency, i18n.language);
  const freeSpins = campaign.reward?.type === 'free_spins' ? campaign.reward : null;
  return (
    <li
      className={`bonus-card${campaign.chosen ? ' bonus-card--chosen' : ''}`}
      aria-labelledby={titleId}
    >
      <h4 id={titleId} className="bonus-card__title">
        {campaign.name}
        {campaign.chosen ? <span className="bonus-card__badge">{t('chosen')}</span> : null}
      </h4>
      {campaign.description ? <p>{campaign.description}</p> : null}
      <dl className="bonus-card__figures">
        {freeSpins && campaign.amount !== null ? (
          <div>
            <dt>{t('free_spins')}</dt>
            <dd>
              {t('free_spins_offer', { count: freeSpins.spins, value: money(campaign.amount) })}
            </dd>
          </div>
        ) : campaign.amount !== null ? (
          <div>
            <dt>{t('amount')}</dt>
            <dd>{money(campaign.amount)}</dd>
          </div>
        ) : null}
        {/* A campaign taken at activation (free spins, no-deposit) asks for no deposit. */}
        {campaign.min_dep !== null && campaign.activation === 'deposit' ? (
          <div>
            <dt>{t('min_deposit')}</dt>
            <dd>{money(campaign.min_dep)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('wagering')}</dt>
          <dd>{t('wagering_times', { times: campaign.wagering })}</dd>
        </div>
        <div>
          <dt>{t('max_bet')}</dt>
          <dd>{campaign.max_bet === null ? t('no_max_bet') : money(campaign.max_bet)}</dd>
        </div>
      </dl>
      {campaign.terms ? (
        <details className="bonus-card__details">
          <summary>{t('terms')}</summary>
          <p className="bonus-card__terms">{campaign.terms}</p>
        </details>
      ) : null}
      {campaign.chosen ? (
        <div className="bonus-card__awaiting">
          <p>
            {campaign.min_dep !== null && campaign.min_dep > 0
              ? t('awarded_on_deposit', { amount: money(campaign.min_dep) })
              : t('awarded_on_any_deposit')}
          </p>
          <Link
            className="button button--primary button--small"
            to={localizePath(language, PATHS.deposit)}
          >
            {t('deposit_now')}
          </Link>
        </div>
      ) : (
        <button
          type="button"
          className="button button--primary"
          disabled={isBusy}
          aria-label={`${t('activate')}: ${campaign.name}`}
          onClick={onActivate}
        >
          {t('activate')}
        </button>
      )}
    </li>
  );
};
