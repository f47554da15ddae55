import type { StudioHistoryRound, StudioSession } from '@prime/contract';
import { balanceChangedMessage, notifyCasino, refusalMessage } from '../api/casino-messages';
import { CLIENT_ERROR_CODES, StudioApiError } from '../api/studio-client';
import { getPaletteProperties } from '../game/themes';
import { formatMoney } from '../lib/money';
import { TEXTS } from '../texts';
import { el } from '../view/dom';
import { createHistoryPanel } from './history-panel';
import { paletteOf } from './palettes';
import { createGameHeader } from './game-header';

/**
 * The frame every non-slot game page shares: title, mode and lobby link, the balance, a notice
 * for refusals, an area for the game itself and one for its controls, and the player's round
 * history. A game draws in `stage` and `controls`; the shell talks to the casino page.
 */
export type GameShell = {
  stage: HTMLElement;
  controls: HTMLElement;
  money: (amount: number) => string;
  balance: () => number;
  showBalance: (amount: number) => void;
  /** The last round's win (or no win), next to the balance; null clears it. */
  showWin: (amount: number | null) => void;
  /** A message that stays until the next round (a refusal, a lost connection). */
  showNotice: (text: string) => void;
  /** Tells screen readers something once, politely. */
  announce: (text: string) => void;
  /** A settled round: the new balance is shown and the casino page refreshes its own. */
  settled: (balance: number) => void;
  /**
   * A failed call: the API's message is shown and the casino page learns of a refusal (it may
   * offer a deposit). The returned code tells the game what happened.
   */
  refused: (error: unknown) => string;
};

export type ShellOptions = {
  /** One line about a round of the history: what was played and what came out. */
  describeRound: (round: StudioHistoryRound) => string;
  /** An optional control beside a round of the history (e.g. to verify a shared round). */
  roundAction?: (round: StudioHistoryRound) => HTMLElement | null;
};

const applyPalette = (themeId: string): void => {
  const root = document.documentElement;
  root.dataset.theme = themeId;
  const properties = getPaletteProperties({ id: themeId, palette: paletteOf(themeId), faces: {} });
  for (const [name, value] of properties) root.style.setProperty(name, value);
};

export const createGameShell = (
  root: HTMLElement,
  token: string,
  session: StudioSession,
  options: ShellOptions,
): GameShell => {
  applyPalette(session.game.theme);
  document.title = TEXTS.documentTitle(session.game.name);
  const money = (amount: number) => formatMoney(amount, session.currency);
  let balance = session.balance;

  const balanceValue = el('strong', { className: 'status__value' });
  const winValue = el('strong', { className: 'status__value status__win' });
  const notice = el('p', { className: 'game__notice', attrs: { role: 'alert' } });
  const announcer = el('p', { className: 'visually-hidden', attrs: { 'aria-live': 'polite' } });
  const stage = el('div', { className: 'game__stage game__stage--table' });
  const controls = el('div', { className: 'controls' });

  const history = createHistoryPanel(token, money, options.describeRound, options.roundAction);

  root.replaceChildren(
    createGameHeader(session, [history.button]),
    stage,
    el('div', { className: 'status' }, [
      el('p', { className: 'status__item' }, [
        el('span', { className: 'status__label', text: TEXTS.balance }),
        balanceValue,
      ]),
      el('p', { className: 'status__item' }, [winValue]),
    ]),
    announcer,
    notice,
    controls,
    history.panel,
  );

  const showBalance = (amount: number) => {
    balance = amount;
    balanceValue.textContent = money(amount);
  };
  showBalance(balance);

  return {
    stage,
    controls,
    money,
    balance: () => balance,
    showBalance,
    showWin: (amount) => {
      winValue.textContent =
        amount === null ? '' : amount > 0 ? TEXTS.win(money(amount)) : TEXTS.noWin;
    },
    showNotice: (text) => {
      if (notice.textContent !== text) notice.textContent = text;
    },
    announce: (text) => {
      announcer.textContent = text;
    },
    settled: (amount) => {
      showBalance(amount);
      notice.textContent = '';
      notifyCasino(balanceChangedMessage());
      history.refresh();
    },
    refused: (error) => {
      const refusal =
        error instanceof StudioApiError
          ? { code: error.code, message: error.message }
          : { code: CLIENT_ERROR_CODES.network, message: TEXTS.connectionFailed };
      notice.textContent = refusal.message;
      // Without an answer the round may still have been settled: the casino reloads the balance.
      const isUnanswered = Object.values(CLIENT_ERROR_CODES).some((code) => code === refusal.code);
      notifyCasino(isUnanswered ? balanceChangedMessage() : refusalMessage(refusal));
      if (error instanceof StudioApiError && typeof error.details.balance === 'number')
        showBalance(error.details.balance);
      return refusal.code;
    },
  };
};

/**
 * The stake picker of the session's offered stakes; it starts on the smallest one and tells
 * the game of every change.
 */
export const createStakeSelect = (
  session: StudioSession,
  money: (amount: number) => string,
  id = 'bet',
): { label: HTMLLabelElement; select: HTMLSelectElement; value: () => number } => {
  const select = el('select', { className: 'controls__bet', attrs: { id } });
  select.append(
    ...session.bets.map((bet) => el('option', { text: money(bet), attrs: { value: String(bet) } })),
  );
  const label = el('label', { className: 'controls__bet-label', attrs: { for: id } }, [TEXTS.bet]);
  return { label, select, value: () => Number(select.value) };
};
