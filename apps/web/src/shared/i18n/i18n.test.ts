import { describe, expect, it } from 'vitest';
import { applyServerTexts, createI18n } from './i18n';

describe('i18n', () => {
  it('holds the built-in texts of all seven languages by section', () => {
    const i18n = createI18n('en');
    expect(i18n.t('routes:login')).toBe('Login');
    for (const language of ['cs', 'de', 'sk', 'hu', 'pl', 'es']) {
      expect(i18n.getFixedT(language)('loading:welcome')).not.toBe('');
      expect(i18n.hasResourceBundle(language, 'routes')).toBe(true);
    }
  });

  it('lays the server texts over the built-in ones key by key', () => {
    const i18n = createI18n('de');
    const before = i18n.t('header:help');
    applyServerTexts(i18n, 'de', { header: { casino: 'Kasino vom Server' } });
    expect(i18n.t('header:casino')).toBe('Kasino vom Server');
    expect(i18n.t('header:help')).toBe(before);
  });

  it('interpolates values without escaping (React escapes)', () => {
    const i18n = createI18n('en');
    expect(i18n.t('header:welcome', { name: 'A & B' })).toBe('Welcome, A & B');
  });
});
