import { HEADER_COMPACT_SCROLL_PX } from '@prime/contract';
import { useScrolledPast } from '../../shared/hooks/use-scroll-y';
import { useIsDesktop } from '../../shared/hooks/use-viewport';
import { DesktopHeader } from './desktop-header';
import { Logo } from './logo';
import { MobileHeader } from './mobile-header';
import { PlayerBalance } from './player-balance';
import { usePlayer } from '../../shared/session/use-session';

/** `game`: the game screen keeps only the logo and, for a player, the balance. */
export const Header = ({ reduced = false }: { reduced?: boolean }) => {
  const isDesktop = useIsDesktop();
  const player = usePlayer();
  const compact = useScrolledPast(HEADER_COMPACT_SCROLL_PX);
  const className = ['header', compact ? 'header--compact' : '', reduced ? 'header--reduced' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <header className={className}>
      {reduced ? (
        <div className="header__bar">
          <Logo small={!isDesktop} />
          {player ? (
            <div className="header__account">
              <PlayerBalance player={player} />
            </div>
          ) : null}
        </div>
      ) : isDesktop ? (
        <DesktopHeader />
      ) : (
        <MobileHeader />
      )}
    </header>
  );
};
