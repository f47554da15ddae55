import type { GameDetail, GameFrameMessage } from '@prime/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { meQueryOptions } from '../../shared/api/queries';
import { useApi } from '../../shared/api/api-context';
import { formatBonusMoney } from '../../shared/format/money';
import { PATHS } from '../../shared/routing/paths';
import { balanceQueryKey } from '../../shared/session/balance';
import { claimMessageType } from '../../shared/session/message-claims';
import { isSocketOn } from '../../shared/session/socket';
import { usePlayer } from '../../shared/session/use-session';
import { ResponsibleGamingNotice } from '../../shared/protection/responsible-gaming-notice';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { GameBonus } from './game-bonus';
import { GameFrame } from './game-frame';
import { useLocalPath } from './game-message';
import { GameNotice, type GameNoticeState } from './game-notice';
import { RealityCheckDialog } from './reality-check-dialog';
import { useGameMessages } from './use-game-messages';
import { useRealityCheck } from './use-reality-check';

/** Refusals of a bet that the player's own limits caused: the notice links to the limits. */
const LIMIT_CODES: ReadonlySet<string> = new Set([
  'daily_bet_limit',
  'weekly_bet_limit',
  'monthly_bet_limit',
  'daily_loss_limit',
  'weekly_loss_limit',
  'monthly_loss_limit',
  'playing_time_limit',
]);

/**
 * The open game: the frame, what its page reports, the bonus box and the reality check of real
 * play. `onRelaunch` asks the server for the game again (Continue after a reality check).
 */
export const GamePlay = ({
  game,
  name,
  url,
  frameKey,
  isReal,
  realityMinutes,
  onRelaunch,
  reload,
}: {
  game: GameDetail;
  name: string;
  url: string;
  frameKey: number;
  isReal: boolean;
  realityMinutes: number | null | undefined;
  onRelaunch: () => void;
  reload: () => void;
}) => {
  const { t, i18n } = useTranslation('game');
  const api = useApi();
  const player = usePlayer();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localPath = useLocalPath();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [notice, setNotice] = useState<GameNoticeState | null>(null);
  const reality = useRealityCheck({ playing: isReal, realityMinutes });
  // A real game shows its reality check itself, with the session's figures: the site-wide
  // notifications leave that message to it.
  useEffect(() => (isReal ? claimMessageType('realityCheck') : undefined), [isReal]);

  const handleMessage = (message: GameFrameMessage) => {
    if (message.type === 'balance_changed') {
      void queryClient.invalidateQueries({ queryKey: balanceQueryKey, refetchType: 'all' });
      // The `bonus` room event moves the bonus box; without the socket the player is asked again.
      if (player?.bonus && !isSocketOn())
        void queryClient.invalidateQueries({ queryKey: meQueryOptions(api).queryKey, exact: true });
    } else if (message.type === 'insufficient_funds') {
      setNotice({ message: message.message || t('insufficient_funds'), action: 'deposit' });
    } else if (message.code === 'reality_check_pending' && isReal) {
      reality.trigger();
    } else if (message.code === 'bonus_bet_limit') {
      const maxBet = player?.bonus?.campaign.max_bet;
      setNotice({
        message:
          maxBet === undefined || maxBet === null || !player
            ? t('bonus_bet_limit_plain')
            : t('bonus_bet_limit', {
                max: formatBonusMoney(maxBet, player.currency.code, i18n.language),
              }),
        action: null,
      });
    } else {
      const isLimit = LIMIT_CODES.has(message.code);
      setNotice({
        message: message.message || t(isLimit ? 'limit_reached' : 'play_refused'),
        action: isLimit ? 'limits' : null,
      });
    }
  };
  useGameMessages(frameRef, handleMessage);

  // The reality check shows over the page, which a fullscreen game would hide.
  const hasCheck = reality.state !== null;
  useEffect(() => {
    if (hasCheck && document.fullscreenElement) void document.exitFullscreen().catch(() => {});
  }, [hasCheck]);

  const openCheck = reality.state?.status === 'open' ? reality.state.check : null;
  const goHome = () => void navigate(localPath(PATHS.home));
  // Any answer reads the check's message, so it does not come back as a notification later.
  const readCheck = () => {
    if (openCheck) void reality.markRead(openCheck.message.id);
  };
  const continuePlaying = () => {
    readCheck();
    reality.close();
    setNotice(null);
    onRelaunch();
  };

  return (
    <>
      <GameFrame
        name={name}
        url={url}
        frameKey={frameKey}
        isDemo={!isReal}
        frameRef={frameRef}
        below={isReal && player ? <GameBonus player={player} game={game} /> : null}
      >
        {notice ? <GameNotice notice={notice} onClose={() => setNotice(null)} /> : null}
      </GameFrame>
      {isReal ? <ResponsibleGamingNotice notice="bet" /> : null}
      {openCheck ? (
        <RealityCheckDialog
          check={openCheck}
          onContinue={continuePlaying}
          onStop={() => {
            readCheck();
            goHome();
          }}
          onLimits={() => {
            readCheck();
            void navigate(localPath(PATHS.limits));
          }}
          onExpire={() => void reality.markRead(openCheck.message.id).then(reload)}
        />
      ) : null}
      {reality.state?.status === 'failed' ? (
        <ConfirmDialog
          message={t('reality_failed')}
          confirmLabel={t('reality_continue')}
          cancelLabel={t('reality_stop')}
          onConfirm={continuePlaying}
          onCancel={goHome}
        />
      ) : null}
    </>
  );
};
