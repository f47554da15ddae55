import type { ActiveBonus } from '@prime/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBonusMoney, formatPercent } from '../../shared/format/money';
import { ProgressBar } from '../../shared/ui/progress-bar';
import { BonusExpiry } from './bonus-expiry';

type Category = keyof ActiveBonus['campaign']['game_contribution'];

/** The contract's wagering categories in its order (its list lives beside zod, out of reach). */
const CATEGORIES = ['slots', 'tables', 'live', 'crash'] as const satisfies readonly Category[];

/**
 * The active bonus (spec 02 §2 My bonus, §3 Player campaign): the campaign, the bonus balance,
 * the wagering progress, free spins, the maximum bet, the time left, how each kind of game
 * counts and the terms the player accepted; and the way to give it up.
 */
export const ActiveBonusCard = ({
  bonus,
  currency,
  onForfeit,
  isForfeiting,
}: {
  bonus: ActiveBonus;
  currency: string;
  onForfeit: () => void;
  isForfeiting: boolean;
}) => {
  const { t, i18n } = useTranslation('bonus');
  const titleId = useId();
  const money = (amount: number) => formatBonusMoney(amount, currency, i18n.language);
  const percent = formatPercent(bonus.counter_percentage, i18n.language);
  const progress = t('wagering_progress', {
    counter: money(bonus.counter),
    target: money(bonus.target),
  });
  const { campaign } = bonus;

  return (
    <article className="bonus-card bonus-card--active" aria-labelledby={titleId}>
      <h3 id={titleId} className="bonus-card__title">
        {t('active_title')}: {campaign.name}
      </h3>
      <dl className="bonus-card__figures">
        <div>
          <dt>{t('bonus_balance')}</dt>
          <dd className="bonus-card__balance">{money(bonus.balance)}</dd>
        </div>
        <div>
          <dt>{t('bonus_amount')}</dt>
          <dd>{money(bonus.amount)}</dd>
        </div>
        <div>
          <dt>{t('max_bet')}</dt>
          <dd>{campaign.max_bet === null ? t('no_max_bet') : money(campaign.max_bet)}</dd>
        </div>
        <div>
          <dt>{t('expires_in')}</dt>
          <dd>
            <BonusExpiry expiresAt={bonus.expires_at} />
          </dd>
        </div>
        {bonus.freespins > 0 ? (
          <div>
            <dt>{t('free_spins')}</dt>
            <dd>
              {t('free_spins_progress', {
                played: bonus.freespins_counter,
                total: bonus.freespins,
              })}
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="bonus-card__wagering">
        <p className="bonus-card__wagering-text">
          <span>{t('wagering')}</span>
          <span>{progress}</span>
          <strong>{percent}</strong>
        </p>
        <ProgressBar
          label={t('wagering_label')}
          percent={bonus.counter_percentage}
          valueText={`${progress} (${percent})`}
        />
      </div>
      <details className="bonus-card__details">
        <summary>{t('contribution')}</summary>
        <ul className="bonus-card__contribution">
          {CATEGORIES.map((category) => (
            <li key={category}>
              {t(`category_${category}`)}:{' '}
              {formatPercent(campaign.game_contribution[category] ?? 0, i18n.language)}
            </li>
          ))}
        </ul>
      </details>
      <details className="bonus-card__details">
        <summary>{t('terms')}</summary>
        <p className="bonus-card__terms">{campaign.terms}</p>
      </details>
      <p className="form-message">{t('own_money_first')}</p>
      <button
        type="button"
        className="button button--ghost"
        disabled={isForfeiting}
        onClick={onForfeit}
      >
        {t('forfeit')}
      </button>
    </article>
  );
};
