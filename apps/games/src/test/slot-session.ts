import type { SlotSession } from '@prime/contract';

/** A small three-reel fruit slot in demo mode, as the studio's session call answers it. */
export const slotSession = (overrides: Partial<SlotSession> = {}): SlotSession => ({
  mode: 'demo',
  game: { id: 3, name: 'Lucky Fruits', theme: 'fruits', provider: 'prime' },
  rules: {
    engine: 'slot-3',
    reels: 3,
    rows: 3,
    paylines: [[1, 1, 1]],
    symbols: [
      { id: 'cherry', kind: 'regular', pays: { '3': 5 } },
      { id: 'lemon', kind: 'regular', pays: { '3': 2 } },
      { id: 'scatter', kind: 'scatter', pays: {} },
    ],
    free_spins: { '3': 1 },
    free_spins_multiplier: 2,
    rtp: 95,
  },
  currency: { code: 'EUR', symbol: '€' },
  balance: 10,
  bets: [0.5, 1, 20],
  lobby_url: '/casino',
  ...overrides,
});
