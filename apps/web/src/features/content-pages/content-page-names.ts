import { PAGE_NAME_MAX_LENGTH } from '@prime/contract';
import { PATHS, type PathName } from '../../shared/routing/paths';

/**
 * The footer pages of spec 01 §2 and the offline transfers' pages of spec 02 §2: each route
 * shows the CMS page named by its path.
 */
export const CONTENT_PAGE_ROUTES = [
  'security',
  'responsibleGaming',
  'contact',
  'imprint',
  'termsAndConditions',
  'affiliateProgram',
  'privacy',
  'amlcft',
  'help',
  'cookies',
  'bankTransfer',
  'cryptoTransfer',
] as const satisfies readonly PathName[];
export type ContentPageRoute = (typeof CONTENT_PAGE_ROUTES)[number];

/** `termsAndConditions` -> `terms-and-conditions`: the CMS names pages by their path segment. */
export const contentPageName = (route: ContentPageRoute): string => PATHS[route].slice(1);

/** Whether a generic `/{lang}/{page}` segment can name a CMS page (the API's own rule). */
export const isPageName = (value: string): boolean =>
  value.length <= PAGE_NAME_MAX_LENGTH && /^[a-z0-9-]+$/.test(value);
