/**
 * Punto banco from an eight-deck shoe. The shoe is shuffled for every round (only the cards
 * dealt are drawn, as the first cards of a Fisher-Yates shuffle), so each round is independent
 * and can be re-dealt from its seed alone. Third cards follow the fixed tableau; nobody decides.
 */

export const BACCARAT_DECKS = 8;
export const SHOE_CARDS = BACCARAT_DECKS * 52;

/** A card of the shoe: rank 1 (ace) to 13 (king), suit 0 to 3 (♠ ♥ ♦ ♣). */
export type Card = { rank: number; suit: number };

export const BACCARAT_SPOTS = ['player', 'banker', 'tie'] as const;
export type BaccaratSpot = (typeof BACCARAT_SPOTS)[number];

export type BaccaratHand = {
  player: Card[];
  banker: Card[];
  player_total: number;
  banker_total: number;
  winner: BaccaratSpot;
};

/** A card's points: ace 1, two to nine their face, ten and picture cards 0. */
export const cardValue = (card: Card): number => (card.rank >= 10 ? 0 : card.rank);

export const handTotal = (cards: readonly Card[]): number =>
  cards.reduce((sum, card) => sum + cardValue(card), 0) % 10;

/** Whether the player takes a third card: on 0 to 5, unless either hand is a natural. */
export const playerDraws = (player: number, banker: number): boolean =>
  player <= 5 && player < 8 && banker < 8;

/**
 * Whether the banker takes a third card, given its two-card total and the player's third card
 * value (null when the player stood). Naturals are handled before.
 */
export const bankerDraws = (banker: number, playerThird: number | null): boolean => {
  if (playerThird === null) return banker <= 5;
  switch (banker) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
};

/**
 * Plays a hand from cards in dealing order (player, banker, player, banker, then the third
 * cards as the tableau asks for them).
 */
export const playBaccarat = (next: () => Card): BaccaratHand => {
  const player = [next()];
  const banker = [next()];
  player.push(next());
  banker.push(next());
  const natural = handTotal(player) >= 8 || handTotal(banker) >= 8;
  let playerThird: number | null = null;
  if (!natural && playerDraws(handTotal(player), handTotal(banker))) {
    const card = next();
    player.push(card);
    playerThird = cardValue(card);
  }
  if (!natural && bankerDraws(handTotal(banker), playerThird)) banker.push(next());
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  return {
    player,
    banker,
    player_total: playerTotal,
    banker_total: bankerTotal,
    winner: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie',
  };
};

/**
 * The cards of a freshly shuffled shoe, drawn one by one: `pick(n)` is a uniform integer in
 * [0, n). Card i of the shoe (0..415) has rank i % 13 + 1 and suit floor(i / 13) % 4.
 */
export const shoeDealer = (pick: (n: number) => number): (() => Card) => {
  const moved = new Map<number, number>();
  let dealt = 0;
  return () => {
    const at = dealt + pick(SHOE_CARDS - dealt);
    const card = moved.get(at) ?? at;
    moved.set(at, moved.get(dealt) ?? dealt);
    dealt += 1;
    return { rank: (card % 13) + 1, suit: Math.floor(card / 13) % 4 };
  };
};

/**
 * What a spot returns per unit of stake: Player 1:1, Banker 0.95:1 (5% commission), Tie 8:1;
 * Player and Banker bets are returned on a tie.
 */
export const baccaratReturn = (spot: string, winner: BaccaratSpot): readonly [bigint, bigint] => {
  if (spot === 'tie') return winner === 'tie' ? [9n, 1n] : [0n, 1n];
  if (winner === 'tie') return [1n, 1n];
  if (spot !== winner) return [0n, 1n];
  return spot === 'banker' ? [39n, 20n] : [2n, 1n];
};

/** The banker pays 0.95:1, so a banker stake must be a multiple of 20 cents to pay whole cents. */
export const BACCARAT_STAKE_DIVISOR = 20n;

/**
 * Declared RTP of each bet in basis points, from the exact enumeration of every hand an
 * eight-deck shoe deals (computeBaccaratRtp; its test checks these figures).
 */
export const BACCARAT_RTP_BASIS_POINTS: Record<BaccaratSpot, number> = {
  player: 9876,
  banker: 9894,
  tie: 8564,
};

/**
 * The exact probabilities of Player, Banker and Tie from a full eight-deck shoe, by enumerating
 * every sequence of card values (ten values; 128 zeros and 32 of each other), each weighted by
 * the number of ordered six-card draws that start with it. Answers numerators over `total`.
 */
export const enumerateBaccarat = (): {
  player: bigint;
  banker: bigint;
  tie: bigint;
  total: bigint;
} => {
  const counts = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];
  const sums = { player: 0n, banker: 0n, tie: 0n };
  let left = SHOE_CARDS;
  const fallingFrom = (n: number, k: number) => {
    let product = 1;
    for (let i = 0; i < k; i += 1) product *= n - i;
    return product;
  };
  const take = (value: number, weight: number, then: (weight: number) => void) => {
    const count = counts[value]!;
    if (count === 0) return;
    counts[value] = count - 1;
    left -= 1;
    then(weight * count);
    left += 1;
    counts[value] = count;
  };
  const settle = (player: number, banker: number, weight: number) => {
    // The remaining draws up to six cards, whatever they are.
    const used = SHOE_CARDS - left;
    const full = BigInt(weight * fallingFrom(left, 6 - used));
    sums[player > banker ? 'player' : banker > player ? 'banker' : 'tie'] += full;
  };
  for (let p1 = 0; p1 < 10; p1 += 1)
    take(p1, 1, (w1) => {
      for (let b1 = 0; b1 < 10; b1 += 1)
        take(b1, w1, (w2) => {
          for (let p2 = 0; p2 < 10; p2 += 1)
            take(p2, w2, (w3) => {
              for (let b2 = 0; b2 < 10; b2 += 1)
                take(b2, w3, (w4) => {
                  const player = (p1 + p2) % 10;
                  const banker = (b1 + b2) % 10;
                  if (player >= 8 || banker >= 8 || (player >= 6 && banker >= 6)) {
                    settle(player, banker, w4);
                    return;
                  }
                  if (player >= 6) {
                    // Player stands on 6 or 7; the banker draws on 0 to 5.
                    for (let b3 = 0; b3 < 10; b3 += 1)
                      take(b3, w4, (w5) => settle(player, (banker + b3) % 10, w5));
                    return;
                  }
                  for (let p3 = 0; p3 < 10; p3 += 1)
                    take(p3, w4, (w5) => {
                      const playerFinal = (player + p3) % 10;
                      if (!bankerDraws(banker, p3)) {
                        settle(playerFinal, banker, w5);
                        return;
                      }
                      for (let b3 = 0; b3 < 10; b3 += 1)
                        take(b3, w5, (w6) => settle(playerFinal, (banker + b3) % 10, w6));
                    });
                });
            });
        });
    });
  return { ...sums, total: BigInt(fallingFrom(SHOE_CARDS, 6)) };
};

/** The exact RTP of each bet as a fraction, from the enumeration. */
export const computeBaccaratRtp = (): Record<BaccaratSpot, number> => {
  const { player, banker, tie, total } = enumerateBaccarat();
  const ratio = (numerator: bigint, denominator: bigint) =>
    Number((numerator * 10n ** 12n) / denominator) / 1e12;
  return {
    player: ratio(2n * player + tie, total),
    banker: ratio(39n * banker + 20n * tie, 20n * total),
    tie: ratio(9n * tie, total),
  };
};
