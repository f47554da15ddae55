import type { BonusEndReason, GameDetail, Player } from '@prime/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribeToBonusEvents } from '../../shared/session/bonus-events';
import { useBonusPing } from './api/ping-bonus';
import { BonusBox } from './bonus-box';

const ENDED_KEYS = {
  converted: 'bonus_ended_converted',
  forfeited: 'bonus_ended_forfeited',
  expired: 'bonus_ended_expired',
  ended_min_balance: 'bonus_ended_min_balance',
} as const satisfies Record<BonusEndReason, string>;

/**
 * The bonus beside a real game: pinged once on launch when the player has an active bonus; the
 * box shows when the answer says `useBonus`, follows the player's bonus (which the `bonus` room
 * event replaces after every bet), and gives way to what happened when the bonus ends.
 */
export const GameBonus = ({ player, game }: { player: Player; game: GameDetail }) => {
  const { t } = useTranslation('game');
  const [ended, setEnded] = useState<BonusEndReason | null>(null);
  const ping = useBonusPing(player.bonus, game);
  useEffect(
    () =>
      subscribeToBonusEvents((event) => {
        if (event.ended) setEnded(event.ended);
      }),
    [],
  );

  if (ended)
    return (
      <div className="bonus-box bonus-box--ended" role="status">
        <p>{t(ENDED_KEYS[ended])}</p>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => setEnded(null)}
        >
          {t('close')}
        </button>
      </div>
    );
  const bonus = player.bonus ?? null;
  if (!bonus || !ping.data?.useBonus) return null;
  return (
    <BonusBox
      bonus={bonus}
      currency={player.currency.code}
      contribution={ping.data.contribution}
      freespinsHere={ping.data.freespins_here}
    />
  );
};
