import type { Language } from '../constants';
import { cs } from './cs';
import { de } from './de';
import { en, type Texts } from './en';
import { es } from './es';
import { hu } from './hu';
import { pl } from './pl';
import { sk } from './sk';

export type { Texts };

/** Built-in interface texts of every language, keyed by section then key. */
export const BUILT_IN_TEXTS: Record<Language, Texts> = { en, cs, de, sk, hu, pl, es };

/** Sections the site asks the server for (spec 01 §7) and the ones the shell adds. */
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
