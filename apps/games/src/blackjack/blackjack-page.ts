import type {
  BlackjackActionName,
  BlackjackRound,
  BlackjackRules,
  StudioHistoryRound,
  StudioSessionOf,
} from '@prime/contract';
import { createGameShell, createStakeSelect } from '../shell/game-shell';
import { TEXTS } from '../texts';
import { el } from '../view/dom';
import { prefersReducedMotion } from '../view/motion';
import { postAction, postDeal, getCurrent } from './blackjack-client';
import { cardFace, cardName, describeCards, handTotal } from './cards';
import './blackjack.css';

const T = TEXTS.blackjack;

const ACTIONS: { action: BlackjackActionName; label: string; key: string }[] = [
  { action: 'hit', label: T.hit, key: 'h' },
  { action: 'stand', label: T.stand, key: 's' },
  { action: 'double', label: T.double, key: 'd' },
  { action: 'split', label: T.split, key: 'p' },
];

/** A card drawn with CSS: rank and suit in two corners and the suit in the middle. */
const cardView = (card: string, fresh: boolean) => {
  const face = cardFace(card);
  return el(
    'li',
    {
      className: `bj-card${face.red ? ' bj-card--red' : ''}${fresh ? ' bj-card--new' : ''}`,
      attrs: { 'aria-label': cardName(card) },
    },
    [
      el('span', {
        className: 'bj-card__corner',
        text: `${face.rank}${face.suit}`,
        attrs: { 'aria-hidden': 'true' },
      }),
      el('span', { className: 'bj-card__pip', text: face.suit, attrs: { 'aria-hidden': 'true' } }),
    ],
  );
};

const holeCard = () =>
  el('li', { className: 'bj-card bj-card--back', attrs: { 'aria-label': T.faceDown } });

const RULES_ID = 'blackjack-rules';

/**
 * The rules panel over the table (like a slot's paytable): what the table plays by, from the
 * session's rules; the button opens it, Escape or the close button closes it.
 */
const createRulesPanel = (rules: BlackjackRules) => {
  const title = el('h2', {
    text: T.rulesTitle,
    attrs: { id: `${RULES_ID}-title`, tabindex: '-1' },
  });
  const close = el('button', {
    className: 'paytable__close',
    text: '×',
    attrs: { type: 'button', 'aria-label': T.closeRules },
  });
  const panel = el(
    'section',
    { className: 'paytable bj-rules', attrs: { id: RULES_ID, 'aria-labelledby': title.id } },
    [
      close,
      title,
      el(
        'ul',
        {},
        [
          T.ruleDecks(rules.decks),
          rules.dealer_hits_soft_17 ? T.ruleHitsSoft17 : T.ruleStandsSoft17,
          T.ruleBlackjack,
          T.rulePeek,
          rules.double_after_split ? T.ruleDoubleAfterSplit : T.ruleDouble,
          T.ruleSplit(rules.max_splits),
          T.ruleNoInsurance,
          T.ruleAbandoned(rules.abandoned_after_minutes),
          T.ruleRtp(rules.rtp.toFixed(2)),
        ].map((text) => el('li', { text })),
      ),
    ],
  );
  panel.hidden = true;
  const button = el('button', {
    className: 'bj-rules-button',
    text: T.rulesTitle,
    attrs: { type: 'button', 'aria-expanded': 'false', 'aria-controls': RULES_ID },
  });
  const setOpen = (open: boolean) => {
    panel.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    if (open) title.focus();
    else button.focus();
  };
  button.addEventListener('click', () => setOpen(panel.hidden));
  close.addEventListener('click', () => setOpen(false));
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') setOpen(false);
  });
  return { button, panel };
};

/** One line of the history: the hands against the dealer, or a hand still in play. */
export const describeBlackjackRound = (round: StudioHistoryRound): string => {
  const outcome = round.outcome as {
    hands?: { cards: string[]; result: string }[];
    dealer?: string[];
  };
  if (!outcome.hands || !outcome.dealer) return T.historyPlaying;
  const hands = outcome.hands
    .map((hand) =>
      T.historyHand(handTotal(hand.cards), T.results[hand.result as 'win'] ?? hand.result),
    )
    .join(', ');
  return T.historyRound(hands, handTotal(outcome.dealer));
};

export const startBlackjack = (
  root: HTMLElement,
  token: string,
  session: StudioSessionOf<BlackjackRules>,
): void => {
  const shell = createGameShell(root, token, session, { describeRound: describeBlackjackRound });
  const stake = createStakeSelect(session, shell.money);

  const dealerCards = el('ol', { className: 'bj-cards', attrs: { 'aria-label': T.dealerCards } });
  const dealerTotal = el('p', { className: 'bj-total' });
  const hands = el('div', { className: 'bj-hands' });
  // Read out with the cards by the shell's live region; shown here for the eye.
  const result = el('p', { className: 'bj-result' });
  shell.stage.append(
    el('div', { className: 'bj-table' }, [
      el('section', { className: 'bj-dealer', attrs: { 'aria-label': T.dealer } }, [
        el('h2', { className: 'bj-label', text: T.dealer }),
        dealerCards,
        dealerTotal,
      ]),
      el('p', { className: 'bj-felt', text: T.feltLine, attrs: { 'aria-hidden': 'true' } }),
      el('section', { className: 'bj-player', attrs: { 'aria-label': T.player } }, [
        el('h2', { className: 'bj-label', text: T.player }),
        hands,
      ]),
      result,
    ]),
  );
  const rules = createRulesPanel(session.rules);

  const dealButton = el('button', {
    className: 'controls__spin bj-deal',
    text: T.deal,
    attrs: { type: 'button' },
  });
  const buttons = new Map(
    ACTIONS.map(({ action, label, key }) => [
      action,
      el('button', {
        className: 'bj-action',
        text: label,
        attrs: { type: 'button', 'aria-keyshortcuts': key.toUpperCase() },
      }),
    ]),
  );
  shell.controls.classList.add('bj-controls');
  shell.controls.append(
    stake.label,
    stake.select,
    el('div', { className: 'bj-actions' }, [...buttons.values()]),
    dealButton,
    rules.button,
  );
  root.append(rules.panel);

  let round: BlackjackRound | null = null;
  let busy = false;
  /** Cards already on the table, so only new ones are animated and announced. */
  let shown = new Set<string>();

  const keyOf = (place: string, index: number) => `${round?.round_id}:${place}:${index}`;

  const syncButtons = () => {
    const playing = round?.status === 'playing';
    dealButton.disabled = busy || playing;
    stake.select.disabled = busy || playing;
    for (const [action, button] of buttons)
      button.disabled = busy || !playing || !round!.actions.includes(action);
  };

  const render = () => {
    const animate = !prefersReducedMotion();
    const next = new Set<string>();
    const cardsOf = (cards: string[], place: string) =>
      cards.map((card, index) => {
        const key = keyOf(place, index);
        next.add(key);
        return cardView(card, animate && !shown.has(key));
      });
    if (!round) {
      dealerCards.replaceChildren();
      dealerTotal.textContent = '';
      hands.replaceChildren(el('p', { className: 'bj-empty', text: T.placeBet }));
      shown = next;
      return;
    }
    const playing = round.status === 'playing';
    dealerCards.replaceChildren(
      ...cardsOf(round.dealer.cards, 'dealer'),
      ...(playing ? [holeCard()] : []),
    );
    dealerTotal.textContent = playing
      ? T.dealerShows(round.dealer.total)
      : T.total(round.dealer.total);
    hands.replaceChildren(
      ...round.hands.map((hand, index) => {
        const active = playing && round!.active === index;
        return el(
          'section',
          {
            className: `bj-hand${active ? ' bj-hand--active' : ''}`,
            attrs: {
              'aria-label': T.handLabel(index + 1, round!.hands.length),
              ...(active ? { 'aria-current': 'true' } : {}),
            },
          },
          [
            el('ol', { className: 'bj-cards' }, cardsOf(hand.cards, `hand${index}`)),
            el('p', { className: 'bj-total' }, [
              T.total(hand.total),
              el('span', { className: 'bj-stake', text: ` · ${T.stake(shell.money(hand.stake))}` }),
              ...(hand.result
                ? [
                    el('strong', {
                      className: `bj-outcome bj-outcome--${hand.result}`,
                      text: ` · ${T.results[hand.result]}`,
                    }),
                  ]
                : []),
            ]),
          ],
        );
      }),
    );
    shown = next;
  };

  /** What changed, read out: the new cards, the totals and, at the end, the result. */
  const announce = (before: BlackjackRound | null, after: BlackjackRound) => {
    const parts: string[] = [];
    after.hands.forEach((hand, index) => {
      const old =
        before?.round_id === after.round_id ? (before.hands[index]?.cards.length ?? 0) : 0;
      const fresh =
        before?.round_id === after.round_id && before.hands.length !== after.hands.length
          ? hand.cards
          : hand.cards.slice(old);
      if (fresh.length === 0) return;
      const who = after.hands.length > 1 ? T.handLabel(index + 1, after.hands.length) : T.you;
      parts.push(`${who}: ${describeCards(fresh, hand.total)}`);
    });
    if (after.status === 'playing') {
      if (!before || before.round_id !== after.round_id)
        parts.push(T.dealerShowsCard(cardName(after.dealer.cards[0]!)));
    } else {
      parts.push(`${T.dealer}: ${describeCards(after.dealer.cards, after.dealer.total)}`);
      parts.push(resultLine(after));
    }
    shell.announce(parts.join('. '));
  };

  const resultLine = (finished: BlackjackRound) => {
    const outcomes = finished.hands.map((hand) => T.results[hand.result ?? 'lose']).join(', ');
    const win = finished.win ?? 0;
    return `${outcomes}. ${win > 0 ? TEXTS.win(shell.money(win)) : TEXTS.noWin}. ${TEXTS.balanceIs(shell.money(finished.balance))}.`;
  };

  const show = (next: BlackjackRound, before: BlackjackRound | null) => {
    round = next;
    render();
    announce(before, next);
    if (next.status === 'finished') {
      result.textContent = resultLine(next);
      shell.showWin(next.win ?? 0);
      shell.settled(next.balance);
    } else {
      result.textContent = '';
      shell.showBalance(next.balance);
    }
  };

  const run = async (work: () => Promise<BlackjackRound>) => {
    if (busy) return;
    busy = true;
    syncButtons();
    const before = round;
    try {
      show(await work(), before);
    } catch (error) {
      shell.refused(error);
      // The hand may have moved on meanwhile (another tab, the idle timer): show where it is.
      round = await getCurrent(token).catch(() => round);
      render();
    } finally {
      busy = false;
      syncButtons();
      const next =
        round?.status === 'playing' ? [...buttons.values()].find((b) => !b.disabled) : dealButton;
      if (
        document.activeElement === document.body ||
        (document.activeElement as HTMLButtonElement | null)?.disabled
      )
        next?.focus();
    }
  };

  dealButton.addEventListener('click', () => {
    shell.showWin(null);
    result.textContent = '';
    void run(() => postDeal(token, stake.value()));
  });
  for (const [action, button] of buttons)
    button.addEventListener('click', () => {
      if (round) void run(() => postAction(token, round!.round_id, action));
    });
  // H, S, D and P act on the hand, like the buttons; Enter or Space on a button as always.
  root.addEventListener('keydown', (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.target instanceof HTMLSelectElement || !rules.panel.hidden) return;
    const found = ACTIONS.find(({ key }) => key === event.key.toLowerCase());
    const button = found && buttons.get(found.action);
    if (button && !button.disabled) {
      event.preventDefault();
      button.click();
    }
  });

  render();
  syncButtons();
  // A hand left by a reload is shown where it was, ready to go on.
  void getCurrent(token)
    .then((current) => {
      if (!current) return;
      round = current;
      render();
      shell.showBalance(current.balance);
      shell.announce(T.resumed);
      syncButtons();
    })
    .catch(() => undefined);
};
