import type { StudioHistoryRound } from '@prime/contract';
import { getRoundHistory } from '../api/studio-client';
import { TEXTS } from '../texts';
import { el } from '../view/dom';

const HISTORY_ID = 'round-history';

const timeOf = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;

/**
 * The player's last rounds of the game (GET /studio/rounds): a toggle button for the header and
 * the panel it opens, each round with its time in UTC, what came out, the stake and the win.
 * The list loads when the panel opens, and again after each round while it is open.
 */
export const createHistoryPanel = (
  token: string,
  money: (amount: number) => string,
  describeRound: (round: StudioHistoryRound) => string,
  /** An optional control beside a round (e.g. to verify a shared round). */
  roundAction?: (round: StudioHistoryRound) => HTMLElement | null,
): { button: HTMLButtonElement; panel: HTMLElement; refresh: () => void } => {
  const list = el('ol', { className: 'history__list' });
  const title = el('h2', {
    className: 'history__title',
    text: TEXTS.historyTitle,
    attrs: { id: `${HISTORY_ID}-title`, tabindex: '-1' },
  });
  const panel = el(
    'section',
    { className: 'history', attrs: { id: HISTORY_ID, 'aria-labelledby': title.id } },
    [title, list],
  );
  panel.hidden = true;
  const button = el('button', {
    className: 'controls__paytable',
    text: TEXTS.history,
    attrs: { type: 'button', 'aria-expanded': 'false', 'aria-controls': HISTORY_ID },
  });

  const load = async () => {
    list.replaceChildren(el('li', { text: TEXTS.loading }));
    try {
      const rounds = await getRoundHistory(token);
      list.replaceChildren(
        ...(rounds.length === 0
          ? [el('li', { text: TEXTS.historyEmpty })]
          : rounds.map((round) =>
              el('li', { className: 'history__round' }, [
                el('span', { className: 'history__time', text: timeOf(round.created_at) }),
                el('span', { text: describeRound(round) }),
                el('span', {
                  className: 'history__money',
                  text: TEXTS.historyMoney(money(round.bet), money(round.win)),
                }),
                ...[roundAction?.(round) ?? []].flat(),
              ]),
            )),
      );
    } catch {
      list.replaceChildren(el('li', { text: TEXTS.connectionFailed }));
    }
  };

  button.addEventListener('click', () => {
    const open = panel.hidden;
    panel.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    if (open) {
      void load();
      title.focus();
    }
  });

  return {
    button,
    panel,
    refresh: () => {
      if (!panel.hidden) void load();
    },
  };
};
