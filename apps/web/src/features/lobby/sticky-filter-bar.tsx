import { FILTER_STICKY_SCROLL_PX } from '@prime/contract';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useScrolledPast } from '../../shared/hooks/use-scroll-y';

/**
 * Pins the filter bar under the header once the page has scrolled FILTER_STICKY_SCROLL_PX
 * (spec 01 §9). Its place in the page keeps the bar's height, so nothing below it jumps.
 *
 * The height is measured while the bar is in its place, never after it is pinned: reading it
 * then would lay the page out once with an empty place, and the browser's scroll anchoring
 * would move the page under the visitor's pointer.
 */
export const StickyFilterBar = ({ children }: { children: ReactNode }) => {
  const isStuck = useScrolledPast(FILTER_STICKY_SCROLL_PX);
  const placeRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const heightInPlace = useRef(0);

  useLayoutEffect(() => {
    const bar = barRef.current;
    if (!bar || isStuck) return;
    const measure = () => {
      heightInPlace.current = bar.getBoundingClientRect().height;
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    return () => observer.disconnect();
  }, [isStuck]);

  useLayoutEffect(() => {
    const place = placeRef.current;
    if (place) place.style.minHeight = isStuck ? `${heightInPlace.current}px` : '';
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
