import type { Country } from '@prime/contract';
import { describe, expect, it } from 'vitest';
import { countryOptions } from './country-options';

const country = (id: number, code: string, name: string): Country => ({
  id,
  code,
  code3: `${code}X`,
  name,
  phone_prefix: '+1',
  is_EEA: true,
});

const countries = [
  country(1, 'DE', 'Germany'),
  country(2, 'CZ', 'Czechia'),
  country(3, 'MT', 'Malta'),
];

describe('countryOptions', () => {
  it('keeps the reference order and names in English', () => {
    expect(countryOptions(countries, 'en').map((option) => option.label)).toEqual([
      'Germany',
      'Czechia',
      'Malta',
    ]);
  });

  it("names and sorts the countries in the page's language", () => {
    expect(countryOptions(countries, 'cs').map((option) => option.label)).toEqual([
      'Česko',
      'Malta',
      'Německo',
    ]);
  });

  it('answers the same options for the same list and language until either changes', () => {
    const czech = countryOptions(countries, 'cs');
    expect(countryOptions(countries, 'cs')).toBe(czech);
    expect(countryOptions(countries, 'de')).not.toBe(czech);
    expect(countryOptions([...countries], 'cs')).not.toBe(czech);
    expect(countryOptions([...countries], 'cs')).toEqual(czech);
  });
});
