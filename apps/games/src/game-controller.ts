import type { SlotSession, StudioSpinResult } from '@prime/contract';
import { balanceChangedMessage, notifyCasino, refusalMessage } from './api/casino-messages';
import { CLIENT_ERROR_CODES, StudioApiError, postSlotSpin } from './api/studio-client';
import { initialGameState, reduceGame, type GameEvent, type GameState } from './game/game-state';
import { planRound } from './game/round-plan';
import { getWinHighlights } from './game/win-lines';
import { describeWin } from './game/win-text';
import { formatMoney } from './lib/money';
import { TEXTS } from './texts';
import { createGameView, type GameView } from './view/game-view';
import { countUp, prefersReducedMotion, wait } from './view/motion';

/** How long each part of a round's playback takes, in milliseconds. */
const TIMING = {
  minimumSpin: 600,
  reelStopGap: 140,
  freeSpinStart: 450,
  highlightPerWin: 900,
  countUpBase: 400,
  countUpPerUnit: 250,
  countUpMax: 1800,
};
const NO_MOTION: typeof TIMING = {
  minimumSpin: 0,
  reelStopGap: 0,
  freeSpinStart: 0,
  highlightPerWin: 700,
  countUpBase: 0,
  countUpPerUnit: 0,
  countUpMax: 0,
};

/** Starts the game on a loaded session: the view, the state, and the rounds. */
export const startGame = (root: HTMLElement, token: string, session: SlotSession): void => {
  let state: GameState = initialGameState;
  const money = (amount: number) => formatMoney(amount, session.currency);
  const timing = () => (prefersReducedMotion() ? NO_MOTION : TIMING);

  const dispatch = (event: GameEvent) => {
    state = reduceGame(state, event);
    view.render(state);
  };

  const playBack = async (result: StudioSpinResult) => {
    const time = timing();
    const { rules } = session;
    const nameOf = (symbol: string) => view.faceOf(symbol).label;
    for (const step of planRound(result, rules.free_spins_multiplier)) {
      if (step.freeSpinNumber > 0) {
        view.showFreeSpins(step.freeSpinNumber, step.freeSpinsTotal, step.multiplier);
        view.reels.spin();
        await wait(time.freeSpinStart);
      }
      await view.reels.stop(step.spin.grid, time.reelStopGap);
      for (const highlight of getWinHighlights(step.spin, rules)) {
        view.reels.highlight(highlight.cells);
        view.showWinDetail(describeWin(highlight, nameOf, money));
        await wait(time.highlightPerWin);
      }
      view.reels.clearHighlight();
      view.showWinDetail('');
      const gain = step.winAfter - step.winBefore;
      const duration =
        gain > 0 ? Math.min(time.countUpMax, time.countUpBase + gain * time.countUpPerUnit) : 0;
      await countUp(step.winBefore, step.winAfter, duration, (amount) =>
        view.showWin(amount > 0 ? amount : null),
      );
    }
    view.hideFreeSpins();
    if (result.spins.length > 1 && result.win > 0) {
      view.showWinDetail(TEXTS.totalWin(money(result.win)));
    }
  };

  const handleSpin = async () => {
    dispatch({ type: 'spin_started' });
    if (state.phase !== 'spinning') return;
    view.showWin(null);
    view.showWinDetail('');
    view.announce('');
    view.reels.spin();
    const minimumSpin = wait(timing().minimumSpin);
    let result: StudioSpinResult;
    try {
      result = await postSlotSpin(token, state.bet);
    } catch (error) {
      const refusal =
        error instanceof StudioApiError
          ? { code: error.code, message: error.message, details: error.details }
          : { code: CLIENT_ERROR_CODES.network, message: TEXTS.connectionFailed };
      await view.reels.stop(null, 0);
      dispatch({ type: 'spin_refused', refusal });
      view.announce(refusal.message);
      // Without an answer the round may still have been settled: the casino reloads the balance.
      const isUnanswered = Object.values(CLIENT_ERROR_CODES).some((code) => code === refusal.code);
      notifyCasino(isUnanswered ? balanceChangedMessage() : refusalMessage(refusal));
      return;
    }
    dispatch({ type: 'spin_settled', result });
    await minimumSpin;
    await playBack(result);
    dispatch({ type: 'round_shown' });
    view.announce(
      `${result.win > 0 ? TEXTS.win(money(result.win)) : TEXTS.noWin}. ${TEXTS.balanceIs(money(result.balance))}.`,
    );
    notifyCasino(balanceChangedMessage());
    view.refreshHistory();
  };

  const view: GameView = createGameView(root, token, session, {
    onSpin: () => void handleSpin(),
    onBetSelected: (bet) => dispatch({ type: 'bet_selected', bet }),
  });
  dispatch({ type: 'session_loaded', session });
  view.announce(TEXTS.balanceIs(money(state.balance)));
};
