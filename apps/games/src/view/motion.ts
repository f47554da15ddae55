import { interpolateMoney } from '../lib/money';

/** Players who ask their system for less motion get no spinning reels and no counting. */
export const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export const wait = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    window.setTimeout(resolve, ms);
  });

/** Counts money from one amount to another, calling `show` on every frame; ends on `to`. */
export const countUp = (
  from: number,
  to: number,
  durationMs: number,
  show: (amount: number) => void,
): Promise<void> =>
  new Promise((resolve) => {
    if (durationMs <= 0 || from === to) {
      show(to);
      resolve();
      return;
    }
    const start = performance.now();
    const frame = (now: number) => {
      const progress = (now - start) / durationMs;
      show(interpolateMoney(from, to, progress));
      if (progress < 1) window.requestAnimationFrame(frame);
      else resolve();
    };
    window.requestAnimationFrame(frame);
  });
