import { BUILT_IN_TEXTS } from '@prime/contract/texts';
import { describe, expect, it } from 'vitest';
import { enAccount } from '@prime/contract/texts/en-account';
import { enShell } from '@prime/contract/texts/en-shell';
import { accountTexts, addBuiltInTexts, loadBuiltInTexts } from './built-in-texts';
import { applyServerTexts, createI18n } from './i18n';

describe('i18n', () => {
  it('holds the built-in texts it is given, by section', () => {
    const i18n = createI18n('en', BUILT_IN_TEXTS);
    expect(i18n.t('routes:login')).toBe('Login');
    for (const language of ['cs', 'de', 'sk', 'hu', 'pl', 'es']) {
      expect(i18n.getFixedT(language)('loading:welcome')).not.toBe('');
      expect(i18n.hasResourceBundle(language, 'routes')).toBe(true);
    }
  });

  it('lays the server texts over the built-in ones key by key', () => {
    const i18n = createI18n('de', BUILT_IN_TEXTS);
    const before = i18n.t('header:help');
    applyServerTexts(i18n, 'de', { header: { casino: 'Kasino vom Server' } });
    expect(i18n.t('header:casino')).toBe('Kasino vom Server');
    expect(i18n.t('header:help')).toBe(before);
  });

  it('interpolates values without escaping (React escapes)', () => {
    const i18n = createI18n('en', BUILT_IN_TEXTS);
    expect(i18n.t('header:welcome', { name: 'A & B' })).toBe('Welcome, A & B');
  });
});

describe('built-in texts', () => {
  it('loads English without the account areas and the visitor language only', async () => {
    const texts = await loadBuiltInTexts('hu');
    expect(Object.keys(texts).sort()).toEqual(['en', 'hu']);
    expect(texts.hu).toEqual(BUILT_IN_TEXTS.hu);
    expect(texts.en).toEqual(enShell);
    expect(texts.en).not.toHaveProperty('registration');
  });

  it('adds the English account texts once, keeping what the server sent', async () => {
    const i18n = createI18n('en', await loadBuiltInTexts('en'));
    expect(i18n.exists('login:title')).toBe(false);
    applyServerTexts(i18n, 'en', { login: { title: 'Sign in (server)' } });
    await accountTexts(i18n);
    expect(i18n.t('login:title')).toBe('Sign in (server)');
    expect(i18n.t('registration:title')).toBe(enAccount.registration.title);
    expect(accountTexts(i18n)).toBe(accountTexts(i18n));
  });

  it('adds a language on demand without replacing the texts the server sent', async () => {
    const i18n = createI18n('en', await loadBuiltInTexts('en'));
    expect(i18n.hasResourceBundle('pl', 'routes')).toBe(false);
    applyServerTexts(i18n, 'pl', { header: { casino: 'Kasyno z serwera' } });

    await addBuiltInTexts(i18n, 'pl');
    const t = i18n.getFixedT('pl');
    expect(t('header:casino')).toBe('Kasyno z serwera');
    expect(t('routes:login')).toBe(BUILT_IN_TEXTS.pl.routes.login);
  });
});
