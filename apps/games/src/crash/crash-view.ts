import type { CrashBetEntry, CrashResult, StudioSessionOf, CrashRules } from '@prime/contract';
import { formatMoney } from '../lib/money';
import { TEXTS } from '../texts';
import { el } from '../view/dom';
import { formatMultiplier } from './crash-model';
import type { Verification } from './crash-verify';

type CrashSession = StudioSessionOf<CrashRules>;

/** The crash page's parts that are not the shell's: sky, results, bets and fairness panels. */
export const createCrashView = (session: CrashSession) => {
  const canvas = el('canvas', { className: 'crash__canvas', attrs: { 'aria-hidden': 'true' } });
  const multiplier = el('p', {
    className: 'crash__multiplier',
    text: formatMultiplier(1),
    attrs: { 'aria-label': TEXTS.crashMultiplierLabel },
  });
  const phase = el('p', { className: 'crash__phase' });
  const sky = el('div', { className: 'crash__sky' }, [canvas, multiplier, phase]);

  const results = el('ol', { className: 'crash__results' });
  const resultsSection = el(
    'section',
    { className: 'crash__strip', attrs: { 'aria-label': TEXTS.crashResultsTitle } },
    [results],
  );

  const ownBet = el('p', { className: 'crash__own' });
  const betsList = el('ul', { className: 'crash__bets' });
  const betsSection = el(
    'section',
    { className: 'crash__panel', attrs: { 'aria-labelledby': 'crash-bets-title' } },
    [
      el('h2', {
        className: 'crash__title',
        text: TEXTS.crashBetsTitle,
        attrs: { id: 'crash-bets-title' },
      }),
      ownBet,
      betsList,
    ],
  );

  const fairnessBody = el('dl', { className: 'crash__fair' });
  const verdict = el('p', { className: 'crash__verdict' });
  const fairness = el(
    'section',
    { className: 'crash__panel', attrs: { 'aria-labelledby': 'crash-fair-title' } },
    [
      el('h2', {
        className: 'crash__title',
        text: TEXTS.crashFairnessTitle,
        attrs: { id: 'crash-fair-title', tabindex: '-1' },
      }),
      el('p', { className: 'crash__intro', text: TEXTS.crashFairnessIntro }),
      fairnessBody,
      verdict,
    ],
  );
  const panels = el('div', { className: 'crash__panels' }, [betsSection, fairness]);

  const autoInput = el('input', {
    className: 'controls__bet crash__auto',
    attrs: {
      id: 'auto-cashout',
      type: 'number',
      inputmode: 'decimal',
      min: String(session.rules.auto_cashout_min),
      max: String(session.rules.auto_cashout_max),
      step: '0.01',
      placeholder: '2.00',
      'aria-describedby': 'auto-cashout-hint',
    },
  });
  const autoLabel = el('label', {
    className: 'controls__bet-label',
    text: TEXTS.crashAutoLabel,
    attrs: { for: 'auto-cashout' },
  });
  const autoHint = el('span', {
    className: 'crash__hint',
    text: TEXTS.crashAutoHint(
      formatMultiplier(session.rules.auto_cashout_min),
      formatMultiplier(session.rules.auto_cashout_max),
    ),
    attrs: { id: 'auto-cashout-hint' },
  });
  const action = el('button', {
    className: 'controls__spin crash__action',
    text: TEXTS.crashPlaceBet,
    attrs: { type: 'button' },
  });

  const moneyOf = (amount: number, currency: string) =>
    currency === session.currency.code
      ? formatMoney(amount, session.currency)
      : formatMoney(amount, { code: currency, symbol: `${currency} ` });

  const entryText = (entry: CrashBetEntry, crashed: boolean) =>
    entry.cashout !== null
      ? TEXTS.crashCashedOut(
          formatMultiplier(entry.cashout),
          moneyOf(entry.win ?? 0, entry.currency),
        )
      : crashed
        ? TEXTS.crashLost
        : TEXTS.crashRiding;

  return {
    sky,
    canvas,
    resultsSection,
    panels,
    autoInput,
    autoLabel,
    autoHint,
    action,
    showMultiplier: (value: number, crashed: boolean) => {
      multiplier.textContent = formatMultiplier(value);
      multiplier.classList.toggle('crash__multiplier--crashed', crashed);
    },
    showPhase: (text: string) => {
      if (phase.textContent !== text) phase.textContent = text;
    },
    showBets: (entries: CrashBetEntry[], crashed: boolean) => {
      betsList.replaceChildren(
        ...(entries.length === 0
          ? [el('li', { className: 'crash__bet', text: TEXTS.crashNoBets })]
          : entries.map((entry) =>
              el(
                'li',
                { className: `crash__bet${entry.cashout !== null ? ' crash__bet--won' : ''}` },
                [
                  el('span', { className: 'crash__name', text: entry.name }),
                  el('span', { text: moneyOf(entry.bet, entry.currency) }),
                  el('span', { className: 'crash__outcome', text: entryText(entry, crashed) }),
                ],
              ),
            )),
      );
    },
    showOwnBet: (text: string) => {
      ownBet.textContent = text;
    },
    showResults: (list: CrashResult[], onVerify: (result: CrashResult) => void) => {
      results.replaceChildren(
        ...list.map((result) => {
          const button = el('button', {
            className: `crash__result${result.crash_point >= 2 ? ' crash__result--high' : ''}`,
            text: formatMultiplier(result.crash_point),
            attrs: {
              type: 'button',
              'aria-label': TEXTS.crashVerifyRound(
                result.sequence,
                formatMultiplier(result.crash_point),
              ),
            },
          });
          button.addEventListener('click', () => onVerify(result));
          return el('li', {}, [button]);
        }),
      );
    },
    /** The fairness panel of one round: its hash, and once crashed its seed and the check. */
    showFairness: (
      round: { sequence: number; hash: string; seed: string | null; crash_point: number | null },
      check: Verification | null,
    ) => {
      const row = (term: string, value: string) => [
        el('dt', { text: term }),
        el('dd', { className: 'crash__code', text: value }),
      ];
      fairnessBody.replaceChildren(
        ...row(
          TEXTS.crashRound(round.sequence),
          round.crash_point === null ? '' : TEXTS.crashPoint(formatMultiplier(round.crash_point)),
        ),
        ...row(TEXTS.crashHash, round.hash),
        ...row(TEXTS.crashSeed, round.seed ?? TEXTS.crashSeedHidden),
      );
      verdict.replaceChildren(
        ...(check
          ? [
              el('span', { text: TEXTS.crashRecomputed(formatMultiplier(check.recomputed / 100)) }),
              ' ',
              el('strong', {
                className: check.verified ? 'crash__ok' : 'crash__bad',
                text: check.verified ? TEXTS.crashVerified : TEXTS.crashNotVerified,
              }),
            ]
          : []),
      );
    },
    focusFairness: () => fairness.querySelector<HTMLElement>('h2')?.focus(),
  };
};

export type CrashView = ReturnType<typeof createCrashView>;
