import {
  SKIN_SETTINGS_SNAPSHOT,
  type LanguageEntry,
  type Player,
  type SkinSettings,
} from '@prime/contract';
import type { AppState } from '../shared/session/app-store';

/** Skin settings as the API answers them: its built-in snapshot with a skin's own fields. */
export const buildSkinSettings = (): SkinSettings => ({
  id: 1,
  licensee_id: 1,
  name: 'Prime',
  ref_id: 'prime-web',
  countries: [],
  currencies: [],
  ...structuredClone(SKIN_SETTINGS_SNAPSHOT),
});

export const buildLanguages = (): LanguageEntry[] => [
  { id: 1, code: 'en', name: 'English' },
  { id: 2, code: 'cs', name: 'Čeština' },
  { id: 3, code: 'de', name: 'Deutsch' },
  { id: 4, code: 'sk', name: 'Slovenčina' },
  { id: 5, code: 'hu', name: 'Magyar' },
  { id: 6, code: 'pl', name: 'Polski' },
  { id: 7, code: 'es', name: 'Español' },
];

export const buildPlayer = (overrides: Partial<Player> = {}): Player => ({
  id: 7,
  user_id: 70,
  skin_id: 1,
  name: 'Anna Novak',
  username: 'annanovak',
  email: 'anna@example.com',
  email_verified_at: '2024-01-01T00:00:00Z',
  mobile: '+420777000111',
  sms_verified_at: null,
  status: 'active',
  is_verified: true,
  language: 'en',
  currency: { id: 1, code: 'EUR', symbol: '€' },
  balance: { total: 120.5, bonus: 10.25, available: 100, deposited: 20.5 },
  information: {
    dob: '1990-05-01',
    gender: 'female',
    country: 'MT',
    city: 'Sliema',
    address_line_1: 'Main street',
    address_line_2: '1',
    street: 'Main street',
    street_number: '1',
    postal_code: 'SLM 1549',
    nationality: 'MT',
    birth_country: 'MT',
    reality_minutes: 30,
    risky_country: false,
  },
  is_crypt: true,
  marketing: { terms_and_conditions: true, newsletter: false },
  limits: { max_daily_deposit: null, max_weekly_deposit: null, max_monthly_deposit: null },
  betLimits: {
    max_daily_bet: null,
    max_weekly_bet: null,
    max_monthly_bet: null,
    max_daily_loss: null,
    max_weekly_loss: null,
    max_monthly_loss: null,
    max_daily_playing_time: null,
  },
  status_expires_at: null,
  status_reason: null,
  is_pep: false,
  is_ubo: false,
  statusKyc: null,
  kyc: [],
  bonus: null,
  // A player who has read both notices; a test of the notices sets them back to null.
  responsible_gaming: {
    deposit_notice_acknowledged_at: '2024-01-01T00:00:00Z',
    bet_notice_acknowledged_at: '2024-01-01T00:00:00Z',
  },
  last_login: { at: '2024-03-01T08:15:00Z', ip: '203.0.113.7' },
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-01-02T00:00:00Z',
  ...overrides,
});

export const buildAppState = (overrides: Partial<AppState> = {}): AppState => ({
  language: 'en',
  clientIp: '127.0.0.1',
  token: null,
  device: 'desktop',
  skinSettings: buildSkinSettings(),
  languages: buildLanguages(),
  inMaintenance: false,
  isAdmin: false,
  ...overrides,
});
