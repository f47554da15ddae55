import { WAGERING_MULTIPLIER_MAX } from '@prime/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_CAMPAIGNS } from '../campaigns';
import { BANNER_SEED } from './banners';
import { PROMOTION_SEED } from './promotions';

const EUR = '1';
const welcome = DEMO_CAMPAIGNS.find((campaign) => campaign.code === 'WELCOME100')!;
const promotion = PROMOTION_SEED.find((seed) => seed.name === 'welcome-bonus')!;
const banners = BANNER_SEED.filter(
  (banner) => 'promotion' in banner.link && banner.link.promotion === 'welcome-bonus',
);

/** Every multiplier a text announces ("35x", "35 times"), as numbers. */
const multipliers = (text: string) =>
  [...text.matchAll(/(\d+)(?:x\b| times)/g)].map((match) => Number(match[1]));

describe('the welcome offer as advertised', () => {
  it('announces the wagering the WELCOME100 campaign applies, in every language', () => {
    const texts = [
      ...Object.values(promotion.comments),
      promotion.content,
      ...banners.flatMap((banner) => Object.values(banner.copy).map((copy) => copy[1])),
    ];
    expect(banners.length).toBeGreaterThan(0);
    for (const text of texts) {
      expect(multipliers(text), text).not.toHaveLength(0);
      for (const multiplier of multipliers(text)) {
        expect(multiplier, text).toBe(welcome.wagering_multiplier);
      }
    }
  });

  it('names the campaign minimum deposit in euros', () => {
    const minimum = welcome.min_deposits[EUR]! / 100;
    expect(promotion.content).toContain(`<td>€${minimum}</td>`);
    expect(promotion.content).toContain(`first deposit of at least €${minimum}`);
  });
});

describe('every promotion as advertised', () => {
  it('never announces more wagering than a campaign may set', () => {
    const announced = PROMOTION_SEED.flatMap((seed) =>
      [...seed.content.matchAll(/(\d+)x wagering|wagered (\d+) times/g)].map((match) => ({
        promotion: seed.name,
        multiplier: Number(match[1] ?? match[2]),
      })),
    );
    expect(announced.length).toBeGreaterThanOrEqual(3);
    for (const { promotion, multiplier } of announced) {
      expect(multiplier, promotion).toBeLessThanOrEqual(WAGERING_MULTIPLIER_MAX);
    }
  });
});
