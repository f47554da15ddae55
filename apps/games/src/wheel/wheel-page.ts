import type { StudioSessionOf, WheelResult, WheelRisk, WheelRules } from '@prime/contract';
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
import './wheel.css';

const SVG = 'http://www.w3.org/2000/svg';
const SPIN_MS = 3_000;
const RADIUS = 100;

const isWheelResult = (result: unknown): boolean =>
  typeof result === 'object' &&
  result !== null &&
  typeof (result as WheelResult).segment === 'number' &&
  typeof (result as WheelResult).multiplier === 'number';

const svg = (tag: string, attrs: Record<string, string>, text?: string): SVGElement => {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
};

/** A colour per multiplier: nothing dark, small pays light, big pays the theme's highlight. */
const fillOf = (multiplier: number) =>
  multiplier === 0
    ? 'var(--theme-reel)'
    : multiplier < 2
      ? 'var(--theme-cell)'
      : multiplier < 5
        ? 'var(--theme-accent)'
        : 'var(--theme-highlight)';

const label = (multiplier: number) => `${multiplier}`;

/** The wheel's segments as an SVG group, segment 0 centred at the top, clockwise. */
const drawWheel = (segments: readonly number[]): SVGElement => {
  const group = svg('g', {});
  const angle = (2 * Math.PI) / segments.length;
  segments.forEach((multiplier, i) => {
    const start = i * angle - angle / 2 - Math.PI / 2;
    const end = start + angle;
    const point = (a: number, r = RADIUS) => `${r * Math.cos(a)} ${r * Math.sin(a)}`;
    group.append(
      svg('path', {
        d: `M 0 0 L ${point(start)} A ${RADIUS} ${RADIUS} 0 0 1 ${point(end)} Z`,
        fill: fillOf(multiplier),
        stroke: 'var(--theme-background)',
        'stroke-width': '1',
      }),
    );
    const middle = start + angle / 2;
    const [x, y] = point(middle, RADIUS * 0.78).split(' ');
    group.append(
      svg(
        'text',
        {
          x: x!,
          y: y!,
          class: multiplier === 0 ? 'wheel__label wheel__label--zero' : 'wheel__label',
          'text-anchor': 'middle',
          'dominant-baseline': 'middle',
          transform: `rotate(${(middle * 180) / Math.PI + 90} ${x} ${y})`,
        },
        label(multiplier),
      ),
    );
  });
  return group;
};

/** The multipliers of a wheel and how many segments carry each, for the rules and readers. */
const segmentCounts = (segments: readonly number[]) =>
  [...new Set(segments)]
    .sort((a, b) => a - b)
    .map((multiplier) => ({
      multiplier,
      count: segments.filter((value) => value === multiplier).length,
    }));

/** The instant money wheel: pick a risk level, spin, the pointer shows the multiple won. */
export const startWheel = (
  root: HTMLElement,
  token: string,
  session: StudioSessionOf<WheelRules>,
): void => {
  const { rules } = session;
  const shell = createGameShell(root, token, session, {
    describeRound: (round) =>
      `${TEXTS.riskName(String(round.outcome.risk ?? ''))} · ×${String(round.outcome.multiplier ?? '')}`,
  });
  const stake = createStakeSelect(session, shell.money);
  const risk = createChoiceSelect(
    'risk',
    TEXTS.risk,
    rules.wheels.map((wheel) => ({ value: wheel.risk, text: TEXTS.riskName(wheel.risk) })),
  );
  const spin = el('button', {
    className: 'instant-play',
    text: TEXTS.spin,
    attrs: { type: 'button' },
  });
  const legend = el('ul', { className: 'wheel__legend' });
  const detail = el('p', { className: 'instant-detail' });
  const rotor = svg('g', { class: 'wheel__rotor' });
  const picture = svg('svg', { viewBox: '-110 -118 220 230', class: 'wheel__svg', role: 'img' });
  picture.append(
    rotor,
    svg('circle', { r: '14', fill: 'var(--theme-background)', stroke: 'var(--theme-accent)' }),
    svg('path', { d: 'M -9 -116 L 9 -116 L 0 -96 Z', class: 'wheel__pointer' }),
  );
  shell.stage.classList.add('wheel');
  shell.stage.append(picture, detail, legend);
  shell.controls.append(
    el('div', { className: 'instant-controls' }, [stakeField(stake), risk.field, spin]),
    createRulesPanel([TEXTS.wheelRules], rules.rtp),
  );

  let turned = 0;
  const wheelOf = (name: WheelRisk) => rules.wheels.find((wheel) => wheel.risk === name)!;
  const show = () => {
    const { risk: name, segments } = wheelOf(risk.select.value as WheelRisk);
    rotor.replaceChildren(drawWheel(segments));
    picture.setAttribute('aria-label', TEXTS.wheelLabel(TEXTS.riskName(name).toLowerCase()));
    legend.replaceChildren(
      ...segmentCounts(segments).map(({ multiplier, count }) =>
        el('li', { text: TEXTS.wheelSegments(label(multiplier), count, segments.length) }),
      ),
    );
  };
  risk.select.addEventListener('input', show);
  show();

  const run = createRoundRunner<WheelResult>(
    shell,
    token,
    '/studio/wheel/spin',
    isWheelResult,
    () => [spin, stake.select, risk.select],
  );

  const reveal = async (result: WheelResult) => {
    const segments = wheelOf(result.risk).segments;
    // Whole turns plus the angle that brings the segment under the pointer at the top.
    const stop = 360 - (result.segment * 360) / segments.length;
    const still = prefersReducedMotion();
    turned = turned - (turned % 360) + (still ? 0 : 360 * 5) + stop;
    rotor.style.transition = still
      ? 'none'
      : `transform ${SPIN_MS}ms cubic-bezier(0.15, 0.7, 0.2, 1)`;
    rotor.style.transform = `rotate(${turned}deg)`;
    if (!still) await wait(SPIN_MS);
    detail.textContent = TEXTS.wheelStopped(label(result.multiplier));
  };

  spin.addEventListener('click', () => {
    const bet = stake.value();
    detail.textContent = '';
    void run(bet, { bet, choice: { risk: risk.select.value } }, (round) => reveal(round.result));
  });
};
