import { BUILT_IN_TEXTS } from '@prime/contract/texts';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './i18n';
import { showTranslationKeys } from './translation-keys';

describe('translation keys beside texts (admin preview)', () => {
  it('adds the section and key to every text while on, and re-renders', () => {
    const i18n = createI18n('en', BUILT_IN_TEXTS);
    const rendered = vi.fn();
    i18n.on('languageChanged', rendered);
    expect(i18n.t('logout', { ns: 'header' })).toBe('Log out');

    showTranslationKeys(i18n, true);
    expect(i18n.t('logout', { ns: 'header' })).toBe('Log out [header.logout]');
    expect(i18n.getFixedT('en', 'login')('title')).toBe('Login [login.title]');
    expect(rendered).toHaveBeenCalledTimes(1);

    showTranslationKeys(i18n, true);
    expect(rendered).toHaveBeenCalledTimes(1);

    showTranslationKeys(i18n, false);
    expect(i18n.t('logout', { ns: 'header' })).toBe('Log out');
    expect(i18n.language).toBe('en');
  });
});
