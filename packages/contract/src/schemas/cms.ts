import * as z from '../zod';
import { LANGUAGES } from '../constants';
import { envelope } from './common';
import { countrySchema, currencySchema } from './geo';

export const languageCodeSchema = z.enum(LANGUAGES);

/** Interface options of the site (spec 01 §3). */
export const uiOptionsSchema = z.object({
  email: z.string(),
  phone: z.string(),
  /** Licence number shown in the footer. */
  license: z.string(),
  vat_number: z.string(),
  company_name: z.string(),
  /** Show the top-winnings strip in the lobbies. */
  top_winnings: z.boolean(),
  /** Base URL of the affiliate referral links. */
  referral_code_url: z.string(),
  hide_transaction_popups: z.boolean(),
  /** The login field accepts an e-mail as well as the nickname. */
  player_login_with_email: z.boolean(),
  allow_external_registration: z.boolean(),
  /** Registration does not wait for the e-mail activation. */
  is_activation_email_bypassed: z.boolean(),
});

/**
 * Captcha settings the browser needs. The verification secret stays on the server: it is a
 * credential, never part of a public answer.
 */
export const captchaSettingsSchema = z.object({
  /** `altcha`: a self-hosted proof-of-work captcha that needs no outside service. */
  provider: z.literal('altcha'),
  /** Public key or site key of the captcha widget. */
  key: z.string(),
  /** Path the widget fetches its challenge from. */
  verifyUrl: z.string(),
});

/** A link in the footer lists. */
export const footerLinkSchema = z.object({
  /** Translation key of the label in the `footer` section. */
  label_key: z.string(),
  url: z.string(),
  /** Opens outside the site. */
  external: z.boolean(),
});

/** Licence and regulator details shown in the footer. */
export const licenceSchema = z.object({
  regulator: z.string(),
  regulator_url: z.string(),
  number: z.string(),
  /** Date the licence was issued, ISO date. */
  issued_at: z.iso.date(),
  company_register_number: z.string(),
  registered_address: z.string(),
});

export const layoutSettingsSchema = z.object({
  /** Lobby order of the header links. */
  header_links: z.array(z.object({ key: z.string(), path: z.string() })),
  footer_links: z.array(footerLinkSchema),
  help_links: z.array(footerLinkSchema),
  payment_methods: z.array(z.object({ name: z.string(), image: z.string() })),
  licence: licenceSchema,
  /** Minimum age to play, shown as the 18+ mark. */
  minimum_age: z.number().int(),
});

export const mediaSchema = z.object({
  logo: z.string(),
  logo_small: z.string(),
  favicon: z.string(),
});

export const skinSettingsSchema = z.object({
  id: z.number().int(),
  licensee_id: z.number().int(),
  name: z.string(),
  ref_id: z.string(),
  ui_options: uiOptionsSchema,
  /** How game revenue is calculated for reporting (`ggr`: bets minus wins). */
  revenue_calculation: z.enum(['ggr', 'ngr']),
  /** Empty when the site loads no analytics. */
  google_analytics_code: z.string(),
  captcha: captchaSettingsSchema,
  /**
   * Support chat widget, loaded only with functional cookie consent. `script_url` null: no chat
   * is configured and nothing loads.
   */
  support_chat: z.object({ script_url: z.string().nullable() }),
  notes: z.string(),
  media: mediaSchema,
  countries: z.array(countrySchema),
  layout_settings: layoutSettingsSchema,
  currencies: z.array(currencySchema),
});
export type SkinSettings = z.infer<typeof skinSettingsSchema>;
export const skinSettingsResponse = envelope(skinSettingsSchema);

/** POST cms/skin-in-maintenance answers whether the site is in maintenance. */
export const maintenanceResponse = envelope(z.object({ in_maintenance: z.boolean() }));

export const languageSchema = z.object({
  id: z.number().int(),
  code: languageCodeSchema,
  /** The language's own name, e.g. `Čeština`. */
  name: z.string(),
});
export type LanguageEntry = z.infer<typeof languageSchema>;
export const languagesResponse = envelope(z.array(languageSchema));

/** Texts of one section: key to text. */
export const sectionTextsSchema = z.record(z.string(), z.string());
/** Texts of one language: section to its texts. */
export const languageTextsSchema = z.record(z.string(), sectionTextsSchema);
export type LanguageTexts = z.infer<typeof languageTextsSchema>;

export const translationSectionParams = z.object({
  section: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z_]+$/, 'Unknown section'),
});
export const translationSectionQuery = z.object({
  language: languageCodeSchema.optional(),
});
/** GET cms/translation/{section}/: the section's texts in every language (or the one asked). */
export const translationSectionResponse = envelope(z.record(z.string(), sectionTextsSchema));

export const translationLanguageParams = z.object({ language: languageCodeSchema });
/** GET cms/translations/{language}: every section of one language, read as `data.data`. */
export const translationLanguageResponse = envelope(
  z.object({ language: languageCodeSchema, data: languageTextsSchema }),
);
