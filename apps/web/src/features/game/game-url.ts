import type { Language } from '@prime/contract';

/**
 * The game's address with the site's language as `lang` (set, not added twice), so the game page
 * in the iframe shows its texts in the language of the page around it (the API's address names
 * no language). An address on this site stays relative; another provider's stays absolute.
 */
export const withGameLanguage = (url: string, language: Language): string => {
  const address = new URL(url, window.location.origin);
  address.searchParams.set('lang', language);
  return address.origin === window.location.origin
    ? `${address.pathname}${address.search}${address.hash}`
    : address.href;
};
