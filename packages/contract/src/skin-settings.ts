import { LOBBY_LINKS } from './constants';
import type { SkinSettings } from './schemas/cms';

/**
 * The skin settings are a built-in snapshot of the product (spec 01 §3): the site's identity,
 * licence and layout. The skin row adds id and name; countries and currencies come from the
 * database so there is one list of each.
 */
export const SKIN_SETTINGS_SNAPSHOT: Omit<
  SkinSettings,
  'id' | 'licensee_id' | 'name' | 'ref_id' | 'countries' | 'currencies'
> = {
  ui_options: {
    email: 'support@prime-casino.example',
    phone: '+356 2000 0000',
    license: 'MGA/B2C/512/2018',
    vat_number: 'MT 2512 3456',
    company_name: 'Prime Entertainment Ltd.',
    top_winnings: true,
    referral_code_url: '/?btag=',
    hide_transaction_popups: false,
    player_login_with_email: true,
    allow_external_registration: false,
    is_activation_email_bypassed: false,
  },
  revenue_calculation: 'ggr',
  google_analytics_code: '',
  captcha: { provider: 'altcha', key: 'prime-altcha', verifyUrl: '/v1/captcha/challenge' },
  support_chat: { script_url: null },
  notes: 'Prime player site, Malta licence.',
  media: {
    logo: '/brand/logo.svg',
    logo_small: '/brand/logo-small.svg',
    favicon: '/favicon.svg',
  },
  layout_settings: {
    header_links: [...LOBBY_LINKS],
    footer_links: [
      'security',
      'responsible-gaming',
      'contact',
      'imprint',
      'terms-and-conditions',
      'affiliate-program',
      'privacy',
      'amlcft',
      'help',
      'cookies',
    ].map((page) => ({ label_key: page.replaceAll('-', '_'), url: page, external: false })),
    help_links: [
      { label_key: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org', external: true },
      { label_key: 'GamCare', url: 'https://www.gamcare.org.uk', external: true },
      { label_key: 'Sedqa (Malta)', url: 'https://fsws.gov.mt/en/sedqa', external: true },
      { label_key: 'BeGambleAware', url: 'https://www.begambleaware.org', external: true },
    ],
    payment_methods: [
      { name: 'Visa', image: '/payments/visa.svg' },
      { name: 'Mastercard', image: '/payments/mastercard.svg' },
      { name: 'Skrill', image: '/payments/skrill.svg' },
      { name: 'Neteller', image: '/payments/neteller.svg' },
      { name: 'Paysafecard', image: '/payments/paysafecard.svg' },
      { name: 'Bank transfer', image: '/payments/bank-transfer.svg' },
    ],
    licence: {
      regulator: 'Malta Gaming Authority',
      regulator_url: 'https://www.mga.org.mt',
      number: 'MGA/B2C/512/2018',
      issued_at: '2018-08-01',
      company_register_number: 'C 81234',
      registered_address: 'Level 3, Prime House, Triq il-Kbira, Sliema SLM 1549, Malta',
    },
    minimum_age: 18,
  },
};
