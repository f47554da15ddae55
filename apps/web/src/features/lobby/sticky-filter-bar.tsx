import { FILTER_STICKY_SCROLL_PX } from '@prime/contract';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useScrolledPast } from '../../shared/hooks/use-scroll-y';

/**
 * Pins the filter bar under the header once the page has scrolled FILTER_STICKY_SCROLL_PX
 * (spec 01 §9). Its place in the page keeps the bar's height, so nothing below it jumps.
 */
export const StickyFilterBar = ({ children }: { children: ReactNode }) => {
  const isStuck = useScrolledPast(FILTER_STICKY_SCROLL_PX);
  const placeRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const place = placeRef.current;
    const bar = barRef.current;
    if (!place || !bar) return;
    place.style.minHeight = isStuck ? `${bar.offsetHeight}px` : '';
  }, [isStuck]);

  return (
    <div ref={placeRef} className="lobby-filters-place">
      <div
        ref={barRef}
        className={isStuck ? 'lobby-filters lobby-filters--stuck' : 'lobby-filters'}
      >
        <div className="lobby-filters__inner">{children}</div>
      </div>
    </div>
  );
};
