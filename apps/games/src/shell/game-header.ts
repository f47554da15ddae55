import type { StudioSession } from '@prime/contract';
import { TEXTS } from '../texts';
import { el } from '../view/dom';

/**
 * The header of every game page: the game's name, demo or real money, the page's own buttons
 * (history, rules) and the link back to the lobby when the casino gave a local one.
 */
export const createGameHeader = (
  session: Pick<StudioSession, 'game' | 'mode' | 'lobby_url'>,
  buttons: HTMLElement[],
): HTMLElement =>
  el('header', { className: 'game__header' }, [
    el('h1', { className: 'game__title', text: session.game.name }),
    el('p', {
      className: `game__mode game__mode--${session.mode}`,
      text: session.mode === 'demo' ? TEXTS.modeDemo : TEXTS.modeReal,
    }),
    ...buttons,
    ...(session.lobby_url.startsWith('/')
      ? [
          el('a', {
            className: 'game__lobby',
            text: TEXTS.lobby,
            attrs: { href: session.lobby_url, target: '_top' },
          }),
        ]
      : []),
  ]);
