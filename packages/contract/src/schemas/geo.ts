import * as z from '../zod';
import { envelope } from './common';

/** An ISO 3166 country. */
export const countrySchema = z.object({
  id: z.number().int(),
  /** ISO 3166-1 alpha-2. */
  code: z.string().length(2),
  /** ISO 3166-1 alpha-3. */
  code3: z.string().length(3),
  name: z.string(),
  /** International dialling prefix with its plus sign, e.g. `+420`. */
  phone_prefix: z.string(),
  /** Member of the European Economic Area. */
  is_EEA: z.boolean(),
});
export type Country = z.infer<typeof countrySchema>;

export const currencySchema = z.object({
  id: z.number().int(),
  /** ISO 4217. */
  code: z.string().length(3),
  name: z.string(),
  /** Units of this currency for one euro (EUR is 1). */
  rate: z.number().positive(),
  symbol: z.string(),
});
export type Currency = z.infer<typeof currencySchema>;

export const countriesResponse = envelope(z.array(countrySchema));
export const currenciesResponse = envelope(z.array(currencySchema));
