import type { SlotSpin } from '@prime/contract';
import type { InstantEngine } from './engine';
import {
  cryptoRng,
  isSlotEngine,
  playSlotRound,
  SLOT_ENGINES,
  slotConfigFor,
  slotRules,
  toSlotSpin,
  type SlotEngine,
  type SlotVolatility,
} from './slot';

const configOf = (engine: string, volatility: SlotVolatility | null) => {
  if (!isSlotEngine(engine)) throw new Error(`not a slot engine: ${engine}`);
  return slotConfigFor(engine as SlotEngine, volatility ?? 'medium');
};

/**
 * The slot engine as the studio serves it: every round drawn with the cryptographic RNG. The
 * stored outcome names the configuration and holds every spin as shown to the player.
 */
export const slotEngine: InstantEngine<null, { spins: SlotSpin[] }> = {
  engines: SLOT_ENGINES,
  rules: (game) => slotRules(configOf(game.engine, game.volatility)),
  // A line then pays an exact multiple of the line bet.
  stakeDivisor: (rules) => ('paylines' in rules ? BigInt(rules.paylines.length) : 1n),
  play: ({ game, bet }) => {
    const round = playSlotRound(configOf(game.engine, game.volatility), bet, cryptoRng);
    const spins = round.spins.map(toSlotSpin);
    return {
      win: round.totalWin,
      result: { spins },
      outcome: {
        engine: game.engine,
        volatility: game.volatility ?? 'medium',
        rng: 'crypto.randomInt',
        spins,
      },
    };
  },
};
