import type { RouletteResult, RouletteRules, StudioSessionOf } from '@prime/contract';
import { seedInt } from '../tables/live-clock';
import { startTablePage, type TableView } from '../tables/table-page';
import { TEXTS } from '../texts';
import { el } from '../view/dom';
import { wait } from '../view/motion';
import './roulette.css';

const T = TEXTS.roulette;

const colourOf = (rules: RouletteRules, n: number) =>
  n === 0 ? 'green' : rules.red.includes(n) ? 'red' : 'black';

const spot = (id: string, text: string, className: string) =>
  el('button', {
    className: `spot ${className}`,
    text,
    attrs: { type: 'button', 'data-spot': id },
  });

/** The European layout: zero, three rows of twelve, columns, dozens and the even-money bets. */
const layout = (rules: RouletteRules) => {
  const numbers: HTMLElement[] = [spot('straight:0', '0', 'spot--green roulette__zero')];
  for (let row = 2; row >= 0; row -= 1)
    for (let column = 0; column < 12; column += 1) {
      const n = column * 3 + row + 1;
      numbers.push(spot(`straight:${n}`, String(n), `spot--${colourOf(rules, n)}`));
    }
  for (let column = 3; column >= 1; column -= 1)
    numbers.push(spot(`column:${column}`, '2:1', 'roulette__column'));
  const outside = [
    spot('dozen:1', T.dozens[0] ?? '1', 'roulette__dozen'),
    spot('dozen:2', T.dozens[1] ?? '2', 'roulette__dozen'),
    spot('dozen:3', T.dozens[2] ?? '3', 'roulette__dozen'),
    spot('low', '1–18', 'roulette__even'),
    spot('even', T.even, 'roulette__even'),
    spot('red', T.red, 'roulette__even spot--red'),
    spot('black', T.black, 'roulette__even spot--black'),
    spot('odd', T.odd, 'roulette__even'),
    spot('high', '19–36', 'roulette__even'),
  ];
  return el('div', { className: 'board roulette__board' }, [
    el('div', { className: 'roulette__numbers' }, numbers),
    el('div', { className: 'roulette__outside' }, outside),
  ]);
};

const describe = (result: RouletteResult) => T.result(result.pocket, T.colours[result.colour]);

/** European roulette: the layout, and a ball that runs over the pockets to the result. */
export const startRoulette = (
  root: HTMLElement,
  token: string,
  session: StudioSessionOf<RouletteRules>,
): void => {
  const ball = el('p', { className: 'roulette__ball', text: '–' });
  const display = el(
    'div',
    { className: 'table__display roulette__wheel', attrs: { 'aria-hidden': 'true' } },
    [ball],
  );
  const showPocket = (pocket: number) => {
    ball.textContent = String(pocket);
    ball.dataset.colour = colourOf(session.rules, pocket);
  };
  const view: TableView<RouletteResult> = {
    board: layout(session.rules),
    display,
    reset: () => {
      ball.textContent = '–';
      delete ball.dataset.colour;
      display.classList.remove('is-spinning');
    },
    show: async (result, durationMs) => {
      display.classList.add('is-spinning');
      const steps = Math.floor(durationMs / 90);
      for (let step = 0; step < steps; step += 1) {
        showPocket((result.pocket + 37 - steps + step) % 37);
        await wait(90);
      }
      display.classList.remove('is-spinning');
      showPocket(result.pocket);
    },
    describe,
    mark: (result) => ({ text: String(result.pocket), className: `mark--${result.colour}` }),
    recompute: async (seed) => {
      const pocket = await seedInt(seed, 'roulette', 37);
      return { pocket, colour: colourOf(session.rules, pocket) } as RouletteResult;
    },
    rng: { path: '/studio/roulette/spin', action: TEXTS.spin },
  };
  startTablePage(root, token, session, view);
};
