import type { DiceResult, DiceRules, StudioSessionOf } from '@prime/contract';
import { dicePay, diceWinningOutcomes, type DiceDirection } from '@prime/contract/dice-pay';
import { toMajor, toMinor } from '@prime/contract/money';
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
import './dice.css';

const ROLL_FRAMES = 12;
const FRAME_MS = 45;

const isDiceResult = (result: unknown): boolean =>
  typeof result === 'object' &&
  result !== null &&
  typeof (result as DiceResult).roll === 'number' &&
  typeof (result as DiceResult).won === 'boolean';

/**
 * Dice: the player calls the roll under or over a target; the page shows the win chance, the
 * pay and the call's exact return before the roll, computed as the server pays it.
 */
export const startDice = (
  root: HTMLElement,
  token: string,
  session: StudioSessionOf<DiceRules>,
): void => {
  const { rules } = session;
  const shell = createGameShell(root, token, session, {
    describeRound: (round) => {
      const { direction, target, roll } = round.outcome as Partial<DiceResult>;
      return direction && target !== undefined && roll !== undefined
        ? `${TEXTS.diceCall(direction, target)} · ${TEXTS.diceRolled(roll.toFixed(2))}`
        : '';
    },
  });
  const stake = createStakeSelect(session, shell.money);
  const direction = createChoiceSelect('direction', TEXTS.diceDirection, [
    { value: 'under', text: TEXTS.rollUnder },
    { value: 'over', text: TEXTS.rollOver },
  ]);
  const target = el('input', {
    className: 'dice__target',
    attrs: {
      id: 'target',
      type: 'range',
      min: String(rules.target_min),
      max: String(rules.target_max),
      step: '1',
      value: '50',
    },
  });
  const targetValue = el('output', { className: 'dice__target-value', attrs: { for: 'target' } });
  const roll = el('button', {
    className: 'instant-play',
    text: TEXTS.roll,
    attrs: { type: 'button' },
  });
  const chance = el('p', { className: 'dice__fact' });
  const pays = el('p', { className: 'dice__fact' });
  const callRtp = el('p', { className: 'dice__fact' });

  const zone = el('div', { className: 'dice__zone' });
  const marker = el('div', { className: 'dice__marker', attrs: { 'aria-hidden': 'true' } });
  const shown = el('p', { className: 'dice__roll', text: '–' });
  shell.stage.classList.add('dice');
  shell.stage.append(
    shown,
    el('div', { className: 'dice__track', attrs: { 'aria-hidden': 'true' } }, [zone, marker]),
    el('div', { className: 'dice__facts' }, [chance, pays, callRtp]),
  );
  shell.controls.append(
    el('div', { className: 'instant-controls' }, [
      stakeField(stake),
      direction.field,
      el('div', { className: 'instant-field dice__target-field' }, [
        el('label', { text: TEXTS.target, attrs: { for: 'target' } }),
        el('div', { className: 'dice__target-row' }, [target, targetValue]),
      ]),
      roll,
    ]),
    createRulesPanel([TEXTS.diceRules(rules.target_min, rules.target_max, rules.rtp)], rules.rtp),
  );

  const choice = () => ({
    direction: direction.select.value as DiceDirection,
    target: Number(target.value),
  });

  const update = () => {
    const call = choice();
    const winning = diceWinningOutcomes(call.direction, call.target);
    const bet = stake.value();
    const pay = dicePay(toMinor(bet), call.direction, call.target);
    targetValue.textContent = call.target.toFixed(2);
    const percent = (winning / rules.outcomes) * 100;
    chance.textContent = TEXTS.diceChance(percent.toFixed(2));
    pays.textContent = TEXTS.dicePays(
      shell.money(toMajor(pay)),
      (Number(pay) / Number(toMinor(bet))).toFixed(4),
    );
    const rtp = (Number(pay) * winning * 100) / (Number(toMinor(bet)) * rules.outcomes);
    callRtp.textContent = TEXTS.diceCallRtp(rtp.toFixed(2));
    zone.style.left = call.direction === 'under' ? '0' : `${call.target}%`;
    zone.style.width = `${call.direction === 'under' ? call.target : 100 - call.target}%`;
  };
  for (const input of [direction.select, target, stake.select])
    input.addEventListener('input', update);
  update();

  const run = createRoundRunner<DiceResult>(shell, token, '/studio/dice/roll', isDiceResult, () => [
    roll,
    stake.select,
    direction.select,
    target,
  ]);

  const reveal = async (result: DiceResult) => {
    shell.stage.classList.remove('dice--won', 'dice--lost');
    if (!prefersReducedMotion())
      for (let frame = 0; frame < ROLL_FRAMES; frame += 1) {
        shown.textContent = (Math.floor(Math.random() * rules.outcomes) / 100).toFixed(2);
        await wait(FRAME_MS);
      }
    shown.textContent = result.roll.toFixed(2);
    marker.style.left = `${result.roll}%`;
    marker.hidden = false;
    shell.stage.classList.add(result.won ? 'dice--won' : 'dice--lost');
  };

  marker.hidden = true;
  roll.addEventListener('click', () => {
    const bet = stake.value();
    void run(bet, { bet, choice: choice() }, (round) => reveal(round.result));
  });
};
