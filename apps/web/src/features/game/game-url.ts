import type { Language } from '@prime/contract';

/**
 * The game's address with the site's language as `lang`, so the game page in the iframe shows
 * its texts in the language of the page around it (the API's address names no language).
 */
export const withGameLanguage = (url: string, language: Language): string => {
  const hashAt = url.indexOf('#');
  const address = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const separator = address.includes('?') ? '&' : '?';
  return `${address}${separator}lang=${language}${hash}`;
};
