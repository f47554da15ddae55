import { COUNTRY_RESTRICTED_MESSAGES, languageOfAcceptHeader } from '@prime/contract';
import { AppError } from '../../lib/app-error';

/**
 * Where a client connects from, and whether the operator serves that country (decision 39):
 * logins and registrations from a restricted country are refused before anything is looked up
 * or created. An address without a country (loopback, a private network, an unknown range) is
 * served: the check is about jurisdictions, and the site's own machines must keep working.
 */
export const createJurisdiction = (deps: {
  /** ISO 3166-1 alpha-2 codes, upper case. */
  restrictedCountries: readonly string[];
  countryOf: (ip: string) => string | undefined;
}) => {
  const restricted = new Set(deps.restrictedCountries);
  return {
    /**
     * The country of the client's address; `country_restricted` (in the language the client
     * asks for first) when the operator does not serve it.
     */
    admit: (client: { ip: string; acceptLanguage?: string | undefined }): string | undefined => {
      const country = deps.countryOf(client.ip);
      if (country && restricted.has(country))
        throw new AppError(
          'country_restricted',
          COUNTRY_RESTRICTED_MESSAGES[languageOfAcceptHeader(client.acceptLanguage)],
          undefined,
          { country },
        );
      return country;
    },
  };
};

export type Jurisdiction = ReturnType<typeof createJurisdiction>;
