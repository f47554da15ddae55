import { describe, expect, it } from 'vitest';
import {
  changesBetween,
  checkDraft,
  definitionOf,
  draftOf,
  type CampaignDraft,
} from './campaign-draft';

const texts = (text: string) =>
  Object.fromEntries(['en', 'cs', 'de', 'sk', 'hu', 'pl', 'es'].map((l) => [l, `${text} ${l}`]));

const welcome = (): CampaignDraft => ({
  ...draftOf(),
  code: 'WELCOME100',
  names: texts('Welcome') as CampaignDraft['names'],
  descriptions: texts('Double your deposit') as CampaignDraft['descriptions'],
  terms: texts('Terms') as CampaignDraft['terms'],
  type: 'deposit_match',
  percentage: '100',
  currencies: '1, 42',
  amounts: { '1': '200', '42': '5000.50' },
  min_deposits: { '1': '10' },
  max_bets: { '1': '5', '42': '125' },
  valid_from: '2026-12-01T00:00',
  valid_to: '',
});

describe('a campaign form', () => {
  it('gives the definition in minor units, checked by the contract', () => {
    const check = checkDraft(welcome());

    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.definition.reward).toEqual({
      type: 'deposit_match',
      percentage: 100,
      max_amounts: { '1': 20_000, '42': 500_050 },
    });
    expect(check.definition.currency_ids).toEqual([1, 42]);
    expect(check.definition.min_deposits).toEqual({ '1': 1000 });
    expect(check.definition.valid_from).toBe('2026-12-01T00:00:00.000Z');
    expect(check.definition.valid_to).toBeNull();
  });

  it('names every field the contract refuses', () => {
    const draft = welcome();
    const check = checkDraft({
      ...draft,
      code: 'x',
      names: { ...draft.names, de: ' ' },
      amounts: { '1': '200' },
      wagering_multiplier: '11',
      valid_to: '2026-11-01T00:00',
    });

    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(Object.keys(check.errors)).toEqual(
      expect.arrayContaining(['code', 'names.de', 'wagering_multiplier', 'valid_to', 'reward']),
    );
    expect(check.errors.reward).toBe('No amount for currency 42.');
  });

  it('reads a stored definition back into the same definition', () => {
    const check = checkDraft(welcome());
    if (!check.ok) throw new Error('the draft should be valid');

    const again = definitionOf(draftOf(check.definition));
    expect(changesBetween(definitionOf(welcome()), again)).toEqual({});
  });

  it('sends only the fields an edit changed', () => {
    const before = definitionOf(welcome());
    const after = definitionOf({ ...welcome(), percentage: '50', expiry_days: '14' });

    expect(changesBetween(before, after)).toEqual({
      reward: {
        type: 'deposit_match',
        percentage: 50,
        max_amounts: { '1': 20_000, '42': 500_050 },
      },
      expiry_days: 14,
    });
  });
});
