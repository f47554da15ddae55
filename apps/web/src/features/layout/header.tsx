import { HEADER_COMPACT_SCROLL_PX } from '@prime/contract';
import { useScrolledPast } from '../../shared/hooks/use-scroll-y';
import { useIsDesktop } from '../../shared/hooks/use-viewport';
import { DesktopHeader } from './desktop-header';
import { Logo } from './logo';
import { MobileHeader } from './mobile-header';

/** `game`: the game screen keeps only the logo. */
export const Header = ({ reduced = false }: { reduced?: boolean }) => {
  const isDesktop = useIsDesktop();
  const compact = useScrolledPast(HEADER_COMPACT_SCROLL_PX);
  const className = ['header', compact ? 'header--compact' : '', reduced ? 'header--reduced' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <header className={className}>
      {reduced ? (
        <div className="header__bar">
          <Logo small={!isDesktop} />
        </div>
      ) : isDesktop ? (
        <DesktopHeader />
      ) : (
        <MobileHeader />
      )}
    </header>
  );
};
