import type { GameFrameMessage } from '@prime/contract';
import { GAME_FRAME_MESSAGE_SOURCE } from '@prime/contract/constants';

/**
 * What the game tells the casino page around its iframe, with `window.parent.postMessage` on
 * the page's own origin. The casino page refreshes the balance, offers a deposit, or shows why
 * play stopped.
 */
export const GAME_MESSAGE_SOURCE = GAME_FRAME_MESSAGE_SOURCE;

/** The contract's messages of the game frame (balance changed, no funds, refused). */
export type GameMessage = GameFrameMessage;

export const balanceChangedMessage = (): GameMessage => ({
  source: GAME_MESSAGE_SOURCE,
  type: 'balance_changed',
});

/** The message for a refused spin. */
export const refusalMessage = (refusal: { code: string; message: string }): GameMessage =>
  refusal.code === 'insufficient_funds'
    ? { source: GAME_MESSAGE_SOURCE, type: 'insufficient_funds', message: refusal.message }
    : {
        source: GAME_MESSAGE_SOURCE,
        type: 'blocked',
        code: refusal.code,
        message: refusal.message,
      };

type Target = Pick<Window, 'postMessage'>;

/** Sends a message to the casino page; a page opened on its own has nobody to tell. */
export const notifyCasino = (
  message: GameMessage,
  target: Target | null = window.parent === window ? null : window.parent,
  origin: string = window.location.origin,
): void => {
  target?.postMessage(message, origin);
};
