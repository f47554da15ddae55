import type { GameDetail, GameEngine } from '@prime/contract';
import { bingoEngine } from './bingo/bingo-engine';
import { blackjackEngine } from './blackjack-engine';
import { createCrashEngine, type CrashEngine } from './crash/crash-engine';
import { DEFAULT_CRASH_TIMINGS, type CrashTimings } from './crash/timeline';
import { diceEngine } from './dice/dice-engine';
import { findStudioEngine, type StudioEngine } from './engine';
import { LIVE_ENGINES } from './live/live-engines';
import { scratchEngine } from './scratch/scratch-engine';
import { slotEngine } from './slot-engine';
import { baccaratTable, rouletteTable } from './tables/table-engines';
import { wheelEngine } from './wheel/wheel-engine';

/**
 * The engine families of one app; a catalog game runs on the first one that takes it (its
 * `runs` predicate, then its engines). Live families come first: they claim the live games of
 * engines other families also list (a live money wheel is not an instant wheel). The crash
 * family carries the app's round timings.
 */
export const createStudioEngines = (
  crashTimings: CrashTimings = DEFAULT_CRASH_TIMINGS,
): { all: readonly StudioEngine[]; crash: CrashEngine } => {
  const crash = createCrashEngine(crashTimings);
  return {
    all: [
      ...LIVE_ENGINES,
      slotEngine,
      rouletteTable,
      baccaratTable,
      blackjackEngine,
      scratchEngine,
      diceEngine,
      wheelEngine,
      bingoEngine,
      crash,
    ],
    crash,
  };
};

/** Every engine family the studio runs, with the default crash timings. */
export const STUDIO_ENGINES: readonly StudioEngine[] = createStudioEngines().all;

/**
 * Whether the studio runs a catalog game (a family lists its engine and takes the game, e.g. a
 * live or an instant wheel); a game no family runs is 'Game not available'.
 */
export const studioRunsEngine = (game: GameDetail): boolean =>
  findStudioEngine(STUDIO_ENGINES, game) !== undefined;

/**
 * The RTP, in basis points, that a catalog game declares when its family fixes one (crash,
 * tables, blackjack, the instant games); undefined for slots, whose configuration decides.
 */
export const declaredRtpBasisPoints = (engine: GameEngine, isLive: boolean): number | undefined =>
  findStudioEngine(STUDIO_ENGINES, { engine, is_live: isLive })?.declaredRtpBasisPoints;
