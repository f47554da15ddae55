import type { BingoPrize, BingoResult, BingoRules, StudioSessionOf } from '@prime/contract';
import { createGameShell, createStakeSelect } from '../shell/game-shell';
import {
  createChoiceSelect,
  createRoundRunner,
  createRulesPanel,
  stakeField,
} from '../shell/instant-round';
import { TEXTS } from '../texts';
import { el } from '../view/dom';
import { prefersReducedMotion, wait } from '../view/motion';
import './bingo.css';

const BALL_MS = 160;

const isBingoResult = (result: unknown): boolean =>
  typeof result === 'object' &&
  result !== null &&
  Array.isArray((result as BingoResult).tickets) &&
  Array.isArray((result as BingoResult).balls) &&
  Array.isArray((result as BingoResult).ticket_prizes);

/** A ticket as a table of 3 rows by 9 columns; each number's cell is returned for daubing. */
const drawTicket = (ticket: number[][], number: number) => {
  const cells = new Map<number, HTMLTableCellElement>();
  const prize = el('p', { className: 'bingo__prize' });
  const table = el('table', { className: 'bingo__ticket' }, [
    el('caption', { text: TEXTS.ticketLabel(number) }),
    el(
      'tbody',
      {},
      ticket.map((row) =>
        el(
          'tr',
          {},
          row.map((value) => {
            const cell = el('td', {
              className: value ? 'bingo__cell' : 'bingo__cell bingo__cell--blank',
              text: value ? String(value) : '',
            });
            if (value) cells.set(value, cell);
            return cell;
          }),
        ),
      ),
    ),
  ]);
  return { box: el('div', { className: 'bingo__ticket-box' }, [table, prize]), cells, prize };
};

/**
 * 90-ball bingo against the draw: the player buys 1 to 6 tickets, the server draws tickets and
 * balls at once, and the page calls the balls one by one (or all at once with Skip), daubing
 * the tickets, then shows each ticket's prize.
 */
export const startBingo = (
  root: HTMLElement,
  token: string,
  session: StudioSessionOf<BingoRules>,
): void => {
  const { rules } = session;
  const prizeName = (prize: BingoPrize) => TEXTS.bingoPrize[prize];
  const shell = createGameShell(root, token, session, {
    describeRound: (round) => {
      const prizes = (round.outcome.ticket_prizes ?? []) as BingoResult['ticket_prizes'];
      const best = prizes.map((entry) => entry.prize).filter((prize) => prize !== null);
      return `${TEXTS.tickets}: ${prizes.length}${best.length ? ` · ${best.map((prize) => prizeName(prize)).join(', ')}` : ''}`;
    },
  });
  const stake = createStakeSelect(session, shell.money);
  stake.label.textContent = TEXTS.ticketPrice;
  const count = createChoiceSelect(
    'tickets',
    TEXTS.tickets,
    Array.from({ length: rules.tickets_max - rules.tickets_min + 1 }, (_, i) => {
      const value = String(rules.tickets_min + i);
      return { value, text: value };
    }),
  );
  const play = el('button', {
    className: 'instant-play',
    text: TEXTS.playBingo,
    attrs: { type: 'button' },
  });
  const skip = el('button', { text: TEXTS.skip, attrs: { type: 'button' } });
  skip.disabled = true;
  const cost = el('p', { className: 'instant-detail' });
  const ball = el('p', { className: 'bingo__ball', attrs: { 'aria-hidden': 'true' } });
  const caller = el('p', { className: 'bingo__caller', text: TEXTS.bingoWaiting });
  const tickets = el('div', { className: 'bingo__tickets' });
  shell.stage.classList.add('bingo');
  shell.stage.append(el('div', { className: 'bingo__draw' }, [ball, caller]), tickets);
  shell.controls.append(
    el('div', { className: 'instant-controls' }, [stakeField(stake), count.field, play, skip]),
    cost,
    createRulesPanel(
      [
        TEXTS.bingoRules(rules.draws),
        el(
          'ul',
          {},
          (Object.keys(rules.prizes) as BingoPrize[]).map((prize) =>
            el('li', { text: TEXTS.bingoPays(prizeName(prize), rules.prizes[prize]) }),
          ),
        ),
      ],
      rules.rtp,
    ),
  );

  const ticketCount = () => Number(count.select.value);
  const showCost = () => {
    cost.textContent = TEXTS.bingoCost(ticketCount(), shell.money(stake.value() * ticketCount()));
  };
  for (const select of [count.select, stake.select]) select.addEventListener('input', showCost);
  showCost();

  let skipping = false;
  skip.addEventListener('click', () => (skipping = true));

  const reveal = async (result: BingoResult) => {
    const drawn = result.tickets.map((ticket, i) => drawTicket(ticket, i + 1));
    tickets.replaceChildren(...drawn.map((entry) => entry.box));
    skipping = prefersReducedMotion();
    skip.disabled = skipping;
    for (const [index, number] of result.balls.entries()) {
      for (const entry of drawn) entry.cells.get(number)?.classList.add('bingo__cell--daubed');
      if (skipping) continue;
      ball.textContent = String(number);
      caller.textContent = TEXTS.ballOf(number, index + 1, result.balls.length);
      await wait(BALL_MS);
    }
    skip.disabled = true;
    const last = result.balls.at(-1)!;
    ball.textContent = String(last);
    caller.textContent = TEXTS.ballOf(last, result.balls.length, result.balls.length);
    result.ticket_prizes.forEach((entry, i) => {
      drawn[i]!.prize.textContent = entry.prize
        ? TEXTS.bingoTicketWin(prizeName(entry.prize), shell.money(entry.win))
        : TEXTS.noWin;
      drawn[i]!.box.classList.toggle('bingo__ticket-box--won', entry.prize !== null);
    });
  };

  const run = createRoundRunner<BingoResult>(
    shell,
    token,
    '/studio/bingo/play',
    isBingoResult,
    () => [play, stake.select, count.select],
  );
  play.addEventListener('click', () => {
    const bet = stake.value();
    const choice = { tickets: ticketCount() };
    void run(bet * choice.tickets, { bet, choice }, (round) => reveal(round.result));
  });
};
