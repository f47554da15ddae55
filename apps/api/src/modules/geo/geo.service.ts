import type { Country, Currency } from '@prime/contract';
import type { GeoRepository } from './geo.repository';

/** Countries and currencies change rarely; the service is the one place other modules read them. */
export const createGeoService = (repository: GeoRepository) => ({
  listCountries: (): Promise<Country[]> => repository.listCountries(),
  listCurrencies: (): Promise<Currency[]> => repository.listCurrencies(),
});

export type GeoService = ReturnType<typeof createGeoService>;

export { currencyRateRead, currencyRead } from './geo.reads';
