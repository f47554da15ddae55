import { cryptoRng, playSlotRound, slotConfigFor, slotRules, toSlotSpin } from './slot';
import type { SlotMachine } from './studio.service';

/**
 * The slot engine as the studio serves it: every round drawn with the cryptographic RNG. The
 * stored outcome names the configuration and holds every spin as shown to the player.
 */
export const slotEngine: SlotMachine = {
  rules: (engine, volatility) => slotRules(slotConfigFor(engine, volatility)),
  play: (engine, volatility, betMinor) => {
    const round = playSlotRound(slotConfigFor(engine, volatility), betMinor, cryptoRng);
    const spins = round.spins.map(toSlotSpin);
    return {
      spins,
      totalWin: round.totalWin,
      outcome: { engine, volatility, rng: 'crypto.randomInt', spins },
    };
  },
};
