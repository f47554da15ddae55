import type { LiveWheelResult, LiveWheelRules, StudioSessionOf } from '@prime/contract';
import { seedInt } from '../tables/live-clock';
import { startTablePage, type TableView } from '../tables/table-page';
import { el } from '../view/dom';
import { wait } from '../view/motion';
import './live-wheel.css';

const describe = (result: LiveWheelResult) =>
  result.multiplier > 1 ? `${result.value} ×${result.multiplier}` : String(result.value);

/** The live money wheel: a spot per number, and the wheel's pointer running to the stop. */
export const startLiveWheel = (
  root: HTMLElement,
  token: string,
  session: StudioSessionOf<LiveWheelRules>,
): void => {
  const { segments } = session.rules;
  const pointer = el('p', { className: 'wheel__pointer', text: '–' });
  const display = el(
    'div',
    { className: 'table__display wheel__display', attrs: { 'aria-hidden': 'true' } },
    [pointer],
  );
  const showSegment = (index: number) => {
    const segment = segments[index]!;
    pointer.textContent = segment.kind === 'number' ? String(segment.value) : `×${segment.value}`;
    pointer.dataset.value = String(segment.value);
  };
  const board = el(
    'div',
    { className: 'board wheel__board' },
    session.rules.bets.map((bet) =>
      el('button', {
        className: `spot wheel__spot wheel__spot--${bet.value}`,
        text: String(bet.value),
        attrs: { type: 'button', 'data-spot': bet.spot },
      }),
    ),
  );
  const view: TableView<LiveWheelResult> = {
    board,
    display,
    reset: () => {
      pointer.textContent = '–';
    },
    show: async (result, durationMs) => {
      const perStop = durationMs / result.stops.length;
      for (const stop of result.stops) {
        const steps = Math.floor(perStop / 80);
        for (let step = 0; step < steps; step += 1) {
          showSegment((stop + segments.length - steps + step) % segments.length);
          await wait(80);
        }
        showSegment(stop);
      }
      pointer.textContent = describe(result);
    },
    describe,
    mark: (result) => ({ text: describe(result), className: `mark--wheel` }),
    recompute: async (seed) => {
      const stops: number[] = [];
      let multiplier = 1;
      for (let pick = 0; ; pick += 1) {
        const stop = await seedInt(seed, `wheel:${pick}`, segments.length);
        stops.push(stop);
        const segment = segments[stop]!;
        if (segment.kind === 'number') return { stops, value: segment.value, multiplier };
        multiplier *= segment.value;
      }
    },
    rng: { path: '', action: '' },
  };
  startTablePage(root, token, session, view);
};
