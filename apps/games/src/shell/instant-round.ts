import { postRound } from '../api/studio-client';
import { TEXTS } from '../texts';
import { el } from '../view/dom';
import type { GameShell } from './game-shell';
import './instant.css';

export type InstantRound<Result> = {
  round_id: string;
  bet: number;
  win: number;
  balance: number;
  result: Result;
};

/**
 * One paid round of an instant game page: refuses a stake above the balance, disables the
 * controls, posts the round, lets the page reveal it, then shows and announces the win and the
 * balance (which the casino page reloads). Answers the round, or undefined when refused.
 */
export const createRoundRunner = <Result>(
  shell: GameShell,
  token: string,
  path: string,
  isResult: (result: unknown) => boolean,
  controls: () => (HTMLButtonElement | HTMLSelectElement | HTMLInputElement)[],
) => {
  shell.controls.classList.add('controls--instant');
  return async (
    cost: number,
    body: { bet: number; choice: unknown },
    reveal: (round: InstantRound<Result>) => Promise<void>,
  ): Promise<InstantRound<Result> | undefined> => {
    if (cost > shell.balance()) {
      shell.showNotice(TEXTS.betTooHigh);
      return undefined;
    }
    const disabled = controls();
    for (const control of disabled) control.disabled = true;
    shell.showWin(null);
    shell.showNotice('');
    shell.announce('');
    try {
      let round: InstantRound<Result>;
      try {
        round = await postRound<Result>(path, { token, ...body }, isResult);
      } catch (error) {
        shell.refused(error);
        return undefined;
      }
      await reveal(round);
      shell.showWin(round.win);
      shell.settled(round.balance);
      shell.announce(
        TEXTS.roundResult(
          round.win > 0 ? shell.money(round.win) : null,
          shell.money(round.balance),
        ),
      );
      return round;
    } finally {
      for (const control of disabled) control.disabled = false;
    }
  };
};

/** The rules panel every instant page shows: the page's lines and the declared RTP. */
export const createRulesPanel = (lines: (string | Node)[], rtp: number): HTMLDetailsElement =>
  el('details', { className: 'instant-rules' }, [
    el('summary', { text: TEXTS.rules }),
    ...lines.map((line) => (typeof line === 'string' ? el('p', { text: line }) : line)),
    el('p', { text: TEXTS.returnToPlayer(rtp.toFixed(2)) }),
  ]);

/** A labelled select of options, for the instant pages' choices (risk, tickets). */
export const createChoiceSelect = (
  id: string,
  label: string,
  options: { value: string; text: string }[],
): { field: HTMLElement; select: HTMLSelectElement } => {
  const select = el(
    'select',
    { className: 'controls__bet', attrs: { id } },
    options.map((option) => el('option', { text: option.text, attrs: { value: option.value } })),
  );
  const field = el('div', { className: 'instant-field' }, [
    el('label', { text: label, attrs: { for: id } }),
    select,
  ]);
  return { field, select };
};

/** The stake picker as an instant page lays it out. */
export const stakeField = (picker: {
  label: HTMLLabelElement;
  select: HTMLSelectElement;
}): HTMLElement => el('div', { className: 'instant-field' }, [picker.label, picker.select]);
