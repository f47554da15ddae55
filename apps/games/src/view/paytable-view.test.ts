import type { SlotRules } from '@prime/contract';
import { describe, expect, it } from 'vitest';
import { getSymbolFace, getTheme } from '../game/themes';
import { createPaytable } from './paytable-view';

const rules: SlotRules = {
  engine: 'slot-5',
  reels: 5,
  rows: 3,
  paylines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
  ],
  symbols: [
    { id: 'seven', kind: 'regular', pays: { '5': 500, '3': 20, '4': 100 } },
    { id: 'crystal', kind: 'regular', pays: { '3': 2 } },
    { id: 'wild', kind: 'wild', pays: {} },
    { id: 'scatter', kind: 'scatter', pays: { '3': 5 } },
  ],
  free_spins: { '4': 15, '3': 10 },
  free_spins_multiplier: 3,
  rtp: 96.5,
};

const theme = getTheme('ocean');
const paytable = () => createPaytable(rules, (id) => getSymbolFace(theme, id), 'paytable');

describe('the paytable', () => {
  it('lists every symbol with its pays by count, smallest count first', () => {
    const rows = [...paytable().querySelectorAll('tbody tr')].map((row) => row.textContent);
    expect(rows[0]).toContain('Whale');
    expect(rows[0]).toMatch(/3 of a kind: 20.*4 of a kind: 100.*5 of a kind: 500/);
    expect(rows[1]).toContain('crystal');
    expect(rows).toHaveLength(4);
  });

  it('explains the wild, the scatter, the free spins, the lines and the RTP', () => {
    const text = paytable().textContent ?? '';
    expect(text).toContain('Trident wild is wild');
    expect(text).toContain('Pearl scatter is the scatter');
    expect(text).toMatch(
      /3 × Pearl scatter anywhere award 10 free spins.*4 × Pearl scatter anywhere award 15/,
    );
    expect(text).toContain('multiplied by 3');
    expect(text).toContain('3 paylines on 5 reels of 3 rows');
    expect(text).toContain('Return to player: 96.50%');
  });

  it('is a region named by its heading', () => {
    const section = paytable();
    expect(section.getAttribute('aria-labelledby')).toBe('paytable-title');
    expect(section.querySelector('#paytable-title')?.textContent).toBe('Paytable');
  });
});
