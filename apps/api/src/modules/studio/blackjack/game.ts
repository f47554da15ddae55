import { isBlackjack, pointsOf, totalOf, type Card, type CardSource } from './cards';

export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split';
export const BLACKJACK_ACTIONS: readonly BlackjackAction[] = ['hit', 'stand', 'double', 'split'];

/** The dealer draws to 17 and stands on every 17, soft ones too. */
export const DEALER_STANDS_ON = 17;

/** One of the player's hands: its cards, its stake in units of the round's bet, and where it is. */
export type PlayerHand = {
  cards: Card[];
  /** 1, or 2 once doubled. */
  units: 1 | 2;
  /** A hand of a split pair (its 21 is not a blackjack). */
  split: boolean;
  done: boolean;
};

/** A round of blackjack at any point: the hands, the dealer's cards and whose turn it is. */
export type BlackjackState = {
  hands: PlayerHand[];
  dealer: Card[];
  /** The hand the player acts on; null once the player's part is over. */
  active: number | null;
  /** Every action taken, in order. */
  actions: BlackjackAction[];
};

const finishedHand = (hand: PlayerHand) =>
  hand.done || (hand.cards.length >= 2 && totalOf(hand.cards).total >= 21);

/** Moves on to the next hand that needs the player; the dealer plays when none is left. */
const advance = (state: BlackjackState, source: CardSource): void => {
  while (state.active !== null) {
    const hand = state.hands[state.active]!;
    // A split hand gets its second card when its turn comes.
    if (hand.cards.length === 1) hand.cards.push(source.next());
    if (!finishedHand(hand)) return;
    hand.done = true;
    state.active = state.active + 1 < state.hands.length ? state.active + 1 : null;
  }
  playDealer(state, source);
};

/** The dealer draws to 17 unless every hand of the player is bust (or the round ended at deal). */
const playDealer = (state: BlackjackState, source: CardSource): void => {
  const alive = state.hands.some((hand) => totalOf(hand.cards).total <= 21);
  const naturalEnd = state.hands.length === 1 && isBlackjack(state.hands[0]!.cards);
  if (!alive || naturalEnd || isBlackjack(state.dealer)) return;
  while (totalOf(state.dealer).total < DEALER_STANDS_ON) state.dealer.push(source.next());
};

/**
 * Deals a round: a card to the player, the dealer's up card, the player's second card and the
 * dealer's hole card. A blackjack of the player or of the dealer (who checks his hole card)
 * ends the round at once.
 */
export const deal = (source: CardSource): BlackjackState => {
  const player = [source.next()];
  const dealer = [source.next()];
  player.push(source.next());
  dealer.push(source.next());
  const state: BlackjackState = {
    hands: [{ cards: player, units: 1, split: false, done: false }],
    dealer,
    active: 0,
    actions: [],
  };
  if (isBlackjack(player) || isBlackjack(dealer)) {
    state.hands[0]!.done = true;
    state.active = null;
  }
  return state;
};

/** Whether two cards can be split: a first hand of two cards of the same value. */
const canSplit = (state: BlackjackState, hand: PlayerHand) =>
  state.hands.length === 1 &&
  hand.cards.length === 2 &&
  pointsOf(hand.cards[0]!) === pointsOf(hand.cards[1]!);

/** The actions the player may take now, in the order the page shows them. */
export const legalActions = (state: BlackjackState): BlackjackAction[] => {
  if (state.active === null) return [];
  const hand = state.hands[state.active]!;
  const actions: BlackjackAction[] = ['hit', 'stand'];
  // Double on any first two cards, after a split too (split aces take one card and stop).
  if (hand.cards.length === 2) actions.push('double');
  if (canSplit(state, hand)) actions.push('split');
  return actions;
};

/** Why an action is not allowed now, or null when it is. */
export const refusalOf = (state: BlackjackState, action: BlackjackAction): string | null => {
  if (state.active === null) return 'This hand is finished.';
  if (legalActions(state).includes(action)) return null;
  if (action === 'double') return 'You can double only on your first two cards.';
  if (action === 'split')
    return state.hands.length > 1
      ? 'You can split only once.'
      : 'You can split only two cards of the same value.';
  return 'This action is not allowed now.';
};

/** Takes one action on the active hand; throws when it is not legal (check refusalOf first). */
export const act = (state: BlackjackState, action: BlackjackAction, source: CardSource): void => {
  const refusal = refusalOf(state, action);
  if (refusal) throw new Error(refusal);
  const index = state.active!;
  const hand = state.hands[index]!;
  state.actions.push(action);
  switch (action) {
    case 'hit':
      hand.cards.push(source.next());
      break;
    case 'stand':
      hand.done = true;
      break;
    case 'double':
      hand.units = 2;
      hand.cards.push(source.next());
      hand.done = true;
      break;
    case 'split': {
      const [first, second] = hand.cards as [Card, Card];
      const aces = first[0] === 'A';
      state.hands = [
        { cards: [first], units: 1, split: true, done: false },
        { cards: [second], units: 1, split: true, done: false },
      ];
      // Split aces get one card each and no more.
      if (aces)
        for (const splitHand of state.hands) {
          splitHand.cards.push(source.next());
          splitHand.done = true;
        }
      break;
    }
  }
  advance(state, source);
};

/** Ends the player's part by standing on every open hand (a round the player left). */
export const standAll = (state: BlackjackState, source: CardSource): void => {
  while (state.active !== null) act(state, 'stand', source);
};

/** A round replayed from its shoe and its actions: every stored round is rebuilt this way. */
export const replay = (source: CardSource, actions: readonly BlackjackAction[]): BlackjackState => {
  const state = deal(source);
  for (const action of actions) act(state, action, source);
  return state;
};

/** How one hand ended. */
export type HandResult = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

/** What a hand returns, as a multiple of the round's bet in halves (3:2 pays 5 halves). */
export const settleHand = (
  hand: PlayerHand,
  dealer: readonly Card[],
): { result: HandResult; halves: number } => {
  const player = totalOf(hand.cards).total;
  const natural = !hand.split && isBlackjack(hand.cards);
  const dealerNatural = isBlackjack(dealer);
  const stake = hand.units * 2;
  if (natural && dealerNatural) return { result: 'push', halves: stake };
  if (natural) return { result: 'blackjack', halves: 5 };
  if (dealerNatural) return { result: 'lose', halves: 0 };
  if (player > 21) return { result: 'bust', halves: 0 };
  const house = totalOf(dealer).total;
  if (house > 21 || player > house) return { result: 'win', halves: stake * 2 };
  if (player === house) return { result: 'push', halves: stake };
  return { result: 'lose', halves: 0 };
};

/**
 * What a finished round pays (stakes returned included), in minor units: `bet` is the stake of
 * one hand and divides by 2, so a blackjack's 3:2 is whole cents.
 */
export const payoutOf = (state: BlackjackState, bet: bigint): bigint => {
  if (state.active !== null) throw new Error('the round is not finished');
  return state.hands.reduce(
    (sum, hand) => sum + (bet * BigInt(settleHand(hand, state.dealer).halves)) / 2n,
    0n,
  );
};

/** Everything staked in the round, in units of the bet (a split and a double each add one). */
export const unitsStaked = (state: BlackjackState): number =>
  state.hands.reduce((sum, hand) => sum + hand.units, 0);
