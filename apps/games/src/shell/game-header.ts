import type { StudioSession } from '@prime/contract';
import { TEXTS } from '../texts';
import { el } from '../view/dom';

/**
 * The address the lobby link leads to: the casino's lobby path resolved against this page, kept
 * only when it stays on this origin. The link carries the resolved address, so the browser
 * navigates to exactly what was checked and never reads the text again as another host.
 */
const lobbyHref = (lobbyUrl: string): string | null => {
  const here = window.location.href;
  try {
    const url = new URL(lobbyUrl, here);
    return url.origin === new URL(here).origin ? url.href : null;
  } catch {
    return null;
  }
};

/**
 * The header of every game page: the game's name, demo or real money, the page's own buttons
 * (history, rules) and the link back to the lobby when the casino gave a local one.
 */
export const createGameHeader = (
  session: Pick<StudioSession, 'game' | 'mode' | 'lobby_url'>,
  buttons: HTMLElement[],
): HTMLElement => {
  const lobby = lobbyHref(session.lobby_url);
  return el('header', { className: 'game__header' }, [
    el('h1', { className: 'game__title', text: session.game.name }),
    el('p', {
      className: `game__mode game__mode--${session.mode}`,
      text: session.mode === 'demo' ? TEXTS.modeDemo : TEXTS.modeReal,
    }),
    ...buttons,
    ...(lobby
      ? [
          el('a', {
            className: 'game__lobby',
            text: TEXTS.lobby,
            attrs: { href: lobby, target: '_top' },
          }),
        ]
      : []),
  ]);
};
