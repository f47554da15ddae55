import { describe, expect, it } from 'vitest';
import { withGameLanguage } from './game-url';

describe('withGameLanguage', () => {
  it('adds the language to an address of this site and keeps it relative', () => {
    expect(withGameLanguage('/games/?token=abc', 'cs')).toBe('/games/?token=abc&lang=cs');
    expect(withGameLanguage('/games/#table', 'de')).toBe('/games/?lang=de#table');
  });

  it('replaces a language the address already names', () => {
    expect(withGameLanguage('/games/?lang=en&token=abc', 'pl')).toBe('/games/?lang=pl&token=abc');
  });

  it('keeps another provider’s address absolute', () => {
    expect(withGameLanguage('https://games.example.com/launch?session=1', 'hu')).toBe(
      'https://games.example.com/launch?session=1&lang=hu',
    );
  });
});
