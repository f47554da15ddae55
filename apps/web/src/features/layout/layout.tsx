import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollTopButton } from './scroll-top-button';

export type LayoutVariant = 'full' | 'game' | 'minimal';

/** Header, main and footer around a page; the game screen reduces the header and drops the footer. */
export const Layout = ({
  variant = 'full',
  children,
}: {
  variant?: LayoutVariant;
  children: ReactNode;
}) => (
  <div className={`layout layout--${variant}`}>
    <Header reduced={variant !== 'full'} />
    <main id="main" className="main">
      {children}
    </main>
    {variant === 'game' ? null : <Footer />}
    <ScrollTopButton />
  </div>
);
