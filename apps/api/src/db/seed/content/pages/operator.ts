import { SKIN_SETTINGS_SNAPSHOT } from '@prime/contract';

const { ui_options: ui, layout_settings: layout } = SKIN_SETTINGS_SNAPSHOT;

/**
 * The operator's identity as the footer pages print it. Read from the skin snapshot so the legal
 * texts can never disagree with the licence line in the footer.
 */
export const OPERATOR = {
  company: ui.company_name,
  registerNumber: layout.licence.company_register_number,
  address: layout.licence.registered_address,
  vat: ui.vat_number,
  email: ui.email,
  phone: ui.phone,
  licence: layout.licence.number,
  regulator: layout.licence.regulator,
  regulatorUrl: layout.licence.regulator_url,
  /** Issue date in the words of the legal texts, e.g. `1 August 2018`. */
  licenceIssued: new Date(`${layout.licence.issued_at}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }),
  minimumAge: layout.minimum_age,
} as const;

/** The version of the terms and conditions, privacy and cookie policies in force. */
export const TERMS_EFFECTIVE = '1 November 2026';
/** The same date as the German and Czech texts write it. */
export const TERMS_EFFECTIVE_DE = '1. November 2026';
export const TERMS_EFFECTIVE_CS = '1. listopadu 2026';
