import type { FooterPageSeed } from './footer-pages.types';
import { ABOUT_US_PAGE } from './pages/about-us';
import { AFFILIATE_PROGRAM_PAGE } from './pages/affiliate-program';
import { AMLCFT_PAGE } from './pages/amlcft';
import { BANK_TRANSFER_PAGE } from './pages/bank-transfer';
import { CONTACT_PAGE } from './pages/contact';
import { COOKIES_PAGE } from './pages/cookies';
import { CRYPTO_TRANSFER_PAGE } from './pages/crypto-transfer';
import { HELP_PAGE } from './pages/help';
import { IMPRINT_PAGE } from './pages/imprint';
import { PRIVACY_PAGE } from './pages/privacy';
import { RESPONSIBLE_GAMING_PAGE } from './pages/responsible-gaming';
import { SECURITY_PAGE } from './pages/security';
import { TERMS_AND_CONDITIONS_PAGE } from './pages/terms-and-conditions';

/**
 * The static pages of the demo site: the ten footer links in footer order, then `about-us`,
 * which only the generic `/{lang}/{page}` route opens.
 */
export const FOOTER_PAGES: readonly FooterPageSeed[] = [
  SECURITY_PAGE,
  RESPONSIBLE_GAMING_PAGE,
  CONTACT_PAGE,
  IMPRINT_PAGE,
  TERMS_AND_CONDITIONS_PAGE,
  AFFILIATE_PROGRAM_PAGE,
  PRIVACY_PAGE,
  AMLCFT_PAGE,
  HELP_PAGE,
  COOKIES_PAGE,
  ABOUT_US_PAGE,
];

/** The pages the deposit screen links to for its offline methods (spec 02 §2). */
export const TRANSFER_PAGES: readonly FooterPageSeed[] = [BANK_TRANSFER_PAGE, CRYPTO_TRANSFER_PAGE];

/** Every static page the demo site seeds. */
export const SEEDED_PAGES: readonly FooterPageSeed[] = [...FOOTER_PAGES, ...TRANSFER_PAGES];
