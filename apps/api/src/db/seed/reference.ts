import { CZK_CURRENCY_ID, type Language } from '@prime/contract';

/** Languages of the site, in the order the selector shows them. */
export const LANGUAGE_SEED: readonly { code: Language; name: string }[] = [
  { code: 'en', name: 'English' },
  { code: 'cs', name: 'Čeština' },
  { code: 'de', name: 'Deutsch' },
  { code: 'sk', name: 'Slovenčina' },
  { code: 'hu', name: 'Magyar' },
  { code: 'pl', name: 'Polski' },
  { code: 'es', name: 'Español' },
];

/**
 * Currencies with fixed ids and a rate per euro. Rates are the operator's reference rates;
 * `npm run ops` can update them. Rates are decimal strings: never floats in the database.
 */
export const CURRENCY_SEED: readonly {
  id: number;
  code: string;
  name: string;
  rate: string;
  symbol: string;
}[] = [
  { id: 1, code: 'EUR', name: 'Euro', rate: '1', symbol: '€' },
  { id: 2, code: 'USD', name: 'US Dollar', rate: '1.08', symbol: '$' },
  { id: 3, code: 'GBP', name: 'Pound Sterling', rate: '0.85', symbol: '£' },
  { id: 4, code: 'PLN', name: 'Polish Zloty', rate: '4.30', symbol: 'zł' },
  { id: 5, code: 'HUF', name: 'Hungarian Forint', rate: '395', symbol: 'Ft' },
  { id: 6, code: 'CHF', name: 'Swiss Franc', rate: '0.95', symbol: 'CHF' },
  { id: 7, code: 'SEK', name: 'Swedish Krona', rate: '11.40', symbol: 'kr' },
  { id: 8, code: 'NOK', name: 'Norwegian Krone', rate: '11.60', symbol: 'kr' },
  { id: 9, code: 'DKK', name: 'Danish Krone', rate: '7.46', symbol: 'kr' },
  { id: 10, code: 'RON', name: 'Romanian Leu', rate: '4.97', symbol: 'lei' },
  { id: CZK_CURRENCY_ID, code: 'CZK', name: 'Czech Koruna', rate: '25.20', symbol: 'Kč' },
];
