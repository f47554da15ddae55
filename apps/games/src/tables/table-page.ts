import type { StudioHistoryRound, StudioSession, TableLimits } from '@prime/contract';
import { createGameShell, createStakeSelect, type GameShell } from '../shell/game-shell';
import { TEXTS } from '../texts';
import { el } from '../view/dom';
import { prefersReducedMotion } from '../view/motion';
import { checkStake, createBetBoard, type BetBoard } from './bet-board';
import { livePhaseAt, sha256Hex } from './live-clock';
import { getLiveRound, getLiveTable, postLiveBets, postTableRound } from './table-client';
import './table.css';

/** What a table game draws: its layout, its result and how it names things. */
export type TableView<Result> = {
  /** The layout: buttons with `data-spot` (the API's spot id) and an accessible name. */
  board: HTMLElement;
  /** Where results are shown (wheel, cards). */
  display: HTMLElement;
  /** Shows a result, animated over `durationMs` unless motion is reduced. */
  show: (result: Result, durationMs: number) => Promise<void>;
  /** Before a new round: the display at rest. */
  reset: () => void;
  describe: (result: Result) => string;
  /** A short mark for the strip of last results, with a class for its colour. */
  mark: (result: Result) => { text: string; className: string };
  /** Recomputes a result from its seed, as the server did; absent: the hash is checked only. */
  recompute?: (seed: string) => Promise<Result>;
  /** The RNG table's round path and its button's name. */
  rng: { path: string; action: string };
};

type Shell = GameShell & { limits: TableLimits };

const spotButtons = (board: HTMLElement) => [
  ...board.querySelectorAll<HTMLButtonElement>('button[data-spot]'),
];

/** Shows each spot's stake on its button (a badge and the accessible name). */
const drawStakes = (shell: Shell, board: HTMLElement, bets: BetBoard) => {
  for (const button of spotButtons(board)) {
    const stake = bets.stakeOn(button.dataset.spot!);
    const name = button.dataset.name ?? button.textContent ?? '';
    button.dataset.name = name;
    button.setAttribute('aria-label', stake > 0 ? TEXTS.stakeOn(name, shell.money(stake)) : name);
    button.dataset.stake = stake > 0 ? shell.money(stake) : '';
    button.classList.toggle('spot--staked', stake > 0);
  }
};

const stakeProblem = (shell: Shell, total: number): string | undefined => {
  switch (checkStake(total, shell.limits, shell.balance())) {
    case 'empty':
      return TEXTS.stakeEmpty;
    case 'below_min':
      return TEXTS.stakeBelowMin(shell.money(shell.limits.min));
    case 'above_max':
      return TEXTS.stakeAboveMax(shell.money(shell.limits.max));
    case 'above_balance':
      return TEXTS.betTooHigh;
    default:
      return undefined;
  }
};

/**
 * A table game's page: chips on spots, undo and clear, the total stake; an RNG table plays a
 * round on its button, a live table follows the shared timeline (countdown, no more bets, the
 * result, the last results of the table).
 */
export const startTablePage = <Result>(
  root: HTMLElement,
  token: string,
  session: StudioSession & { rules: { live: boolean; limits: TableLimits } },
  view: TableView<Result>,
): void => {
  const gameShell = createGameShell(root, token, session, {
    describeRound: (round: StudioHistoryRound) => {
      const result = round.outcome['result'] as Result | undefined;
      const sequence = round.outcome['table_sequence'];
      const text = result ? view.describe(result) : TEXTS.noMoreBets;
      return typeof sequence === 'number' ? `${TEXTS.roundLabel(sequence)}: ${text}` : text;
    },
  });
  const shell: Shell = { ...gameShell, limits: session.rules.limits };
  const bets = createBetBoard();
  const chips = createStakeSelect(session, shell.money, 'chip');
  chips.label.textContent = TEXTS.chip;
  const total = el('p', { className: 'table__total', attrs: { 'aria-live': 'polite' } });
  const undo = el('button', {
    className: 'table__tool',
    text: TEXTS.undo,
    attrs: { type: 'button' },
  });
  const clear = el('button', {
    className: 'table__tool',
    text: TEXTS.clear,
    attrs: { type: 'button' },
  });
  const action = el('button', {
    className: 'controls__spin',
    text: session.rules.live ? TEXTS.placeBets : view.rng.action,
    attrs: { type: 'button' },
  });
  const limits = el('p', {
    className: 'table__limits',
    text: TEXTS.tableLimits(shell.money(shell.limits.min), shell.money(shell.limits.max)),
  });
  let isLocked = false;
  const redraw = () => {
    drawStakes(shell, view.board, bets);
    total.textContent = TEXTS.totalStake(shell.money(bets.total()));
    undo.disabled = isLocked || bets.isEmpty();
    clear.disabled = isLocked || bets.isEmpty();
  };
  view.board.addEventListener('click', (event) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-spot]');
    if (!button) return;
    if (isLocked) {
      shell.showNotice(TEXTS.betClosedWait);
      return;
    }
    bets.add(button.dataset.spot!, chips.value());
    redraw();
  });
  undo.addEventListener('click', () => {
    bets.undo();
    redraw();
  });
  clear.addEventListener('click', () => {
    bets.clear();
    redraw();
  });

  shell.stage.append(view.display, view.board);
  shell.controls.append(
    el('div', { className: 'table__chips' }, [chips.label, chips.select]),
    undo,
    clear,
    total,
    action,
    limits,
  );
  redraw();

  const lock = (locked: boolean) => {
    isLocked = locked;
    view.board.classList.toggle('board--locked', locked);
    redraw();
  };
  const durationOf = (ms: number) => (prefersReducedMotion() ? 0 : ms);

  if (!session.rules.live) {
    action.addEventListener('click', () => {
      const problem = stakeProblem(shell, bets.total());
      if (problem) {
        shell.showNotice(problem);
        return;
      }
      action.disabled = true;
      lock(true);
      shell.showWin(null);
      view.reset();
      postTableRound<Result>(view.rng.path, token, bets.bets())
        .then(async (round) => {
          await view.show(round.result, durationOf(1_800));
          shell.showWin(round.win);
          shell.settled(round.balance);
          shell.announce(
            TEXTS.tableResult(
              view.describe(round.result),
              round.win > 0 ? TEXTS.win(shell.money(round.win)) : TEXTS.noWin,
              shell.money(round.balance),
            ),
          );
        })
        .catch((error: unknown) => shell.refused(error))
        .finally(() => {
          action.disabled = false;
          lock(false);
        });
    });
    return;
  }
  startLiveTable(token, shell, view, bets, { action, lock, durationOf });
};

/** The live part: the shared timeline, computed locally from the server's clock and timeline. */
const startLiveTable = <Result>(
  token: string,
  shell: Shell,
  view: TableView<Result>,
  bets: BetBoard,
  ui: {
    action: HTMLButtonElement;
    lock: (locked: boolean) => void;
    durationOf: (ms: number) => number;
  },
) => {
  const status = el('p', { className: 'table__status', attrs: { role: 'timer' } });
  const strip = el('ol', {
    className: 'table__results',
    attrs: { 'aria-label': TEXTS.lastResults },
  });
  const verifyButton = el('button', {
    className: 'table__tool',
    text: TEXTS.verifyLast,
    attrs: { type: 'button' },
  });
  const verifyText = el('p', { className: 'table__verify', attrs: { 'aria-live': 'polite' } });
  shell.stage.prepend(status);
  shell.stage.append(
    el('section', { className: 'table__history' }, [
      el('h2', { className: 'table__history-title', text: TEXTS.lastResults }),
      strip,
      verifyButton,
      verifyText,
    ]),
  );
  type Revealed = { sequence: number; seed: string; seed_hash: string; result: Result };
  let results: Revealed[] = [];
  const drawStrip = () =>
    strip.replaceChildren(
      ...results.slice(0, 20).map((round) => {
        const mark = view.mark(round.result);
        return el('li', {
          className: `table__mark ${mark.className}`,
          text: mark.text,
          attrs: { title: `${TEXTS.roundLabel(round.sequence)}: ${view.describe(round.result)}` },
        });
      }),
    );
  verifyButton.addEventListener('click', () => {
    const last = results[0];
    if (!last) return;
    void (async () => {
      const hashOk = (await sha256Hex(last.seed)) === last.seed_hash;
      const again = view.recompute ? await view.recompute(last.seed) : last.result;
      const ok = hashOk && JSON.stringify(again) === JSON.stringify(last.result);
      verifyText.textContent = ok
        ? TEXTS.verified(last.sequence)
        : TEXTS.notVerified(last.sequence);
    })();
  });

  let timing: Awaited<ReturnType<typeof getLiveTable>>['timing'] | undefined;
  let skew = 0;
  let sequence = -1;
  let placedOn = -1;
  let revealedOn = -1;
  let settledOn = -1;
  let busy = false;

  const load = async () => {
    const table = await getLiveTable(token);
    skew = table.server_ms - Date.now();
    timing = table.timing;
    results = table.history as Revealed[];
    drawStrip();
    shell.showBalance(table.balance);
    const mine = table.bets.find((bet) => bet.sequence === table.current.sequence);
    if (mine) placedOn = mine.sequence;
  };

  ui.action.addEventListener('click', () => {
    const problem = stakeProblem(shell, bets.total());
    if (problem) {
      shell.showNotice(problem);
      return;
    }
    const placing = sequence;
    ui.action.disabled = true;
    ui.lock(true);
    postLiveBets(token, placing, bets.bets())
      .then((placed) => {
        placedOn = placing;
        shell.settled(placed.balance);
        shell.announce(TEXTS.betsPlaced(shell.money(placed.bet)));
        status.dataset.placed = TEXTS.betsPlaced(shell.money(placed.bet));
      })
      .catch((error: unknown) => {
        shell.refused(error);
        ui.lock(false);
        ui.action.disabled = false;
      });
  });

  const tick = async () => {
    if (!timing || busy) return;
    const now = livePhaseAt(timing, Date.now() + skew);
    if (now.sequence !== sequence) {
      sequence = now.sequence;
      delete status.dataset.placed;
      view.reset();
      shell.showWin(null);
      ui.lock(now.phase !== 'betting' || placedOn === sequence);
      ui.action.disabled = now.phase !== 'betting' || placedOn === sequence;
    }
    const placedText = status.dataset.placed ? ` · ${status.dataset.placed}` : '';
    if (now.phase === 'betting') {
      status.textContent = TEXTS.bettingOpen(Math.ceil(now.msLeft / 1_000)) + placedText;
      return;
    }
    ui.action.disabled = true;
    ui.lock(true);
    busy = true;
    try {
      if (revealedOn !== sequence) {
        status.textContent = TEXTS.noMoreBets + placedText;
        const round = await getLiveRound(token, sequence);
        revealedOn = sequence;
        if (now.phase === 'spinning')
          await view.show(round.result as Result, ui.durationOf(now.msLeft - 300));
        else await view.show(round.result as Result, 0);
      }
      if (now.phase === 'result' && settledOn !== sequence) {
        const round = await getLiveRound(token, sequence);
        // A bet not settled yet (a clock a little ahead) is asked for again on the next tick.
        if (placedOn === sequence && !round.settled) return;
        settledOn = sequence;
        const result = round.result as Result;
        status.textContent = TEXTS.resultShown(view.describe(result));
        results = [{ ...round, result }, ...results.filter((r) => r.sequence !== round.sequence)];
        drawStrip();
        if (placedOn === sequence && round.settled) {
          shell.showWin(round.win);
          shell.settled(round.balance);
          shell.announce(
            TEXTS.tableResult(
              view.describe(result),
              round.win > 0 ? TEXTS.win(shell.money(round.win)) : TEXTS.noWin,
              shell.money(round.balance),
            ),
          );
        } else shell.announce(TEXTS.resultShown(view.describe(result)));
      }
    } catch {
      // The next tick asks again (a clock a little ahead of the server's, a lost answer).
    } finally {
      busy = false;
    }
  };

  load()
    .then(() => {
      void tick();
      window.setInterval(() => void tick(), 250);
      // The clock and the history are read again now and then, against drift.
      window.setInterval(() => void load().catch(() => undefined), 60_000);
    })
    .catch((error: unknown) => shell.refused(error));
};
