import { getStudioSession } from './api/studio-client';
import { loadGame } from './engines';
import { getSessionFailureText } from './game/session-failure';
import { findLaunchToken } from './lib/token';
import { PAGE_LANGUAGE, TEXTS } from './texts';
import { renderLoading, renderUnavailable } from './view/game-view';
import './style.css';

const boot = async (root: HTMLElement): Promise<void> => {
  const token = findLaunchToken(window.location.search);
  if (!token) {
    renderUnavailable(root, TEXTS.invalidSession);
    return;
  }
  renderLoading(root);
  try {
    const session = await getStudioSession(token);
    const start = await loadGame(session);
    if (!start) renderUnavailable(root, TEXTS.invalidSession);
    else start(root, token, session);
  } catch (error) {
    renderUnavailable(root, getSessionFailureText(error));
  }
};

// The casino's page language, chosen from the game's address, for screen readers and hyphenation.
document.documentElement.lang = PAGE_LANGUAGE;

const root = document.getElementById('game');
if (root) void boot(root);
