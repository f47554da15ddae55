import { CRASH_EVENTS, STUDIO_SOCKET_NAMESPACE, BALANCE_POLL_MS } from '@prime/contract/constants';
import type {
  CrashBetEntry,
  CrashCashoutEvent,
  CrashOwnBet,
  CrashResult,
  CrashRound,
  CrashRules,
  CrashSettled,
  CrashState,
  StudioHistoryRound,
  StudioSessionOf,
} from '@prime/contract';
import { io } from 'socket.io-client';
import { createGameShell, createStakeSelect } from '../shell/game-shell';
import { TEXTS } from '../texts';
import { el } from '../view/dom';
import { prefersReducedMotion } from '../view/motion';
import { getCrashRound, getCrashState, postCrashBet, postCrashCashout } from './crash-client';
import { createCurve } from './crash-curve';
import {
  cashoutAmount,
  clockOffset,
  formatMultiplier,
  multiplierAt,
  ownBetState,
  parseAutoCashout,
} from './crash-model';
import { verifyRound } from './crash-verify';
import { createCrashView } from './crash-view';
import './crash.css';

type CrashSession = StudioSessionOf<CrashRules>;

const HISTORY_SIZE = 20;

const describeRound = (round: StudioHistoryRound): string => {
  const { sequence, cashout } = round.outcome;
  const outcome =
    round.status === 'playing'
      ? TEXTS.crashRiding
      : typeof cashout === 'number'
        ? TEXTS.crashCashedOutAt(formatMultiplier(cashout))
        : TEXTS.crashLost;
  return TEXTS.crashDescribeRound(sequence, outcome);
};

/**
 * The crash game's page: one shared round for every player of the game, told by the studio
 * socket; bets and cash-outs go over HTTP, the server's multiplier decides. The page animates
 * the curve locally from the round's start time, corrected by the server's clock.
 */
export const startCrash = (root: HTMLElement, token: string, session: CrashSession): void => {
  const { rules } = session;
  const view = createCrashView(session);
  let onVerifyHistory: (round: StudioHistoryRound) => void = () => undefined;
  const shell = createGameShell(root, token, session, {
    describeRound,
    roundAction: (round) => {
      if (round.status === 'playing' || typeof round.outcome.sequence !== 'number') return null;
      const button = el('button', {
        className: 'crash__verify',
        text: TEXTS.crashVerify,
        attrs: { type: 'button', 'aria-label': TEXTS.crashVerifyHistory(round.outcome.sequence) },
      });
      button.addEventListener('click', () => onVerifyHistory(round));
      return button;
    },
  });
  shell.stage.classList.add('crash');
  shell.stage.append(view.sky, view.resultsSection);
  const stake = createStakeSelect(session, shell.money);
  shell.controls.classList.add('crash__controls');
  shell.controls.append(
    stake.label,
    stake.select,
    view.autoLabel,
    el('span', { className: 'crash__auto-field' }, [view.autoInput, view.autoHint]),
    view.action,
  );
  shell.controls.after(view.panels);
  const curve = createCurve(view.canvas, rules);

  let round: CrashRound | null = null;
  let offset = 0;
  let own: CrashOwnBet | null = null;
  let bets = new Map<string, CrashBetEntry>();
  let results: CrashResult[] = [];
  let busy = false;
  const announced = new Set<string>();
  const serverNow = () => Date.now() + offset;

  const verifyAndShow = async (shown: {
    sequence: number;
    hash: string;
    seed: string;
    crash_point: number;
  }) => {
    view.showFairness(shown, null);
    const check = await verifyRound(rules, shown);
    view.showFairness(shown, check);
  };
  const verifyResult = (result: CrashResult) => {
    void verifyAndShow(result);
    view.focusFairness();
  };
  onVerifyHistory = (historyRound) => {
    void getCrashRound(token, Number(historyRound.outcome.sequence))
      .then((crashed) =>
        verifyAndShow({ ...crashed, seed: crashed.seed!, crash_point: crashed.crash_point! }),
      )
      .then(() => view.focusFairness())
      .catch((error: unknown) => shell.refused(error));
  };

  const isOwnInRound = () => own !== null && round !== null && own.sequence === round.sequence;
  const isRiding = () => isOwnInRound() && own!.status === 'playing' && own!.cashout === null;

  const renderOwn = () => {
    if (!own) return view.showOwnBet('');
    const stakeText = shell.money(own.bet);
    const auto = own.auto_cashout === null ? null : formatMultiplier(own.auto_cashout);
    const standing = ownBetState(own, round);
    const state =
      standing === 'cashed_out'
        ? TEXTS.crashCashedOut(formatMultiplier(own.cashout ?? 0), shell.money(own.win ?? 0))
        : standing === 'lost'
          ? TEXTS.crashLost
          : TEXTS.crashRiding;
    view.showOwnBet(`${TEXTS.crashYourBet(stakeText, auto)}: ${state}`);
  };

  /** What the action button says it does now; a click does that, whatever the phase by then. */
  let action: 'bet' | 'cashout' | null = null;

  const renderAction = () => {
    const phase = round?.phase;
    let text: string = TEXTS.crashWaitNext;
    action = null;
    if (phase === 'betting') {
      text = isOwnInRound() ? TEXTS.crashBetPlaced : TEXTS.crashPlaceBet;
      if (!isOwnInRound()) action = 'bet';
    } else if (phase === 'running' && isRiding()) {
      const elapsed = serverNow() - Date.parse(round!.starts_at);
      text = TEXTS.crashCashout(shell.money(cashoutAmount(own!.bet, multiplierAt(rules, elapsed))));
      action = 'cashout';
    }
    if (view.action.textContent !== text) view.action.textContent = text;
    view.action.disabled = busy || action === null;
    stake.select.disabled = phase !== 'betting' || isOwnInRound();
    view.autoInput.disabled = stake.select.disabled;
  };

  const renderBets = () => view.showBets([...bets.values()], round?.phase === 'crashed');
  const renderResults = () => view.showResults(results, verifyResult);

  /** One frame: the multiplier, the curve, the phase line and the button's amount. */
  const frame = () => {
    if (!round) return;
    const now = serverNow();
    const startsAt = Date.parse(round.starts_at);
    if (round.phase === 'betting') {
      const left = Math.max(0, startsAt - now);
      view.showMultiplier(1, false);
      view.showPhase(TEXTS.crashBetsClose((left / 1_000).toFixed(1)));
      curve.draw(0, 1, false);
    } else if (round.phase === 'running') {
      const elapsed = now - startsAt;
      const value = multiplierAt(rules, elapsed);
      view.showMultiplier(value, false);
      view.showPhase(TEXTS.crashRunning);
      curve.draw(elapsed, value, false);
    } else {
      const crash = round.crash_point ?? 1;
      const crashedAt = Date.parse(round.crashed_at ?? round.starts_at);
      const next = Math.max(0, crashedAt + rules.pause_ms - now);
      view.showMultiplier(crash, true);
      view.showPhase(
        `${TEXTS.crashCrashedAt(formatMultiplier(crash))} · ${TEXTS.crashNextRound((next / 1_000).toFixed(1))}`,
      );
      curve.draw(crashedAt - startsAt, crash, true);
    }
    renderAction();
  };

  // Smooth frames normally; four a second for players who asked for less motion.
  const loop = () => {
    frame();
    if (prefersReducedMotion()) window.setTimeout(loop, 250);
    else window.requestAnimationFrame(loop);
  };

  const applyRound = (next: CrashRound) => {
    offset = clockOffset(next.server_time);
    const isNewRound = next.sequence !== round?.sequence;
    if (isNewRound) {
      bets = new Map();
      if (own && own.sequence !== next.sequence && own.status !== 'playing') own = null;
    }
    round = next;
    if (next.phase === 'crashed' && next.seed !== null && next.crash_point !== null) {
      if (!results.some((result) => result.sequence === next.sequence)) {
        results = [
          {
            sequence: next.sequence,
            crash_point: next.crash_point,
            hash: next.hash,
            seed: next.seed,
          },
          ...results,
        ].slice(0, HISTORY_SIZE);
        shell.announce(TEXTS.crashCrashedAt(formatMultiplier(next.crash_point)));
      }
      void verifyAndShow({ ...next, seed: next.seed, crash_point: next.crash_point });
    } else if (isNewRound) view.showFairness({ ...next, crash_point: null }, null);
    renderBets();
    renderResults();
    renderOwn();
  };

  const applyState = (state: CrashState) => {
    results = state.history;
    own = state.own_bet;
    round = null;
    applyRound(state.round);
    bets = new Map(state.bets.map((entry) => [entry.id, entry]));
    renderBets();
    renderOwn();
  };

  const applySettled = (settled: CrashSettled) => {
    if (own && own.round_id === settled.round_id) {
      own = { ...own, status: 'settled', cashout: settled.cashout, win: settled.win };
      renderOwn();
    }
    if (settled.balance !== null) shell.settled(settled.balance);
    shell.showWin(settled.win);
    if (settled.cashout !== null && !announced.has(settled.round_id)) {
      announced.add(settled.round_id);
      shell.announce(
        TEXTS.crashAnnounceCashout(formatMultiplier(settled.cashout), shell.money(settled.win)),
      );
    }
  };

  const placeBet = async () => {
    const auto = parseAutoCashout(rules, view.autoInput.value);
    if (!auto.ok) {
      view.autoInput.setAttribute('aria-invalid', 'true');
      shell.showNotice(
        TEXTS.crashAutoInvalid(
          formatMultiplier(rules.auto_cashout_min),
          formatMultiplier(rules.auto_cashout_max),
        ),
      );
      view.autoInput.focus();
      return;
    }
    view.autoInput.removeAttribute('aria-invalid');
    const placed = await postCrashBet(token, stake.value(), auto.value);
    own = {
      round_id: placed.round_id,
      sequence: placed.sequence,
      bet: placed.bet,
      auto_cashout: placed.auto_cashout,
      cashout: null,
      win: null,
      status: 'playing',
    };
    shell.showWin(null);
    shell.settled(placed.balance);
    renderOwn();
  };

  const cashOut = async () => {
    const paid = await postCrashCashout(token);
    applySettled(paid);
  };

  view.action.addEventListener('click', () => {
    // A bet clicked as the window closes is sent as a bet, which the server refuses as late.
    const chosen = action;
    if (busy || chosen === null) return;
    busy = true;
    renderAction();
    const work = chosen === 'bet' ? placeBet() : cashOut();
    work
      .catch((error: unknown) => shell.refused(error))
      .finally(() => {
        busy = false;
        renderAction();
      });
  });

  // The socket tells; while it is down the page asks for the state every few seconds.
  const socket = io(`${window.location.origin}${STUDIO_SOCKET_NAMESPACE}`, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
  });
  let polling: number | undefined;
  const poll = () => {
    void getCrashState(token)
      .then(applyState)
      .catch(() => shell.showNotice(TEXTS.connectionFailed));
  };
  const startPolling = () => {
    if (polling === undefined) polling = window.setInterval(poll, BALANCE_POLL_MS);
  };
  socket.on('connect', () => {
    window.clearInterval(polling);
    polling = undefined;
  });
  socket.on('disconnect', startPolling);
  socket.on('connect_error', (error) => {
    if (error.message === 'unauthenticated') shell.showNotice(TEXTS.invalidSession);
    else startPolling();
  });
  socket.on(CRASH_EVENTS.state, applyState);
  socket.on(CRASH_EVENTS.round, applyRound);
  socket.on(CRASH_EVENTS.bet, (entry: CrashBetEntry) => {
    bets.set(entry.id, entry);
    renderBets();
  });
  socket.on(CRASH_EVENTS.cashout, (event: CrashCashoutEvent) => {
    const entry = bets.get(event.id);
    if (entry) bets.set(event.id, { ...entry, cashout: event.cashout, win: event.win });
    renderBets();
  });
  socket.on(CRASH_EVENTS.settled, applySettled);

  renderBets();
  loop();
};
