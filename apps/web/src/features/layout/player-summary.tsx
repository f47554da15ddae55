import type { Player } from '@prime/contract';
import { useTranslation } from 'react-i18next';
import { HIDDEN_AMOUNT, usePlayerBalance } from './use-player-balance';
import { useShowBalance } from './use-show-balance';

/** The top of the phone's account menu for a player: welcome and the balance (spec 01 §2). */
export const PlayerSummary = ({ player }: { player: Player }) => {
  const { t } = useTranslation('header');
  const amounts = usePlayerBalance(player);
  const [shown] = useShowBalance();
  return (
    <div className="drawer__player">
      <p className="drawer__welcome">{t('welcome', { name: player.name })}</p>
      <p className="drawer__balance">
        <span>{t('balance')}</span> <strong>{shown ? amounts.total : HIDDEN_AMOUNT}</strong>
      </p>
    </div>
  );
};
