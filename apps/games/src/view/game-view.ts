import type { SlotSession } from '@prime/contract';
import { canSpin, isBetTooHigh, type GameState } from '../game/game-state';
import { getPaletteProperties, getSymbolFace, getTheme, type Theme } from '../game/themes';
import { formatMoney } from '../lib/money';
import { TEXTS } from '../texts';
import { el } from './dom';
import { createHistoryPanel } from '../shell/history-panel';
import { createPaytable } from './paytable-view';
import { canDrawColourEmoji } from './emoji-support';
import { createReelsView, type FaceOf, type ReelsView } from './reels-view';
import { createGameHeader } from '../shell/game-header';

export type GameView = {
  /** How each symbol id is drawn and named in this game's theme, on this device. */
  faceOf: FaceOf;
  reels: ReelsView;
  render: (state: GameState) => void;
  /** The running win while a round plays back (not announced: it changes every frame). */
  showWin: (amount: number | null) => void;
  showBalance: (amount: number) => void;
  /** What a winning line or the scatters paid, while the cells are lit. */
  showWinDetail: (text: string) => void;
  /** "Free spins: n of m" with the multiplier, or nothing outside free spins. */
  showFreeSpins: (current: number, total: number, multiplier: number) => void;
  hideFreeSpins: () => void;
  /** Tells screen readers the result of a round, once. */
  announce: (text: string) => void;
  /** Reloads the round history if it is open. */
  refreshHistory: () => void;
};

export type GameViewHandlers = {
  onSpin: () => void;
  onBetSelected: (bet: number) => void;
};

const PAYTABLE_ID = 'paytable';

/** Applies the theme to the whole page, through CSS custom properties set by the CSSOM. */
const applyTheme = (theme: Theme): void => {
  const root = document.documentElement;
  root.dataset.theme = theme.id;
  for (const [name, value] of getPaletteProperties(theme)) root.style.setProperty(name, value);
};

/** A full-page message instead of the game (no session, or it could not be loaded). */
export const renderUnavailable = (root: HTMLElement, message: string): void => {
  root.replaceChildren(
    el('div', { className: 'game__unavailable', attrs: { role: 'alert' } }, [
      el('p', { text: message }),
    ]),
  );
};

export const renderLoading = (root: HTMLElement): void => {
  root.replaceChildren(
    el('p', { className: 'game__loading', text: TEXTS.loading, attrs: { role: 'status' } }),
  );
};

export const createGameView = (
  root: HTMLElement,
  token: string,
  session: SlotSession,
  handlers: GameViewHandlers,
): GameView => {
  const theme = getTheme(session.game.theme);
  applyTheme(theme);
  document.title = TEXTS.documentTitle(session.game.name);
  const money = (amount: number) => formatMoney(amount, session.currency);

  const canShowEmoji = canDrawColourEmoji();
  const faceOf: FaceOf = (symbolId) =>
    getSymbolFace(theme, symbolId, canShowEmoji, TEXTS.symbolNames);
  const reels = createReelsView(session.rules, faceOf);
  const balanceValue = el('strong', { className: 'status__value' });
  const winValue = el('strong', { className: 'status__value status__win' });
  const announcer = el('p', { className: 'visually-hidden' });
  const notice = el('p', { className: 'game__notice', attrs: { role: 'alert' } });
  const winDetail = el('p', { className: 'game__win-detail', attrs: { 'aria-hidden': 'true' } });
  const freeSpins = el('p', { className: 'game__free-spins', attrs: { hidden: '' } });

  const betSelect = el('select', { className: 'controls__bet', attrs: { id: 'bet' } });
  betSelect.append(
    ...session.bets.map((bet) => el('option', { text: money(bet), attrs: { value: String(bet) } })),
  );
  betSelect.addEventListener('change', () => handlers.onBetSelected(Number(betSelect.value)));

  const spinButton = el('button', {
    className: 'controls__spin',
    text: TEXTS.spin,
    attrs: { type: 'button' },
  });
  spinButton.addEventListener('click', handlers.onSpin);

  const paytable = createPaytable(session.rules, faceOf, PAYTABLE_ID);
  paytable.hidden = true;
  const paytableButton = el('button', {
    className: 'controls__paytable',
    text: TEXTS.paytable,
    attrs: { type: 'button', 'aria-expanded': 'false', 'aria-controls': PAYTABLE_ID },
  });
  const closePaytable = el('button', {
    className: 'paytable__close',
    text: '×',
    attrs: { type: 'button', 'aria-label': TEXTS.closePaytable },
  });
  paytable.prepend(closePaytable);
  const setPaytableOpen = (open: boolean) => {
    paytable.hidden = !open;
    paytableButton.setAttribute('aria-expanded', String(open));
    if (open) paytable.querySelector<HTMLElement>('h2')?.focus();
    else paytableButton.focus();
  };
  paytableButton.addEventListener('click', () => setPaytableOpen(paytable.hidden));
  closePaytable.addEventListener('click', () => setPaytableOpen(false));
  paytable.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') setPaytableOpen(false);
  });

  const history = createHistoryPanel(token, money, (round) => {
    const spins = Array.isArray(round.outcome.spins) ? round.outcome.spins.length : 1;
    return spins > 1 ? TEXTS.historySpinWithFree(spins - 1) : TEXTS.historySpin;
  });

  root.replaceChildren(
    createGameHeader(session, [history.button]),
    el('div', { className: 'game__stage' }, [freeSpins, reels.element, winDetail]),
    el('div', { className: 'status', attrs: { 'aria-live': 'polite', 'aria-atomic': 'true' } }, [
      el('p', { className: 'status__item', attrs: { 'aria-hidden': 'true' } }, [
        el('span', { className: 'status__label', text: TEXTS.balance }),
        balanceValue,
      ]),
      el('p', { className: 'status__item', attrs: { 'aria-hidden': 'true' } }, [winValue]),
      announcer,
    ]),
    notice,
    el('div', { className: 'controls' }, [
      el('label', { className: 'controls__bet-label', attrs: { for: 'bet' } }, [TEXTS.bet]),
      betSelect,
      spinButton,
      paytableButton,
    ]),
    paytable,
    history.panel,
  );

  const showWin = (amount: number | null) => {
    winValue.textContent =
      amount === null ? '' : amount > 0 ? TEXTS.win(money(amount)) : TEXTS.noWin;
  };
  const showBalance = (amount: number) => {
    balanceValue.textContent = money(amount);
  };

  return {
    faceOf,
    reels,
    render: (state) => {
      showBalance(state.balance);
      if (state.phase === 'ready' || state.phase === 'stopped') showWin(state.win);
      betSelect.value = String(state.bet);
      betSelect.disabled = state.phase !== 'ready';
      spinButton.disabled = !canSpin(state);
      root.classList.toggle(
        'game--busy',
        state.phase === 'spinning' || state.phase === 'presenting',
      );
      const message = state.notice ?? (isBetTooHigh(state) ? TEXTS.betTooHigh : '');
      if (notice.textContent !== message) notice.textContent = message;
    },
    showWin,
    showBalance,
    showWinDetail: (text) => {
      winDetail.textContent = text;
    },
    showFreeSpins: (current, total, multiplier) => {
      freeSpins.hidden = false;
      freeSpins.textContent = `${TEXTS.freeSpinsProgress(current, total)} · ${TEXTS.freeSpinsMultiplier(multiplier)}`;
    },
    hideFreeSpins: () => {
      freeSpins.hidden = true;
      freeSpins.textContent = '';
    },
    announce: (text) => {
      announcer.textContent = text;
    },
    refreshHistory: history.refresh,
  };
};
