import { countriesResponse, currenciesResponse } from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GeoService } from './geo.service';

export const geoRoutes: FastifyPluginAsyncZod<{ geo: GeoService }> = async (app, { geo }) => {
  app.get(
    '/countries',
    {
      schema: {
        tags: ['geo'],
        summary: 'Every ISO 3166 country with its dialling prefix and EEA membership',
        response: { 200: countriesResponse },
      },
    },
    async () => ({ data: await geo.listCountries() }),
  );

  app.get(
    '/currencies',
    {
      schema: {
        tags: ['geo'],
        summary: 'Currencies with their rate per euro',
        response: { 200: currenciesResponse },
      },
    },
    async () => ({ data: await geo.listCurrencies() }),
  );
};
