import type { BaccaratResult, BaccaratRules, StudioSessionOf } from '@prime/contract';
import { startTablePage, type TableView } from '../tables/table-page';
import { TEXTS } from '../texts';
import { el } from '../view/dom';
import { wait } from '../view/motion';
import './baccarat.css';

const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];
const T = TEXTS.baccarat;
const NAMES = T.names;

const cardText = (card: { rank: number; suit: number }) => `${RANKS[card.rank]}${SUITS[card.suit]}`;

const describe = (result: BaccaratResult) =>
  result.winner === 'tie'
    ? T.tie(result.player_total, result.banker_total)
    : T.wins(
        NAMES[result.winner],
        Math.max(result.player_total, result.banker_total),
        Math.min(result.player_total, result.banker_total),
      );

/** Punto banco: Player, Banker and Tie spots, and the hand dealt card by card. */
export const startBaccarat = (
  root: HTMLElement,
  token: string,
  session: StudioSessionOf<BaccaratRules>,
): void => {
  const hands = {
    player: el('ol', { className: 'baccarat__cards' }),
    banker: el('ol', { className: 'baccarat__cards' }),
  };
  const totals = { player: el('strong'), banker: el('strong') };
  const side = (who: 'player' | 'banker') =>
    el('div', { className: `baccarat__side baccarat__side--${who}` }, [
      el('p', { className: 'baccarat__name' }, [`${NAMES[who]} `, totals[who]]),
      hands[who],
    ]);
  const display = el(
    'div',
    { className: 'table__display baccarat__table', attrs: { 'aria-hidden': 'true' } },
    [side('player'), side('banker')],
  );
  const board = el(
    'div',
    { className: 'board baccarat__board' },
    session.rules.bets.map((bet) =>
      el('button', {
        className: `spot baccarat__spot baccarat__spot--${bet.spot}`,
        text: `${NAMES[bet.spot]} ${bet.pays}:1`,
        attrs: { type: 'button', 'data-spot': bet.spot },
      }),
    ),
  );
  const view: TableView<BaccaratResult> = {
    board,
    display,
    reset: () => {
      for (const who of ['player', 'banker'] as const) {
        hands[who].replaceChildren();
        totals[who].textContent = '';
      }
    },
    show: async (result, durationMs) => {
      view.reset();
      const order: ['player' | 'banker', number][] = [
        ['player', 0],
        ['banker', 0],
        ['player', 1],
        ['banker', 1],
        ...(result.player[2] ? [['player', 2] as ['player', number]] : []),
        ...(result.banker[2] ? [['banker', 2] as ['banker', number]] : []),
      ];
      for (const [who, index] of order) {
        hands[who].append(
          el('li', { className: 'baccarat__card', text: cardText(result[who][index]!) }),
        );
        await wait(durationMs / order.length);
      }
      totals.player.textContent = String(result.player_total);
      totals.banker.textContent = String(result.banker_total);
    },
    describe,
    mark: (result) => ({ text: NAMES[result.winner][0]!, className: `mark--${result.winner}` }),
    rng: { path: '/studio/baccarat/deal', action: TEXTS.deal },
  };
  startTablePage(root, token, session, view);
};
