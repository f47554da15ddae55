import type { RouletteResult, RouletteRules, StudioSessionOf } from '@prime/contract';
import { seedInt } from '../tables/live-clock';
import { startTablePage, type TableView } from '../tables/table-page';
import { el } from '../view/dom';
import { wait } from '../view/motion';
import './roulette.css';

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
    spot('dozen:1', '1st 12', 'roulette__dozen'),
    spot('dozen:2', '2nd 12', 'roulette__dozen'),
    spot('dozen:3', '3rd 12', 'roulette__dozen'),
    spot('low', '1–18', 'roulette__even'),
    spot('even', 'Even', 'roulette__even'),
    spot('red', 'Red', 'roulette__even spot--red'),
    spot('black', 'Black', 'roulette__even spot--black'),
    spot('odd', 'Odd', 'roulette__even'),
    spot('high', '19–36', 'roulette__even'),
  ];
  return el('div', { className: 'board roulette__board' }, [
    el('div', { className: 'roulette__numbers' }, numbers),
    el('div', { className: 'roulette__outside' }, outside),
  ]);
};

const describe = (result: RouletteResult) =>
  result.pocket === 0 ? '0 green' : `${result.pocket} ${result.colour}`;

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
    rng: { path: '/studio/roulette/spin', action: 'Spin' },
  };
  startTablePage(root, token, session, view);
};
