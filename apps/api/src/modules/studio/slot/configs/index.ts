import type { SlotConfig, SlotEngine, SlotVolatility } from '../slot.types';
import { SLOT_3 } from './slot-3';
import { SLOT_4 } from './slot-4';
import { SLOT_5 } from './slot-5';

const BY_ENGINE: Record<SlotEngine, Record<SlotVolatility, SlotConfig>> = {
  'slot-3': SLOT_3,
  'slot-4': SLOT_4,
  'slot-5': SLOT_5,
};

/** Every configuration, by engine then volatility. */
export const SLOT_CONFIGS: readonly SlotConfig[] = Object.values(BY_ENGINE).flatMap(
  (byVolatility) => Object.values(byVolatility),
);

/** The configuration a catalog game of this engine and volatility runs on. */
export const slotConfigFor = (engine: SlotEngine, volatility: SlotVolatility): SlotConfig =>
  BY_ENGINE[engine][volatility];
