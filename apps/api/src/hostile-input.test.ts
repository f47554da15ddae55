/**
 * Every string field of every operation the API documents, read from its own OpenAPI document
 * (which the contract generates), is sent a NUL byte, a lone surrogate and a 100 KB string, with
 * every credential the operation needs, so the hostile value meets the schema and not a gate in
 * front of it. Whatever the operation, the answer is a 4xx in the API's shape and no money moves.
 */
import { randomUUID } from 'node:crypto';
import { isErrorCode, SIGNATURE_HEADER, STAFF_COOKIE } from '@prime/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerSecret, signBody } from './modules/seamless/signature';
import {
  CLIENT_AUTH,
  GAME_PROVIDER_KEY,
  OPS_TOKEN,
  startHarness,
  type Harness,
} from './test/harness';
import { buildStaff, CSRF, loginStaff } from './test/calls/staff';
import { type Seat, seatAtGame } from './test/factories/seats';
import { findSlot, type TestGame } from './test/queries/games';
import { rowsOf } from './test/queries/rows';
import { expectConsistentLedger } from './test/queries/wallet';

type Schema = {
  type?: string;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  minItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string; schema: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: Record<string, unknown>[];
};
type Target = { method: string; path: string; operation: Operation };

/** A string field of an operation: where it travels and the path zod reports it under. */
type Field = { in: 'path' | 'query' | 'body'; name: string; reported: string; pointer: string[] };

const HOSTILE = [
  { name: 'a NUL byte', value: 'ab\u0000cd', inUrl: true, named: true },
  { name: 'a lone surrogate', value: 'ab\ud800cd', inUrl: false, named: true },
  { name: 'a 100 KB string', value: 'x'.repeat(100_000), inUrl: true, named: false },
] as const;

let h: Harness;
let slot: TestGame;
let seat: Seat;
let targets: Target[];
let sent = 0;
let staffCookie: string;

beforeAll(async () => {
  h = await startHarness();
  slot = await findSlot(h);
  seat = await seatAtGame(h, slot, { money: { available: 10_000n } });
  staffCookie = await loginStaff(h, await buildStaff(h.database.db, 'admin'));
  const document = (await h.app.inject({ method: 'GET', url: '/docs/json' })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  targets = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method, path, operation })),
  );
});
afterAll(() => h.close());

/** Schemas that say a value may be of several shapes: their first shape that is not null. */
const firstShape = (schema: Schema): Schema => {
  const options = schema.anyOf ?? schema.oneOf;
  if (!options) return schema;
  return firstShape(options.find((option) => option.type !== 'null') ?? options[0]!);
};

const PATTERN_CANDIDATES = ['abc123', 'abc', '1', 'EUR', 'en', 'a-b', 'ABC', '12345678', 'abc.abc'];

/** A plausible value of a schema: a real one where the test knows it, else the simplest. */
const exampleOf = (schema: Schema, name: string): unknown => {
  if (name === 'token' || name === 'session_token') return seat.launch;
  if (name === 'provider_slug') return slot.slug;
  if (name === 'player_id') return seat.id;
  if (name === 'game_id') return slot.id;
  if (name === 'currency') return 'EUR';
  const shape = firstShape(schema);
  if (shape.allOf)
    return Object.assign({}, ...shape.allOf.map((part) => exampleOf(part, name) as object));
  if (shape.enum) return shape.enum[0];
  switch (shape.type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of shape.required ?? [])
        value[key] = exampleOf(shape.properties?.[key] ?? {}, key);
      return value;
    }
    case 'array':
      return Array.from({ length: shape.minItems ?? 1 }, () => exampleOf(shape.items ?? {}, name));
    case 'integer':
    case 'number':
      return Math.max(shape.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'string': {
      if (shape.format === 'email') return 'hostile.probe@example.com';
      if (shape.format === 'date-time') return new Date().toISOString();
      if (shape.format === 'date') return '2000-01-01';
      if (shape.format === 'uuid') return randomUUID();
      const pattern = shape.pattern ? new RegExp(shape.pattern, 'u') : undefined;
      const fitting = PATTERN_CANDIDATES.find((text) => !pattern || pattern.test(text));
      return (fitting ?? 'abc').padEnd(shape.minLength ?? 0, 'a');
    }
    default:
      return 'abc';
  }
};

/** Every string in a schema, with the JSON path to it and the path a 422 names it by. */
const stringsOf = (
  schema: Schema,
  pointer: string[],
  reported: string[],
): Omit<Field, 'in' | 'name'>[] => {
  if (schema.anyOf ?? schema.oneOf) {
    // The strings of the shape the examples use; a union fails as a whole, under its own path.
    const union = reported.join('.');
    return stringsOf(firstShape(schema), pointer, reported).map((field) => ({
      ...field,
      reported: union,
    }));
  }
  if (schema.allOf) return schema.allOf.flatMap((part) => stringsOf(part, pointer, reported));
  if (schema.type === 'string') return [{ pointer, reported: reported.join('.') }];
  if (schema.type === 'object')
    return Object.entries(schema.properties ?? {}).flatMap(([key, value]) =>
      stringsOf(value, [...pointer, key], [...reported, key]),
    );
  if (schema.type === 'array' && schema.items)
    return stringsOf(schema.items, [...pointer, '0'], [...reported, '0']);
  return [];
};

const fieldsOf = (operation: Operation): Field[] => [
  ...(operation.parameters ?? []).flatMap((parameter) =>
    parameter.in === 'header'
      ? []
      : stringsOf(parameter.schema, [parameter.name], [parameter.name]).map((field) => ({
          ...field,
          in: parameter.in as 'path' | 'query',
          name: parameter.name,
        })),
  ),
  ...stringsOf(operation.requestBody?.content['application/json']?.schema ?? {}, [], []).map(
    (field) => ({ ...field, in: 'body' as const, name: field.pointer.join('.') }),
  ),
];

const setAt = (target: Record<string, unknown>, pointer: string[], value: unknown) => {
  let node: Record<string, unknown> = target;
  pointer.slice(0, -1).forEach((key, index) => {
    const next = node[key];
    // A missing container is an array when the key below it is an index (an optional list).
    const below = pointer[index + 1]!;
    node[key] = typeof next === 'object' && next !== null ? next : /^\d+$/.test(below) ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
  node[pointer.at(-1)!] = value;
};

/**
 * The request of an operation with `value` in `field` and plausible values elsewhere, and
 * without the body's field `omitted` when one is named.
 */
const requestFor = (
  target: Target,
  field: Field | undefined,
  value: unknown,
  omitted?: string,
): InjectOptions => {
  const { operation } = target;
  const parameters = operation.parameters ?? [];
  const parameter = (place: string, name: string, schema: Schema) =>
    field && field.in === place && field.name === name ? value : exampleOf(schema, name);

  const path = target.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    const schema = parameters.find((entry) => entry.in === 'path' && entry.name === name)?.schema;
    return encodeURIComponent(String(parameter('path', name, schema ?? {})));
  });
  const query = new URLSearchParams();
  for (const entry of parameters.filter((item) => item.in === 'query')) {
    const chosen = field && field.in === 'query' && field.name === entry.name;
    if (chosen || (entry as { required?: boolean }).required)
      query.set(entry.name, String(parameter('query', entry.name, entry.schema)));
  }
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  let payload: string | undefined;
  if (bodySchema) {
    const body = exampleOf(bodySchema, '') as Record<string, unknown>;
    if (field?.in === 'body') setAt(body, field.pointer, value);
    if (omitted !== undefined) delete body[omitted];
    payload = JSON.stringify(body);
  }

  sent += 1;
  const headers: Record<string, string> = {};
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (target.path.startsWith('/v1/staff/')) {
    // The back office: an admin's session cookie and the header every change carries.
    headers['cookie'] = `${STAFF_COOKIE}=${staffCookie}`;
    Object.assign(headers, CSRF);
  } else if (target.path.startsWith('/v1/')) {
    headers['authorization'] = CLIENT_AUTH;
    headers['user-token'] = seat.token;
  }
  if (target.path.startsWith('/ops/')) headers['x-ops-token'] = OPS_TOKEN;
  if (target.path.startsWith('/seamless/') && payload !== undefined)
    headers[SIGNATURE_HEADER] = signBody(providerSecret(GAME_PROVIDER_KEY, slot.slug), payload);
  return {
    method: target.method.toUpperCase() as InjectOptions['method'],
    url: `${path}${query.size > 0 ? `?${query.toString()}` : ''}`,
    headers,
    // Every request from its own address: a rate limit must not answer in place of the schema.
    remoteAddress: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
    ...(payload === undefined ? {} : { payload }),
  };
};

const moneyState = async () =>
  (
    await rowsOf<Record<string, string>>(
      h,
      sql`select
        (select count(*) from wallet_transactions)::text as transactions,
        (select count(*) from provider_transactions)::text as claims,
        (select coalesce(sum(available + deposited + bonus), 0) from wallets)::text as held`,
    )
  )[0];

/** What is wrong with an answer to a hostile request: nothing, or why it is not a refusal. */
const problemOf = (response: LightMyRequestResponse, expected?: { reported: string }) => {
  const status = response.statusCode;
  if (status < 400 || status >= 500) return `answered ${status}: ${response.body.slice(0, 200)}`;
  // Every request comes from its own address: a rate limit must not answer in place of the schema.
  if (status === 429) return 'was rate-limited instead of checked';
  const body = response.json<{ message: unknown; code: unknown; errors?: object }>();
  if (typeof body.message !== 'string' || !isErrorCode(body.code))
    return `answered without the API's shape: ${response.body.slice(0, 200)}`;
  if (expected && status !== 422) return `answered ${status} ${String(body.code)}, not 422`;
  // A union is named by its own path, or a discriminated one by its discriminator's path in it.
  const named = expected?.reported || 'body';
  if (
    expected &&
    !Object.keys(body.errors ?? {}).some((key) => key === named || key.startsWith(`${named}.`))
  )
    return `did not name ${named}: ${JSON.stringify(body.errors)}`;
  return undefined;
};

describe('hostile strings in every documented operation', () => {
  it('reaches the strings of every operation the API documents', () => {
    const fields = targets.flatMap((target) => fieldsOf(target.operation));
    expect(targets.length).toBeGreaterThan(70);
    // Bodies, queries and paths of /v1, /seamless, /studio and /ops are all reached.
    expect(fields.length).toBeGreaterThan(150);
    for (const prefix of ['/v1/', '/seamless/', '/studio/', '/ops/'])
      expect(
        targets.some(
          (target) => target.path.startsWith(prefix) && fieldsOf(target.operation).length > 0,
        ),
        prefix,
      ).toBe(true);
  });

  it.each(HOSTILE)(
    'refuses $name in every string field with a 4xx and moves no money',
    async (hostile) => {
      const before = await moneyState();
      const problems: string[] = [];
      for (const target of targets) {
        for (const field of fieldsOf(target.operation)) {
          if (field.in !== 'body' && !hostile.inUrl) continue;
          const response = await h.app.inject(requestFor(target, field, hostile.value));
          // A NUL or a lone surrogate is a 422 naming the field, wherever the schema lets it be.
          const problem = problemOf(
            response,
            hostile.named && field.in !== 'path' ? field : undefined,
          );
          if (problem)
            problems.push(`${target.method} ${target.path} ${field.in} ${field.name} ${problem}`);
        }
      }
      expect(problems).toEqual([]);
      expect(await moneyState()).toEqual(before);
      await expectConsistentLedger(h);
    },
  );

  it('asks a player route for the session before it reads the body (401 before 422)', async () => {
    const playerRoutes = targets.filter((target) =>
      target.operation.security?.some((scheme) => 'player' in scheme),
    );
    expect(playerRoutes.map((target) => `${target.method} ${target.path}`)).toEqual(
      expect.arrayContaining(['put /v1/me', 'get /v1/me', 'get /v1/casino/analytics']),
    );
    for (const target of playerRoutes) {
      const field = fieldsOf(target.operation).find((entry) => entry.in !== 'path');
      const request = requestFor(target, field, 'ab\u0000cd');
      const headers = { ...(request.headers as Record<string, string>) };
      delete headers['user-token'];
      const response = await h.app.inject({ ...request, headers });
      expect(response.statusCode, `${target.method} ${target.path}`).toBe(401);
      expect(response.json()).toMatchObject({ code: 'unauthenticated' });
    }
  });
});

describe('a body without one of its required fields', () => {
  // Zod names a missing field by its path; a schema that decides in a refinement what a body
  // needs (PUT me's kinds of change) names it too, which update-me.test.ts proves.
  it('is a 422 that names the missing field, in every documented operation', async () => {
    const before = await moneyState();
    const problems: string[] = [];
    let checked = 0;
    for (const target of targets) {
      const schema = target.operation.requestBody?.content['application/json']?.schema;
      if (!schema) continue;
      const shape = firstShape(schema);
      for (const missing of shape.required ?? []) {
        const response = await h.app.inject(requestFor(target, undefined, undefined, missing));
        checked += 1;
        const problem = problemOf(response, { reported: missing });
        if (problem)
          problems.push(`${target.method} ${target.path} without ${missing}: ${problem}`);
      }
    }
    expect(checked).toBeGreaterThan(30);
    expect(problems).toEqual([]);
    expect(await moneyState()).toEqual(before);
  });
});
