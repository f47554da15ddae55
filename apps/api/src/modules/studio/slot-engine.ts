import type { SlotEngine } from './studio.service';
export const slotEngine: SlotEngine = {
  rules: () => {
    throw new Error('pending');
  },
  play: () => {
    throw new Error('pending');
  },
};
