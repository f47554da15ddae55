import { GAME_FRAME_MESSAGE_SOURCE, type GameFrameMessage } from '@prime/contract';
import { useEffect, useRef, type RefObject } from 'react';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A game page's message, or null for anything else posted to the window. */
export const readFrameMessage = (data: unknown): GameFrameMessage | null => {
  if (!isRecord(data) || data['source'] !== GAME_FRAME_MESSAGE_SOURCE) return null;
  const source = GAME_FRAME_MESSAGE_SOURCE;
  switch (data['type']) {
    case 'balance_changed':
      return { source, type: 'balance_changed' };
    case 'insufficient_funds':
      return { source, type: 'insufficient_funds', message: text(data['message']) };
    case 'blocked':
      return { source, type: 'blocked', code: text(data['code']), message: text(data['message']) };
    default:
      return null;
  }
};

/**
 * Listens to the game page in `frameRef`: only messages from this site's origin, sent by that
 * iframe's window and marked as the game's, reach `onMessage`.
 */
export const useGameMessages = (
  frameRef: RefObject<HTMLIFrameElement | null>,
  onMessage: (message: GameFrameMessage) => void,
): void => {
  const onMessageRef = useRef(onMessage);
  useEffect(() => {
    onMessageRef.current = onMessage;
  }, [onMessage]);

  useEffect(() => {
    const handleMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const frame = frameRef.current;
      if (!frame || event.source !== frame.contentWindow) return;
      const message = readFrameMessage(event.data);
      if (message) onMessageRef.current(message);
    };
    window.addEventListener('message', handleMessage);
    return () => window.removeEventListener('message', handleMessage);
  }, [frameRef]);
};
