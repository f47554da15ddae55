import { toMajor, toMinor, type BlackjackRound, type BlackjackRules } from '@prime/contract';
import { AppError } from '../../lib/app-error';
import {
  act,
  BLACKJACK_RTP_BASIS_POINTS,
  DECKS,
  legalActions,
  payoutOf,
  refusalOf,
  replay,
  settleHand,
  shoeSource,
  shuffledShoe,
  standAll,
  totalOf,
  type BlackjackAction,
  type BlackjackState,
  type Card,
} from './blackjack';
import type { StudioEngine } from './engine';
import { cryptoRng } from './slot';
import type { StudioService } from './studio.service';

/** A hand left without a move this long is finished by standing on every open hand. */
export const BLACKJACK_IDLE_MINUTES = 5;

export const BLACKJACK_RULES: BlackjackRules = {
  engine: 'blackjack',
  decks: DECKS,
  dealer_hits_soft_17: false,
  blackjack_pays: 1.5,
  double_after_split: true,
  max_splits: 1,
  insurance: false,
  surrender: false,
  abandoned_after_minutes: BLACKJACK_IDLE_MINUTES,
  rtp: BLACKJACK_RTP_BASIS_POINTS / 100,
};

/**
 * What a blackjack round stores from the deal on: the whole shuffled shoe (drawn with the
 * cryptographic RNG), so the result of every possible play is fixed, and each action as it is
 * taken. The round is rebuilt from these at every move and after any interruption.
 */
type BlackjackOutcome = {
  engine: 'blackjack';
  rng: string;
  /** The stake of one hand in minor units. */
  stake_minor: number;
  shoe: Card[];
  actions: BlackjackAction[];
  /** When the last move was made (the idle timer counts from it). */
  acted_at: string;
};

/** Blackjack as the studio serves it; the rounds themselves are played by the blackjack table. */
export const blackjackEngine: StudioEngine = {
  engines: ['blackjack'],
  rules: () => BLACKJACK_RULES,
  declaredRtpBasisPoints: BLACKJACK_RTP_BASIS_POINTS,
  // A blackjack pays 3:2: half the stake must be whole cents.
  stakeDivisor: () => 2n,
  // The shoe (and so the hole card) stays hidden until the round is over.
  playingOutcome: (outcome) => ({
    engine: outcome['engine'],
    stake_minor: outcome['stake_minor'],
    actions: outcome['actions'],
  }),
};

const stateOf = (outcome: BlackjackOutcome) => {
  const source = shoeSource(outcome.shoe);
  return { source, state: replay(source, outcome.actions) };
};

/** The final outcome: what was stored, plus the cards and results everyone may now see. */
const finalOutcome = (
  outcome: BlackjackOutcome,
  state: BlackjackState,
  win: bigint,
  finishedBy: 'player' | 'timer',
) => ({
  ...outcome,
  // With the stands the timer took for a player who left.
  actions: state.actions,
  finished_by: finishedBy,
  dealer: state.dealer,
  hands: state.hands.map((hand) => ({
    cards: hand.cards,
    units: hand.units,
    result: settleHand(hand, state.dealer).result,
  })),
  win_minor: Number(win),
});

/** The round as the page sees it: before the end only the dealer's up card. */
const viewOf = (
  roundId: string,
  outcome: BlackjackOutcome,
  state: BlackjackState,
  balance: number,
): BlackjackRound => {
  const stake = BigInt(outcome.stake_minor);
  const finished = state.active === null;
  const dealer = finished ? state.dealer : state.dealer.slice(0, 1);
  return {
    round_id: roundId,
    status: finished ? 'finished' : 'playing',
    bet: toMajor(stake),
    staked: toMajor(stake * BigInt(state.hands.reduce((sum, hand) => sum + hand.units, 0))),
    hands: state.hands.map((hand) => ({
      cards: hand.cards,
      ...totalOf(hand.cards),
      stake: toMajor(stake * BigInt(hand.units)),
      doubled: hand.units === 2,
      result: finished ? settleHand(hand, state.dealer).result : null,
    })),
    active: state.active,
    dealer: { cards: dealer, total: totalOf(dealer).total },
    actions: legalActions(state),
    win: finished ? toMajor(payoutOf(state, stake)) : null,
    balance,
  };
};

const refuse = (field: string, message: string) =>
  new AppError('validation_failed', message, { [field]: [message] });

/**
 * The blackjack table: deals a round (the stake taken, the shoe stored), takes the player's
 * actions one by one (extra stakes of doubles and splits taken as further bets of the round),
 * pays the round when the dealer has played, and finishes hands their players left.
 */
export const createBlackjackTable = (
  studio: StudioService,
  /** The shoe of a new round: a fresh shuffle with the cryptographic RNG (tests stack it). */
  shuffle: () => Card[] = () => shuffledShoe(cryptoRng),
) => {
  /** Finishes a round whose player part is over; answers the balance after the win. */
  const finishPlayed = async (
    roundId: string,
    outcome: BlackjackOutcome,
    state: BlackjackState,
    balance: number,
  ) => {
    const win = payoutOf(state, BigInt(outcome.stake_minor));
    const finished = await studio.finishRound(
      roundId,
      win,
      finalOutcome(outcome, state, win, 'player'),
      outcome,
    );
    if (!finished.finished) throw refuse('round_id', 'This hand is finished.');
    return finished.balance ?? balance;
  };

  return {
    deal: async (token: string, betMajor: number): Promise<BlackjackRound> => {
      const current = await studio.currentRound(token, blackjackEngine);
      if (current.round) throw refuse('bet', 'Please finish the hand you are playing first.');
      const outcome: BlackjackOutcome = {
        engine: 'blackjack',
        rng: 'crypto.randomInt',
        stake_minor: Number(toMinor(betMajor)),
        shoe: shuffle(),
        actions: [],
        acted_at: new Date().toISOString(),
      };
      const begun = await studio.beginRound(token, blackjackEngine, betMajor, outcome);
      const { state } = stateOf(outcome);
      const balance =
        state.active === null
          ? await finishPlayed(begun.roundId, outcome, state, begun.balance)
          : begun.balance;
      return viewOf(begun.roundId, outcome, state, balance);
    },

    action: async (
      token: string,
      roundId: string,
      action: BlackjackAction,
    ): Promise<BlackjackRound> => {
      const { round, balance } = await studio.roundOf(token, blackjackEngine, roundId);
      if (round.status !== 'playing') throw refuse('round_id', 'This hand is finished.');
      const outcome = round.outcome as BlackjackOutcome;
      const { source, state } = stateOf(outcome);
      const refusal = refusalOf(state, action);
      if (refusal) throw refuse('action', refusal);
      const extraStake = action === 'double' || action === 'split';
      act(state, action, source);
      const next: BlackjackOutcome = {
        ...outcome,
        actions: [...outcome.actions, action],
        acted_at: new Date().toISOString(),
      };
      let shown: number;
      let stored = next;
      if (extraStake) {
        // A double or a split stakes one more bet; the stake book comes back in the outcome.
        const raised = await studio.raiseStake(
          token,
          blackjackEngine,
          round,
          BigInt(outcome.stake_minor),
          next,
        );
        shown = raised.balance;
        stored = raised.outcome as BlackjackOutcome;
      } else {
        await studio.updateRound(round.id, outcome, next);
        shown = state.active === null ? 0 : await balance();
      }
      if (state.active === null) shown = await finishPlayed(round.id, stored, state, shown);
      return viewOf(round.id, stored, state, shown);
    },

    current: async (token: string): Promise<BlackjackRound | null> => {
      const { round, balance } = await studio.currentRound(token, blackjackEngine);
      if (!round) return null;
      const outcome = round.outcome as BlackjackOutcome;
      return viewOf(round.id, outcome, stateOf(outcome).state, await balance());
    },

    /**
     * Finishes every hand left without a move for BLACKJACK_IDLE_MINUTES by standing on each
     * open hand; the dealer then plays and the round is paid. Every instance may run it: a round
     * is finished once (its stored outcome must still be the one this run started from).
     */
    finishIdle: async (): Promise<{ finished: number; failed: number }> => {
      const counts = { finished: 0, failed: 0 };
      for (const round of await studio.idleRounds('blackjack', BLACKJACK_IDLE_MINUTES * 60)) {
        try {
          const outcome = round.outcome as BlackjackOutcome;
          const { source, state } = stateOf(outcome);
          standAll(state, source);
          const win = payoutOf(state, BigInt(outcome.stake_minor));
          const done = await studio.finishIdleRound(
            round,
            win,
            finalOutcome(outcome, state, win, 'timer'),
          );
          if (done.finished) counts.finished += 1;
        } catch {
          counts.failed += 1;
        }
      }
      return counts;
    },
  };
};

export type BlackjackTable = ReturnType<typeof createBlackjackTable>;
