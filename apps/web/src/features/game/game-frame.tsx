import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useIsDesktop } from '../../shared/hooks/use-viewport';
import { PATHS } from '../../shared/routing/paths';
import { useAppState } from '../../shared/session/app-store-context';
import { useLocalPath } from './game-message';
import { withGameLanguage } from './game-url';
import { useFullscreen } from './use-fullscreen';

/** Back where the player came from on this site, or home when the game was opened directly. */
const useGoBack = () => {
  const navigate = useNavigate();
  const { key } = useLocation();
  const localPath = useLocalPath();
  return () => {
    if (key !== 'default') void navigate(-1);
    else void navigate(localPath(PATHS.home));
  };
};

/**
 * The game in its iframe (spec 02 §2 Game screen), in the site's language. Desktop: back and fullscreen buttons around
 * the title, the iframe, links to the terms and to responsible gaming. Mobile: the iframe alone
 * at full height under the reduced header.
 */
export const GameFrame = ({
  name,
  url,
  frameKey,
  isDemo,
  frameRef,
  children,
  below,
}: {
  name: string;
  url: string;
  /** A new value loads the game afresh even when the address is the same (a relaunch). */
  frameKey: number;
  isDemo: boolean;
  frameRef: RefObject<HTMLIFrameElement | null>;
  /** Notices over the game, inside the fullscreen container so they show there too. */
  children?: ReactNode;
  /** What sits under the game, such as the bonus box. */
  below?: ReactNode;
}) => {
  const { t } = useTranslation('game');
  const isDesktop = useIsDesktop();
  const titleId = useId();
  const stageRef = useRef<HTMLDivElement>(null);
  const { isFullscreen, toggle } = useFullscreen(stageRef);
  const goBack = useGoBack();
  const localPath = useLocalPath();
  const language = useAppState((state) => state.language);

  return (
    <section
      className={`game-screen game-screen--${isDesktop ? 'desktop' : 'mobile'}`}
      aria-labelledby={titleId}
    >
      {isDesktop ? (
        <div className="game-screen__bar">
          <button type="button" className="button button--ghost button--small" onClick={goBack}>
            {t('back')}
          </button>
          <h1 id={titleId} className="game-screen__title">
            {name}
          </h1>
          {isDemo ? <span className="game-screen__demo">{t('demo_mode')}</span> : null}
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => void toggle()}
          >
            {isFullscreen ? t('exit_fullscreen') : t('fullscreen')}
          </button>
        </div>
      ) : (
        <h1 id={titleId} className="visually-hidden">
          {name}
        </h1>
      )}
      <div ref={stageRef} className="game-screen__stage">
        {children}
        <iframe
          key={frameKey}
          ref={frameRef}
          className="game-screen__frame"
          src={withGameLanguage(url, language)}
          title={name}
          allow="fullscreen"
        />
      </div>
      {below}
      {isDesktop ? (
        <p className="game-screen__links">
          <Link to={localPath(PATHS.termsAndConditions)}>{t('terms')}</Link>
          <Link to={localPath(PATHS.responsibleGaming)}>{t('responsible_gaming')}</Link>
        </p>
      ) : null}
    </section>
  );
};
