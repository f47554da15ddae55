import type { GameDetail, GameEngine, StudioRules } from '@prime/contract';
import type { Rng } from './slot';

/**
 * An engine family of the studio as a game session sees it: the catalog engines it runs, the
 * rules its page draws from, and the stakes it takes. Every catalog game names one engine
 * (ARCHITECTURE.md §6); a game whose engine no family runs is 'Game not available'.
 */
export type StudioEngine = {
  engines: readonly GameEngine[];
  /**
   * Whether the family runs this game of one of its engines, checked before `engines` when two
   * families share an engine (a live money wheel and an instant wheel; live and RNG tables).
   */
  runs?: (game: Pick<GameDetail, 'is_live'>) => boolean;
  /**
   * Table games: the stake of a round is spread over spots of a layout. The session's `bets`
   * are then chips (the offered stakes up to the game's max bet), every spot's stake is a whole
   * number of the smallest chip, and the round's total must lie within the game's min and max.
   */
  stakesOnSpots?: boolean;
  rules: (game: GameDetail) => StudioRules;
  /**
   * The RTP, in basis points, that every catalog game of the family declares (a table's best
   * bet, blackjack's with basic strategy). None for slots, whose configuration decides.
   */
  declaredRtpBasisPoints?: number;
  /**
   * A stake is offered only when it divides by this (in minor units), so that every pay of the
   * paytable is an exact number of cents and the declared RTP holds without rounding.
   */
  stakeDivisor?: (rules: StudioRules) => bigint;
  /**
   * What the round history may show of a round still `playing` (its stored outcome fixes what
   * is still to come: a shoe, a seed); nothing when absent.
   */
  playingOutcome?: (outcome: Record<string, unknown>) => Record<string, unknown>;
};

/** What one round of an instant engine drew: what it pays, what the page shows, what is kept. */
export type InstantDraw<Result> = {
  win: bigint;
  result: Result;
  /** Stored with the round: everything a dispute is settled from (the result, the RNG used). */
  outcome: Record<string, unknown>;
};

/** An engine whose round is one call: the stake and the player's choice in, the result out. */
export type InstantEngine<Choice, Result> = StudioEngine & {
  /**
   * How many offered stakes the choice buys (bingo tickets): the round costs the stake times
   * this. Without it a round costs one stake.
   */
  units?: (choice: Choice) => number;
  /** `bet` is the offered stake (the price of one unit when the choice buys several). */
  play: (context: {
    game: GameDetail;
    rules: StudioRules;
    bet: bigint;
    choice: Choice;
  }) => InstantDraw<Result>;
};

/** The family of `families` that runs a game, if any: it lists the engine and takes the game. */
export const findStudioEngine = <Family extends StudioEngine>(
  families: readonly Family[],
  game: Pick<GameDetail, 'engine' | 'is_live'>,
): Family | undefined =>
  families.find((family) => family.engines.includes(game.engine) && (family.runs?.(game) ?? true));

/**
 * A variant of an engine whose declared RTP is checked by simulation (in its tests, and for all
 * engines in `npm run bench`): one round's return as a multiple of the stake, drawn with a
 * seeded RNG. A variant is what changes the RTP: a slot configuration, a roulette bet, a dice
 * target.
 */
export type RtpCheck = {
  /** What is simulated, e.g. `roulette: straight up` or `dice: under 50`. */
  name: string;
  declaredBasisPoints: number;
  playOnce: (rng: Rng) => number;
};
