import type { Player } from '@prime/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney, sumMoney } from '../../shared/format/money';
import { useBalance } from '../../shared/session/use-balance';

/**
 * Formats the player's amounts, refreshed every 5 s or pushed over the socket (GET me's
 * balance until then); the header total is real money plus bonus.
 */
export const usePlayerBalance = (player: Player) => {
  const { i18n } = useTranslation();
  const balance = useBalance(player.balance);
  const format = (amount: number) => formatMoney(amount, player.currency.code, i18n.language);
  return {
    total: format(sumMoney(balance.total, balance.bonus)),
    available: format(balance.available),
    deposited: format(balance.deposited),
    bonus: format(balance.bonus),
  };
};

/** What the header shows while the balance is hidden. */
export const HIDDEN_AMOUNT = '••••••';
