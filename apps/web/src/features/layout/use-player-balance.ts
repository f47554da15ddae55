import type { Player } from '@prime/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney, sumMoney } from '../../shared/format/money';

/** Formats the player's amounts; the header total is real money plus bonus. */
export const usePlayerBalance = (player: Player) => {
  const { i18n } = useTranslation();
  const format = (amount: number) => formatMoney(amount, player.currency.code, i18n.language);
  const { balance } = player;
  return {
    total: format(sumMoney(balance.total, balance.bonus)),
    available: format(balance.available),
    deposited: format(balance.deposited),
    bonus: format(balance.bonus),
  };
};

/** What the header shows while the balance is hidden. */
export const HIDDEN_AMOUNT = '••••••';
