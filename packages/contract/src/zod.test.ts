import { describe, expect, it } from 'vitest';
import * as contract from './index';
import { decimal, isStorableText, number, string, ZodType, type core } from './zod';

/** Every string schema inside a schema, with the path that leads to it. */
const stringsIn = (
  schema: core.$ZodType,
  path: string,
  seen = new Set<core.$ZodType>(),
): { path: string; schema: core.$ZodType }[] => {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const inner = (key: string, suffix = '') =>
    def[key] ? stringsIn(def[key] as core.$ZodType, `${path}${suffix}`, seen) : [];
  switch (def.type) {
    case 'string':
      return [{ path, schema }];
    case 'object':
      return Object.entries(def['shape'] as Record<string, core.$ZodType>).flatMap(([key, value]) =>
        stringsIn(value, `${path}.${key}`, seen),
      );
    case 'array':
      return inner('element', '[]');
    case 'record':
      return [...inner('keyType', '{key}'), ...inner('valueType', '{}')];
    case 'union':
      return (def['options'] as core.$ZodType[]).flatMap((option, index) =>
        stringsIn(option, `${path}|${index}`, seen),
      );
    case 'intersection':
      return [...inner('left'), ...inner('right')];
    case 'pipe':
      return [...inner('in'), ...inner('out')];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner('innerType');
    default:
      return [];
  }
};

const schemas = Object.entries(contract).flatMap(([name, value]): [string, ZodType][] =>
  value instanceof ZodType ? [[name, value as ZodType]] : [],
);

describe('the contract’s text', () => {
  it('tells storable text from a NUL byte or a lone surrogate', () => {
    expect(isStorableText('Zlatá rybka 🐟 ok')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('a\ud800b')).toBe(false);
    expect(isStorableText('\udfff')).toBe(false);
    expect(isStorableText('🐟'.slice(0, 1))).toBe(false);
  });

  it('is refused with a NUL byte or a lone surrogate by every string schema of the contract', () => {
    const leaves = schemas.flatMap(([name, schema]) => stringsIn(schema, name));
    // The walk reaches the requests' free texts (ids, names, tokens), not only a few schemas.
    expect(leaves.length).toBeGreaterThan(300);
    const accepting = leaves.flatMap(({ path, schema }) =>
      ['a\u0000b', 'a\ud800b', '\udc00'].filter(
        (value) => (schema as ZodType).safeParse(value).success,
      ).length > 0
        ? [path]
        : [],
    );
    expect(accepting).toEqual([]);
  });

  it('answers a refused text with a message a person can act on', () => {
    const result = string().max(10).safeParse('a\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'This text contains a character that is not allowed.',
    );
  });
});

describe('decimal numbers', () => {
  const page = decimal(number().int().min(1).max(1_000));

  it('takes a number, or decimal digits, and checks them as the number', () => {
    expect(page.parse(12)).toBe(12);
    expect(page.parse('12')).toBe(12);
    expect(decimal(number()).parse('-0.5')).toBe(-0.5);
    expect(page.safeParse('0').success).toBe(false);
    expect(page.safeParse('1001').success).toBe(false);
  });

  it('refuses hex, binary, octal, exponents, blanks and padding that Number() would take', () => {
    for (const text of ['0x1f', '0b11', '0o7', '1e3', '', ' ', ' 12', '12 ', '+12', 'Infinity']) {
      expect(page.safeParse(text).success, JSON.stringify(text)).toBe(false);
    }
  });
});
