import { DESKTOP_MIN_WIDTH } from '@prime/contract';
import { useSyncExternalStore } from 'react';
import type { Device } from '../session/app-store';

const subscribeResize = (listener: () => void) => {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
};

export const detectDevice = (width: number): Device =>
  width >= DESKTOP_MIN_WIDTH ? 'desktop' : 'mobile';

/** Desktop layout from DESKTOP_MIN_WIDTH up; follows window resizes. */
export const useIsDesktop = (): boolean =>
  useSyncExternalStore(
    subscribeResize,
    () => detectDevice(window.innerWidth) === 'desktop',
    () => true,
  );
