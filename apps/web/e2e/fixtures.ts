import { test as base, expect } from '@playwright/test';

export type SiteOptions = {
  /**
   * Consent code stored before the page opens, as a returning visitor who already chose;
   * null for a visitor who has not chosen yet (the consent panel shows).
   */
  consent: 'e' | 'ef' | 'efs' | null;
};

/**
 * Playwright's test with the site's options. By default the visitor has already kept only the
 * essential cookies, so the consent panel does not stand in the way of other stories.
 */
export const test = base.extend<SiteOptions>({
  consent: ['e', { option: true }],
  context: async ({ context, consent, baseURL }, provide) => {
    if (consent) {
      await context.addCookies([{ name: 'cookieConfirmed', value: consent, url: baseURL! }]);
    }
    await provide(context);
  },
});

export { expect };
