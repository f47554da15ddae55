/**
 * Sections the site asks the server for (spec 01 §7) and the ones the shell adds; apart from the
 * texts themselves, so the back office can name them without loading every language.
 */
export const TRANSLATION_SECTIONS = [
  'header',
  'footer',
  'registration',
  'login',
  'buttons',
  'casino',
  'live_casino',
  'promotion',
  'about_us',
  'payment_methods',
  'affiliate_program',
  'myprofile',
  'reports',
  'accountBalance',
  'myInbox',
  'dashboardMenu',
  'loading',
  'maintenance',
  'admin',
  'errors',
  'routes',
  'consent',
  'newsletter',
  'game',
  'dataTable',
  'cashier',
  'transactions',
  'limits',
  'documents',
  'survey',
  'kyc',
  'bonus',
] as const;
export type TranslationSection = (typeof TRANSLATION_SECTIONS)[number];
