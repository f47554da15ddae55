import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES, loadConfig } from './config';

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

  it.each([
    ['SMTP_URL', 'http://mail.example.com'],
    ['PUBLIC_URL', 'ftp://prime.example'],
  ])('refuses %s=%s with the variable name', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
