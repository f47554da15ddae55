import geoip from 'geoip-country';

/**
 * The ISO 3166-1 country of a client address, from the offline GeoLite2 country database that
 * the `geoip-country` package ships (updated by bumping the package, decision 39); undefined for
 * loopback, private and unknown addresses.
 */
export const countryOfAddress = (ip: string): string | undefined =>
  geoip.lookup(ip)?.country || undefined;
