import { MOBILE_BACKGROUND_MAX_WIDTH } from '@prime/contract';
import type { ReactNode } from 'react';
import { useIsWidthAtMost } from '../../shared/hooks/use-max-width';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollTopButton } from './scroll-top-button';

export type LayoutVariant = 'full' | 'game' | 'minimal';

/**
 * Header, main and footer around a page; the game screen reduces the header and drops the footer.
 * A phone-sized window (MOBILE_BACKGROUND_MAX_WIDTH or less) gets the phone background.
 */
export const Layout = ({
  variant = 'full',
  children,
}: {
  variant?: LayoutVariant;
  children: ReactNode;
}) => {
  const isPhone = useIsWidthAtMost(MOBILE_BACKGROUND_MAX_WIDTH);
  return (
    <div className={`layout layout--${variant}${isPhone ? ' layout--phone' : ''}`}>
      <Header reduced={variant !== 'full'} />
      <main id="main" className="main">
        {children}
      </main>
      {variant === 'game' ? null : <Footer />}
      <ScrollTopButton />
    </div>
  );
};
