import { describe, expect, it } from 'vitest';
import { WAGERING_CATEGORIES, wageringCategoryOf } from './constants';
import { GAME_TYPES } from './schemas/casino';

describe('wageringCategoryOf', () => {
  it('puts every catalog game type in the category its bets are counted in', () => {
    expect(Object.fromEntries(GAME_TYPES.map((type) => [type, wageringCategoryOf(type)]))).toEqual({
      'live-casino': 'live',
      'scratch-card': 'slots',
      'crash-game': 'crash',
      slot: 'slots',
      'table-game': 'tables',
      'instant-win': 'slots',
      bingo: 'slots',
    });
  });

  it('answers only categories a campaign sets a contribution for', () => {
    for (const type of [...GAME_TYPES, 'a-type-added-later']) {
      expect(WAGERING_CATEGORIES).toContain(wageringCategoryOf(type));
    }
  });
});
