import type { ScratchResult, ScratchRules, StudioSessionOf } from '@prime/contract';
import { createGameShell, createStakeSelect } from '../shell/game-shell';
import { createRoundRunner, createRulesPanel, stakeField } from '../shell/instant-round';
import { TEXTS } from '../texts';
import { el } from '../view/dom';
import './scratch.css';

const isScratchResult = (result: unknown): boolean =>
  typeof result === 'object' &&
  result !== null &&
  Array.isArray((result as ScratchResult).cells) &&
  Array.isArray((result as ScratchResult).winning_cells);

const prizeTable = (rules: ScratchRules): HTMLTableElement =>
  el('table', {}, [
    el('thead', {}, [
      el('tr', {}, [
        el('th', { text: TEXTS.scratchPrizeHead, attrs: { scope: 'col' } }),
        el('th', { text: TEXTS.scratchOddsHead, attrs: { scope: 'col' } }),
      ]),
    ]),
    el(
      'tbody',
      {},
      rules.prizes.map((prize) =>
        el('tr', {}, [
          el('td', { text: `×${prize.multiplier}` }),
          el('td', { text: TEXTS.scratchOdds(prize.one_in) }),
        ]),
      ),
    ),
  ]);

/**
 * A scratch card: the card is bought (drawn and settled on the server), then uncovered by
 * scratching with the pointer, by each cell's button or by "Reveal all". The win is shown when
 * the last cell is uncovered.
 */
export const startScratch = (
  root: HTMLElement,
  token: string,
  session: StudioSessionOf<ScratchRules>,
): void => {
  const { rules } = session;
  const shell = createGameShell(root, token, session, {
    describeRound: (round) =>
      typeof round.outcome.prize === 'number' ? `×${round.outcome.prize}` : TEXTS.noWin,
  });
  const stake = createStakeSelect(session, shell.money);
  const buy = el('button', {
    className: 'instant-play',
    text: TEXTS.buyCard,
    attrs: { type: 'button' },
  });
  const revealAll = el('button', { text: TEXTS.revealAll, attrs: { type: 'button' } });
  revealAll.disabled = true;
  const hint = el('p', { className: 'instant-detail', text: TEXTS.scratchWaiting });
  const cells = Array.from({ length: rules.rows * rules.columns }, (_, i) =>
    el('button', {
      className: 'scratch__cell',
      attrs: { type: 'button', 'aria-label': TEXTS.scratchCell(i + 1) },
    }),
  );
  for (const cell of cells) cell.disabled = true;
  const card = el(
    'div',
    {
      className: 'scratch__card',
      attrs: { role: 'group', 'aria-label': TEXTS.scratchCardLabel },
    },
    cells,
  );
  card.style.setProperty('--scratch-columns', String(rules.columns));
  shell.stage.classList.add('scratch');
  shell.stage.append(card, hint);
  shell.controls.append(
    el('div', { className: 'instant-controls' }, [stakeField(stake), buy, revealAll]),
    createRulesPanel(
      [TEXTS.scratchRules(rules.match), prizeTable(rules), TEXTS.scratchSettled],
      rules.rtp,
    ),
  );

  let uncover: (index: number) => void = () => undefined;
  let scratching = false;
  card.addEventListener('pointerdown', (event) => {
    scratching = true;
    const target = (event.target as HTMLElement).closest('.scratch__cell');
    if (target) uncover(cells.indexOf(target as HTMLButtonElement));
  });
  card.addEventListener('pointermove', (event) => {
    if (!scratching) return;
    const under = document
      .elementFromPoint(event.clientX, event.clientY)
      ?.closest('.scratch__cell');
    if (under) uncover(cells.indexOf(under as HTMLButtonElement));
  });
  for (const type of ['pointerup', 'pointercancel', 'pointerleave'] as const)
    card.addEventListener(type, () => (scratching = false));
  cells.forEach((cell, i) => cell.addEventListener('click', () => uncover(i)));
  revealAll.addEventListener('click', () => cells.forEach((_, i) => uncover(i)));

  const run = createRoundRunner<ScratchResult>(
    shell,
    token,
    '/studio/scratch/play',
    isScratchResult,
    () => [buy, stake.select],
  );

  /** Waits until every cell of the bought card is uncovered. */
  const scratchCard = (bet: number, result: ScratchResult) =>
    new Promise<void>((resolve) => {
      const hidden = new Set(cells.map((_, i) => i));
      cells.forEach((cell, i) => {
        cell.className = 'scratch__cell scratch__cell--covered';
        cell.textContent = '';
        cell.disabled = false;
        cell.setAttribute('aria-label', TEXTS.scratchCell(i + 1));
      });
      revealAll.disabled = false;
      hint.textContent = TEXTS.scratchHint;
      uncover = (index) => {
        if (index < 0 || !hidden.delete(index)) return;
        const amount = shell.money(bet * result.cells[index]!);
        const cell = cells[index]!;
        cell.className = 'scratch__cell scratch__cell--shown';
        cell.textContent = amount;
        cell.setAttribute('aria-label', TEXTS.scratchCellShown(index + 1, amount));
        if (hidden.size > 0) return;
        revealAll.disabled = true;
        for (const winning of result.winning_cells)
          cells[winning]!.classList.add('scratch__cell--win');
        hint.textContent = result.prize === null ? TEXTS.noWin : `×${result.prize}`;
        uncover = () => undefined;
        resolve();
      };
      cells[0]!.focus();
    });

  buy.addEventListener('click', () => {
    const bet = stake.value();
    void run(bet, { bet, choice: null }, (round) => scratchCard(bet, round.result));
  });
};
