import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  configWarnings,
  ConfigError,
  DEFAULT_RESTRICTED_COUNTRIES,
  ENV_VARIABLES,
  EXAMPLE_GAME_PROVIDER_KEY,
  loadConfig,
} from './config';

describe('configuration', () => {
  it('documents every environment variable in the README', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const undocumented = ENV_VARIABLES.filter((name) => !readme.includes(`| \`${name}\``));
    expect(ENV_VARIABLES.length).toBeGreaterThan(10);
    expect(undocumented).toEqual([]);
  });

  it('builds links from PUBLIC_URL without a trailing slash, defaulting to the port', () => {
    expect(loadConfig({ PORT: '9090' }).publicUrl).toBe('http://localhost:9090');
    expect(loadConfig({ PUBLIC_URL: 'https://prime.example/' }).publicUrl).toBe(
      'https://prime.example',
    );
  });

  it('refuses the README example GAME_PROVIDER_KEY in production and warns about it elsewhere', () => {
    const example = { GAME_PROVIDER_KEY: EXAMPLE_GAME_PROVIDER_KEY };
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(`GAME_PROVIDER_KEY=${EXAMPLE_GAME_PROVIDER_KEY}`);
    expect(() => loadConfig({ ...example, NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...example, NODE_ENV: 'production' })).toThrow('GAME_PROVIDER_KEY');
    expect(configWarnings(loadConfig({ ...example, NODE_ENV: 'development' }))).toEqual([
      expect.stringContaining('GAME_PROVIDER_KEY'),
    ]);
    // A key of the deployment's own: started quietly, in production too.
    const own = {
      GAME_PROVIDER_KEY: 'a-key-of-this-deployment-only-0123456789',
      NODE_ENV: 'production',
    };
    expect(configWarnings(loadConfig(own))).toEqual([]);
    expect(configWarnings(loadConfig({}))).toEqual([]);
  });

  it('reads the restricted countries as upper-case codes, the licence’s list unless set', () => {
    expect(loadConfig({}).restrictedCountries).toEqual([...DEFAULT_RESTRICTED_COUNTRIES]);
    expect(loadConfig({ RESTRICTED_COUNTRIES: ' us, fr ,kp' }).restrictedCountries).toEqual([
      'US',
      'FR',
      'KP',
    ]);
    expect(loadConfig({ RESTRICTED_COUNTRIES: '' }).restrictedCountries).toEqual([]);
    expect(loadConfig({ UNFINISHED_REGISTRATION_DAYS: '30' }).unfinishedRegistrationDays).toBe(30);
  });

  it.each([
    ['SMTP_URL', 'http://mail.example.com'],
    ['PUBLIC_URL', 'ftp://prime.example'],
    ['RESTRICTED_COUNTRIES', 'USA,FR'],
    ['UNFINISHED_REGISTRATION_DAYS', '0'],
  ])('refuses %s=%s with the variable name', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
