import type { StudioRules, StudioSession, StudioSessionOf } from '@prime/contract';

/** Starts one engine family's game on a loaded session of that family. */
export type StartGame<Rules extends StudioRules = StudioRules> = (
  root: HTMLElement,
  token: string,
  session: StudioSessionOf<Rules>,
) => void;

type Loader = () => Promise<StartGame>;

/** A family's page; the session it gets is of its own rules, as PAGES is keyed by engine. */
const page = <Rules extends StudioRules>(load: () => Promise<StartGame<Rules>>): Loader =>
  load as unknown as Loader;

const slot = page(() => import('./game-controller').then((module) => module.startGame));
const roulette = page(() => import('./roulette/roulette-page').then((m) => m.startRoulette));
const baccarat = page(() => import('./baccarat/baccarat-page').then((m) => m.startBaccarat));
const liveWheel = page(() => import('./live-wheel/live-wheel-page').then((m) => m.startLiveWheel));
const scratch = page(() => import('./scratch/scratch-page').then((module) => module.startScratch));
const dice = page(() => import('./dice/dice-page').then((module) => module.startDice));
const wheel = page(() => import('./wheel/wheel-page').then((module) => module.startWheel));
const bingo = page(() => import('./bingo/bingo-page').then((module) => module.startBingo));
const crash = page(() => import('./crash/crash-page').then((module) => module.startCrash));
const blackjack = page(() =>
  import('./blackjack/blackjack-page').then((module) => module.startBlackjack),
);

/**
 * The page of every engine the studio serves, loaded when a session of that engine opens, so a
 * player downloads only the game they play.
 */
const PAGES: Record<StudioRules['engine'], Loader> = {
  'slot-3': slot,
  'slot-4': slot,
  'slot-5': slot,
  roulette,
  baccarat,
  'live-wheel': liveWheel,
  'scratch-card': scratch,
  dice,
  wheel,
  'bingo-90': bingo,
  crash,
  blackjack,
};

/** The start function of the session's engine, or undefined for an engine this page lacks. */
export const loadGame = async (session: StudioSession): Promise<StartGame | undefined> => {
  const load = PAGES[session.rules.engine] as Loader | undefined;
  return load ? load() : undefined;
};
