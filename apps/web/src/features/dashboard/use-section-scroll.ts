import { DASHBOARD_SECTION_SCROLL_PX, MOBILE_BACKGROUND_MAX_WIDTH } from '@prime/contract';
import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { usePrefersReducedMotion } from '../../shared/hooks/use-prefers-reduced-motion';
import { detectDevice } from '../../shared/hooks/use-viewport';

/** What a dashboard link leaves in the history entry it opens. */
type SectionLinkState = { isFromDashboard?: boolean };

/**
 * The props of a link that opens a dashboard section from the dashboard itself (the menu, the
 * balance card's Deposit): below the desktop layout the page is not sent back to the top, it is
 * scrolled down to the section instead (`useSectionScroll`).
 */
export const sectionLinkProps = (isDesktop: boolean) =>
  isDesktop
    ? {}
    : { state: { isFromDashboard: true } satisfies SectionLinkState, preventScrollReset: true };

/**
 * Below the desktop layout the section renders under the balance cards and the menu: a section
 * chosen from the dashboard scrolls the page down to it, by the spec's offsets (spec 02 §9),
 * DASHBOARD_SECTION_SCROLL_PX.phone up to MOBILE_BACKGROUND_MAX_WIDTH, `.tablet` above. Back and
 * forward keep the position the browser restores.
 */
export const useSectionScroll = () => {
  const location = useLocation();
  const navigationType = useNavigationType();
  const reducedMotion = usePrefersReducedMotion();
  const isFromDashboard = (location.state as SectionLinkState | null)?.isFromDashboard === true;

  useEffect(() => {
    if (navigationType !== 'PUSH' || !isFromDashboard) return;
    if (detectDevice(window.innerWidth) === 'desktop') return;
    const top =
      window.innerWidth <= MOBILE_BACKGROUND_MAX_WIDTH
        ? DASHBOARD_SECTION_SCROLL_PX.phone
        : DASHBOARD_SECTION_SCROLL_PX.tablet;
    window.scrollTo({ top, behavior: reducedMotion ? 'auto' : 'smooth' });
    // Once per opened entry: its key, not a re-render, decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
};
