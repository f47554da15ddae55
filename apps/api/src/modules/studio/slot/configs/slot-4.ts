import type { SlotConfig, SlotVolatility } from '../slot.types';
import { slotFamily } from './define-slot';

const slot4 = slotFamily({
  engine: 'slot-4',
  reels: 4,
  paylines: [
    [1, 1, 1, 1],
    [0, 0, 0, 0],
    [2, 2, 2, 2],
    [0, 1, 1, 0],
    [2, 1, 1, 2],
    [0, 1, 2, 2],
    [2, 1, 0, 0],
    [1, 0, 0, 1],
    [1, 2, 2, 1],
    [1, 0, 1, 2],
  ],
  regular: ['seven', 'bell', 'plum', 'cherry', 'A', 'K', 'Q', 'J'],
  freeSpins: { 3: 10, 4: 20 },
});

export const SLOT_4: Record<SlotVolatility, SlotConfig> = {
  low: slot4({
    volatility: 'low',
    pays: {
      wild: { 3: 50, 4: 200 },
      seven: { 3: 40, 4: 100 },
      bell: { 3: 25, 4: 75 },
      plum: { 3: 20, 4: 50 },
      cherry: { 3: 15, 4: 40 },
      A: { 3: 10, 4: 25 },
      K: { 3: 8, 4: 20 },
      Q: { 3: 6, 4: 18 },
      J: { 3: 4, 4: 15 },
      scatter: { 2: 1, 3: 5, 4: 20 },
    },
    mix: { wild: 2, seven: 2, bell: 3, plum: 3, cherry: 4, A: 4, K: 5, Q: 5, J: 8, scatter: 2 },
    freeSpinsMultiplier: 2,
    rtpBasisPoints: 9581,
  }),
  medium: slot4({
    volatility: 'medium',
    pays: {
      wild: { 3: 80, 4: 400 },
      seven: { 3: 50, 4: 250 },
      bell: { 3: 35, 4: 150 },
      plum: { 3: 25, 4: 100 },
      cherry: { 3: 20, 4: 50 },
      A: { 3: 10, 4: 40 },
      K: { 3: 9, 4: 30 },
      Q: { 3: 8, 4: 20 },
      J: { 3: 5, 4: 15 },
      scatter: { 3: 5, 4: 50 },
    },
    mix: { wild: 2, seven: 2, bell: 3, plum: 3, cherry: 4, A: 5, K: 5, Q: 6, J: 8, scatter: 2 },
    freeSpinsMultiplier: 2,
    rtpBasisPoints: 9446,
  }),
  high: slot4({
    volatility: 'high',
    pays: {
      wild: { 3: 200, 4: 2000 },
      seven: { 3: 100, 4: 800 },
      bell: { 3: 50, 4: 300 },
      plum: { 3: 30, 4: 150 },
      cherry: { 3: 20, 4: 80 },
      A: { 3: 12, 4: 50 },
      K: { 3: 10, 4: 40 },
      Q: { 3: 8, 4: 30 },
      J: { 3: 6, 4: 20 },
      scatter: { 3: 10, 4: 100 },
    },
    mix: { wild: 1, seven: 2, bell: 3, plum: 3, cherry: 4, A: 5, K: 6, Q: 6, J: 9, scatter: 2 },
    freeSpinsMultiplier: 3,
    rtpBasisPoints: 9675,
  }),
};
