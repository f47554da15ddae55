import type { GameDetail } from '@prime/contract';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { PATHS } from '../../shared/routing/paths';
import { useAppState } from '../../shared/session/app-store-context';
import type { Device } from '../../shared/session/app-store';
import { usePlayer } from '../../shared/session/use-session';
import { useGame } from './api/get-game';
import type { LaunchContext } from './api/launch-game';
import { useLaunch } from './api/use-launch';
import { readGameIds } from './game-ids';
import { GameMessage, useLocalPath } from './game-message';
import { GamePlay } from './game-play';
import { GameTexts } from './game-texts';
import { toLaunchRefusal } from './launch-refusal';
import { RefusalView, type TermsPromptProps } from './refusal-view';
import './game.css';

/** Why the game cannot start before asking the server, if it cannot. */
type Blocker = 'not_available' | 'not_on_mobile' | 'not_on_desktop' | 'no_demo';

const findBlocker = (
  game: GameDetail,
  providerId: number,
  device: Device,
  isLoggedIn: boolean,
): Blocker | null => {
  if (!game.is_provider_enabled || game.provider.id !== providerId) return 'not_available';
  if (device === 'mobile' && !game.is_mobile) return 'not_on_mobile';
  if (device === 'desktop' && !game.is_desktop) return 'not_on_desktop';
  if (!isLoggedIn && !game.has_demo) return 'no_demo';
  return null;
};

const Loading = () => {
  const { t } = useTranslation('game');
  return (
    <section className="page game-message" aria-busy="true">
      <p role="status">{t('loading')}</p>
    </section>
  );
};

/** Logged out and the game has no demo (spec 02 §2): log in, then deposit. */
const DemoUnavailable = ({ name }: { name: string }) => {
  const { t } = useTranslation('game');
  const localPath = useLocalPath();
  return (
    <GameMessage title={name} detail={t('demo_unavailable')}>
      <Link className="button button--primary" to={localPath(PATHS.deposit)}>
        {t('deposit_now')}
      </Link>
      <Link className="button button--ghost" to={localPath(PATHS.login)}>
        {t('login')}
      </Link>
    </GameMessage>
  );
};

type GameScreenProps = {
  /** The account area's terms dialog, with a cancel that leads home. */
  TermsPrompt: ComponentType<TermsPromptProps>;
  /** Reloads the page: after the terms are accepted, and when a reality check times out. */
  reload?: (() => void) | undefined;
};

const GameScreenContent = ({
  TermsPrompt,
  reload = () => window.location.reload(),
}: GameScreenProps) => {
  const { t } = useTranslation('game');
  const { t: tr } = useTranslation('routes');
  const ids = readGameIds(useParams());
  const isLoggedIn = useAppState((state) => state.token !== null);
  const language = useAppState((state) => state.language);
  const device = useAppState((state) => state.device);
  const clientIp = useAppState((state) => state.clientIp);
  const localPath = useLocalPath();
  const player = usePlayer();
  const game = useGame(ids);
  const detail = game.data;
  const blocker = detail && ids ? findBlocker(detail, ids.providerId, device, isLoggedIn) : null;
  const context: LaunchContext | null =
    detail && !blocker && (!isLoggedIn || player)
      ? {
          game: detail,
          player: isLoggedIn ? player : undefined,
          language,
          device,
          clientIp,
          lobbyUrl: localPath(PATHS.home),
        }
      : null;
  const launch = useLaunch(context);
  useDocumentTitle(detail?.name ?? tr('game'));

  const refused = (error: unknown) => (
    <RefusalView refusal={toLaunchRefusal(error)} TermsPrompt={TermsPrompt} reload={reload} />
  );

  if (!ids) return <GameMessage title={t('not_available')} />;
  if (game.isError) return refused(game.error);
  if (!detail) return <Loading />;
  if (blocker === 'no_demo') return <DemoUnavailable name={detail.name} />;
  if (blocker) {
    const reason = blocker === 'not_available' ? undefined : t(blocker);
    return <GameMessage title={t('not_available')} detail={reason} />;
  }
  if (launch.isError) return refused(launch.error);
  if (launch.data === undefined) return <Loading />;
  if (launch.data === null) return <GameMessage title={t('not_available')} />;
  return (
    <GamePlay
      game={detail}
      name={detail.name}
      url={launch.data}
      frameKey={launch.dataUpdatedAt}
      isReal={isLoggedIn}
      realityMinutes={player?.information.reality_minutes}
      onRelaunch={() => void launch.refetch()}
      reload={reload}
    />
  );
};

/**
 * The game screen `/game/play/{providerId}/{gameId}` (spec 02 §2, §4, §8): real play for a
 * logged-in player, the demo for a visitor, and every refusal the launch may meet.
 */
export const GameScreen = (props: GameScreenProps) => (
  <GameTexts>
    <GameScreenContent {...props} />
  </GameTexts>
);
