import { asc } from 'drizzle-orm';
import type { Country, Currency } from '@prime/contract';
import type { Db } from '../../db/client';
import { countries, currencies } from './geo.tables';

export const createGeoRepository = (db: Db) => ({
  listCountries: async (): Promise<Country[]> => {
    const rows = await db.select().from(countries).orderBy(asc(countries.name));
    return rows.map((row) => ({
      id: row.id,
      code: row.code,
      code3: row.code3,
      name: row.name,
      phone_prefix: row.phonePrefix,
      is_EEA: row.isEea,
    }));
  },

  listCurrencies: async (): Promise<Currency[]> => {
    const rows = await db.select().from(currencies).orderBy(asc(currencies.id));
    // Rates are exchange rates, not money: a decimal string read as a number is fine here.
    return rows.map((row) => ({ ...row, rate: Number(row.rate) }));
  },
});

export type GeoRepository = ReturnType<typeof createGeoRepository>;
