import { CZK_CURRENCY_ID } from '@prime/contract';

/** The demo site and the accounts the README lists. */
export const DEMO_SKIN = { id: 1, licenseeId: 1, name: 'Prime', refId: 'prime' } as const;

export const DEMO_PASSWORD = 'PrimeDemo#2026';
export const DEMO_STAFF_PASSWORD = 'PrimeStaff#2026';

export const DEMO_PLAYERS = [
  {
    username: 'demoplayer',
    email: 'demo.player@example.com',
    firstName: 'Anna',
    lastName: 'Demo',
    gender: 'female',
    dob: '1990-04-12',
    countryCode: 'MT',
    city: 'Valletta',
    addressLine1: 'Republic Street 12',
    postalCode: 'VLT 1110',
    nationality: 'MT',
    currencyId: 1,
    language: 'en',
    mobile: '+35621000000',
  },
  {
    username: 'demohrac',
    email: 'demo.hrac@example.com',
    firstName: 'Petr',
    lastName: 'Novák',
    gender: 'male',
    dob: '1985-09-30',
    countryCode: 'CZ',
    city: 'Praha',
    addressLine1: 'Národní 25',
    postalCode: '110 00',
    nationality: 'CZ',
    currencyId: CZK_CURRENCY_ID,
    language: 'cs',
    mobile: '+420601000000',
  },
] as const;

/** Withdrawable money each demo player starts with, in minor units of their currency. */
export const DEMO_FUNDS_MINOR: Record<(typeof DEMO_PLAYERS)[number]['username'], bigint> = {
  demoplayer: 50_000n,
  demohrac: 1_000_000n,
};

export const DEMO_STAFF = { username: 'operator', role: 'admin' } as const;

/**
 * One back-office staff member per role, named after it, with DEMO_STAFF_PASSWORD; each enrols
 * an authenticator at the first login (decision 33).
 */
export const DEMO_ROLE_STAFF = (
  ['admin', 'payments', 'compliance', 'support', 'content'] as const
).map((role) => ({ username: role, role }));
