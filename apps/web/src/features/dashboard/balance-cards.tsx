import type { Player } from '@prime/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../shared/format/money';
import { useIsDesktop } from '../../shared/hooks/use-viewport';
import { localizePath } from '../../shared/i18n/language';
import { PATHS } from '../../shared/routing/paths';
import { useAppState } from '../../shared/session/app-store-context';
import { useBalance } from '../../shared/session/use-balance';
import { sectionLinkProps } from './use-section-scroll';

/**
 * Withdrawable (available), balance (deposited) and bonus, with the currency symbol and two
 * decimals. On mobile and tablet the Deposit link sits in the first card.
 */
export const BalanceCards = ({ player }: { player: Player }) => {
  const { t, i18n } = useTranslation('dashboardMenu');
  const language = useAppState((state) => state.language);
  const isDesktop = useIsDesktop();
  const balance = useBalance(player.balance);
  const format = (amount: number) => formatMoney(amount, player.currency.code, i18n.language);
  const cards = [
    { key: 'withdrawable', amount: balance.available },
    { key: 'balance', amount: balance.deposited },
    { key: 'bonus', amount: balance.bonus },
  ] as const;
  return (
    <section className="dashboard__balances" aria-label={t('balances')}>
      {cards.map((card, index) => (
        <div key={card.key} className="balance-card">
          <p className="balance-card__label">{t(card.key)}</p>
          <p className="balance-card__amount">{format(card.amount)}</p>
          {index === 0 && !isDesktop ? (
            <Link
              className="button button--primary button--small"
              to={localizePath(language, PATHS.deposit)}
              {...sectionLinkProps(isDesktop)}
            >
              {t('deposit')}
            </Link>
          ) : null}
        </div>
      ))}
    </section>
  );
};
