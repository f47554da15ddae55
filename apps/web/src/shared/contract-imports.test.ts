import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as constants from '@prime/contract/constants';
import * as errors from '@prime/contract/errors';
import * as money from '@prime/contract/money';
import * as rules from '@prime/contract/rules';
import { describe, expect, it } from 'vitest';

/**
 * The site may read plain values of the contract at run time, never its zod schemas: one value
 * import of a schema module pulls zod (about 26 KB gzip) into the first load. Types are free.
 */
const PLAIN = new Set([
  ...Object.keys(constants),
  ...Object.keys(errors),
  ...Object.keys(money),
  ...Object.keys(rules),
]);

// jsdom gives modules an http URL; the test file's own path is on disk.
const sourceRoot = path.resolve(__dirname, '..');
const sources = readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' }).filter(
  (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('test/'),
);

/** Names imported as values (not `type`) from `@prime/contract` in one source file. */
const valueImports = (source: string): string[] =>
  [...source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@prime\/contract'/g)]
    .filter((match) => !match[1])
    .flatMap((match) => match[2]!.split(','))
    .map((name) => name.trim())
    .filter((name) => name !== '' && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0]!);

describe('what the site takes from the contract', () => {
  it('finds the site sources', () => {
    expect(sources.length).toBeGreaterThan(50);
  });

  it('imports only plain values at run time, so zod stays out of the bundle', () => {
    const offending = sources.flatMap((file) =>
      valueImports(readFileSync(path.join(sourceRoot, file), 'utf8'))
        .filter((name) => !PLAIN.has(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(offending).toEqual([]);
  });
});
