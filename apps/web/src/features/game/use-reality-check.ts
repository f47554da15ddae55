import { useCallback, useRef, useState } from 'react';
import { useApi } from '../../shared/api/api-context';
import { markMessageRead, startRealityCheck, type RealityCheck } from './api/reality-check';
import { intervalSeconds } from './reality-timer';
import { useRealityTimer } from './use-reality-timer';

/** `null`: no check waiting; otherwise the check being asked for, shown, or failed to load. */
export type RealityCheckState =
  null | { status: 'loading' } | { status: 'open'; check: RealityCheck } | { status: 'failed' };

/**
 * The reality check of an open real game: the timer, the call that records the check, and the
 * message's read receipt. `trigger` also serves a game page that reports a check is waiting.
 */
export const useRealityCheck = ({
  playing,
  realityMinutes,
}: {
  playing: boolean;
  realityMinutes: number | null | undefined;
}) => {
  const api = useApi();
  const [state, setState] = useState<RealityCheckState>(null);
  const busy = useRef(false);

  const trigger = useCallback(
    (minutes: number = intervalSeconds(realityMinutes) / 60) => {
      if (busy.current) return;
      busy.current = true;
      setState({ status: 'loading' });
      startRealityCheck(api, minutes).then(
        (check) => setState({ status: 'open', check }),
        () => setState({ status: 'failed' }),
      );
    },
    [api, realityMinutes],
  );

  const close = useCallback(() => {
    busy.current = false;
    setState(null);
  }, []);

  /** Marks the message read; the caller reloads whatever the answer. */
  const markRead = useCallback(
    async (id: number) => {
      try {
        await markMessageRead(api, id);
      } catch {
        // The reload relaunches the game, which clears the waiting check anyway.
      }
    },
    [api],
  );

  useRealityTimer({ running: playing && state === null, realityMinutes, onDue: trigger });

  return { state, trigger, close, markRead };
};
