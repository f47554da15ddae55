import type { ActiveBonus } from '@prime/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBonusMoney, formatPercent } from '../../shared/format/money';
import { ProgressBar } from '../../shared/ui/progress-bar';

/**
 * The bonus box of the game screen (spec 02 §2): turnover target and counter with a progress
 * bar, free spins played and granted, the maximum bet, and how much of this game's bets counts,
 * shown from the launch on, before the first spin.
 */
export const BonusBox = ({
  bonus,
  currency,
  contribution,
  freespinsHere,
}: {
  bonus: ActiveBonus;
  currency: string;
  contribution: number;
  freespinsHere: boolean;
}) => {
  const { t, i18n } = useTranslation('game');
  const titleId = useId();
  const money = (amount: number) => formatBonusMoney(amount, currency, i18n.language);
  const turnover = t('bonus_turnover_value', {
    counter: money(bonus.counter),
    target: money(bonus.target),
  });
  const percent = formatPercent(bonus.counter_percentage, i18n.language);
  const maxBet = bonus.campaign.max_bet;
  return (
    <aside className="bonus-box" aria-labelledby={titleId}>
      <h2 id={titleId} className="bonus-box__title">
        {t('bonus_box')}: {bonus.campaign.name}
      </h2>
      <div className="bonus-box__turnover">
        <p className="bonus-box__row">
          <span>{t('bonus_turnover')}</span>
          <span>{turnover}</span>
          <strong>{percent}</strong>
        </p>
        <ProgressBar
          label={t('bonus_progress')}
          percent={bonus.counter_percentage}
          valueText={`${turnover} (${percent})`}
        />
      </div>
      <dl className="bonus-box__figures">
        {bonus.freespins > 0 ? (
          <div>
            <dt>{t('bonus_free_spins')}</dt>
            <dd>
              {t('bonus_free_spins_value', {
                played: bonus.freespins_counter,
                total: bonus.freespins,
              })}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('bonus_max_bet')}</dt>
          <dd>{maxBet === null ? t('bonus_no_max_bet') : money(maxBet)}</dd>
        </div>
        {contribution > 0 ? (
          <div>
            <dt>{t('bonus_contribution')}</dt>
            <dd>
              {t('bonus_contribution_value', {
                percent: formatPercent(contribution, i18n.language),
              })}
            </dd>
          </div>
        ) : null}
      </dl>
      {contribution === 0 ? <p className="bonus-box__note">{t('bonus_no_contribution')}</p> : null}
      {freespinsHere &&
      bonus.freespin_value !== null &&
      bonus.freespins_counter < bonus.freespins ? (
        <p className="bonus-box__note">
          {t('bonus_free_spins_here', { stake: money(bonus.freespin_value) })}
        </p>
      ) : null}
    </aside>
  );
};
