export { SLOT_CONFIGS, slotConfigFor } from './configs';
export { playSlotRound } from './play';
export { cryptoRng, createSeededRng } from './rng';
export { computeSlotRtp, type SlotRtp } from './rtp';
export { slotRules, toSlotSpin } from './rules';
export {
  SLOT_ENGINES,
  SLOT_VOLATILITIES,
  isSlotEngine,
  type LineWin,
  type Rng,
  type SlotConfig,
  type SlotEngine,
  type SlotRound,
  type SlotVolatility,
  type SpinOutcome,
} from './slot.types';
