import { STAFF_ROLE_PERMISSIONS, STAFF_ROLES, type StaffRole } from '@prime/contract';
import { BUILT_IN_TEXTS } from '@prime/contract/texts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRoleAnswers, staffCall, staffOfEveryRole } from '../../test/calls/staff';
import { startHarness, type Harness } from '../../test/harness';
import { rowsOf } from '../../test/queries/rows';

let h: Harness;
let cookies: Record<StaffRole, string>;
let names: Record<StaffRole, string>;

beforeAll(async () => {
  h = await startHarness();
  ({ names, cookies } = await staffOfEveryRole(h));
});
afterAll(() => h.close());

const as = (role: StaffRole) => staffCall(h, cookies[role]);

/** What the site is served for one text of one language. */
const served = async (language: string, section: string, key: string) => {
  const response = await h.call({ method: 'GET', url: `/v1/cms/translations/${language}` });
  expect(response.statusCode).toBe(200);
  return response.json().data.data[section]?.[key] as string | undefined;
};

const storedValues = (section: string, key: string) =>
  rowsOf<{ language_code: string; value: string }>(
    h,
    sql`select language_code, value from translations
      where section = ${section} and key = ${key} order by language_code`,
  );

describe('staff texts: who may read and change', () => {
  it.each(STAFF_ROLES)('lets %s read and change texts only with its permissions', async (role) => {
    const before = await storedValues('header', 'help');
    const cases = [
      ['GET', '/texts?q=help', 'content.read'],
      ['GET', '/texts/header.help', 'content.read'],
      ['PUT', '/texts/header.help', 'content.write', { values: { en: `Help (${role})` } }],
    ] as const;
    await expectRoleAnswers(as(role), role, cases);
    const after = await storedValues('header', 'help');
    if (STAFF_ROLE_PERMISSIONS[role].includes('content.write'))
      expect(after.find((row) => row.language_code === 'en')?.value).toBe(`Help (${role})`);
    else expect(after).toEqual(before);
  });

  it('refuses a caller without a staff session', async () => {
    expect((await staffCall(h)('GET', '/texts')).statusCode).toBe(401);
  });
});

describe('staff texts: list and search', () => {
  it('finds texts by key and by value, in one section, paged', async () => {
    const byKey = await as('content')('GET', '/texts?q=take_break_question&per_page=5');
    expect(byKey.statusCode).toBe(200);
    expect(byKey.json().data.map((row: { id: string }) => row.id)).toContain(
      'header.take_break_question',
    );

    const byGermanValue = await as('content')(
      'GET',
      `/texts?q=${encodeURIComponent('Willkommen')}&language=de&section=header`,
    );
    const rows = byGermanValue.json().data as { id: string; section: string; value: string }[];
    expect(rows.map((row) => row.id)).toContain('header.welcome');
    expect(rows.every((row) => row.section === 'header')).toBe(true);
    expect(rows.every((row) => row.value.toLowerCase().includes('willkommen'))).toBe(true);

    const all = await as('content')('GET', '/texts?per_page=10&page=2');
    const total = Object.values(BUILT_IN_TEXTS.en).reduce(
      (sum, keys) => sum + Object.keys(keys).length,
      0,
    );
    expect(all.json().meta.total).toBe(total);
    expect(all.json().data).toHaveLength(10);
  });
});

describe('staff texts: an edit in the back office', () => {
  it('is what the site is served at once, in every language changed, and is audited', async () => {
    expect(await served('de', 'header', 'welcome')).toBe(BUILT_IN_TEXTS.de.header.welcome);

    const response = await as('content')('PUT', '/texts/header.welcome', {
      values: { en: 'Hello again, {{name}}!', de: 'Hallo nochmal, {{ name }}!' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      id: 'header.welcome',
      value: 'Hello again, {{name}}!',
      overridden: ['en', 'de'],
      placeholders: ['name'],
      defaults: { en: BUILT_IN_TEXTS.en.header.welcome },
    });

    expect(await served('en', 'header', 'welcome')).toBe('Hello again, {{name}}!');
    expect(await served('de', 'header', 'welcome')).toBe('Hallo nochmal, {{ name }}!');
    expect(await served('pl', 'header', 'welcome')).toBe(BUILT_IN_TEXTS.pl.header.welcome);

    const audit = await rowsOf<{ action: string; details: { status: number } }>(
      h,
      sql`select action, details from staff_audit
        where staff = ${names.content} and target = 'text:header.welcome'`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'content.write', details: { status: 200 } });
  });

  it('puts a language back to its built-in text with null', async () => {
    await as('content')('PUT', '/texts/header.deposit', {
      values: { en: 'Add money', cs: 'Vložit peníze' },
    });
    expect(await served('en', 'header', 'deposit')).toBe('Add money');
    const reset = await as('admin')('PUT', '/texts/header.deposit', { values: { en: null } });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().data.overridden).toEqual(['cs']);
    expect(await served('en', 'header', 'deposit')).toBe(BUILT_IN_TEXTS.en.header.deposit);
    expect(await served('cs', 'header', 'deposit')).toBe('Vložit peníze');
  });

  it('refuses a lost or added placeholder, HTML and bad values, and changes nothing', async () => {
    const before = await storedValues('header', 'login');
    const beforeWelcome = await storedValues('header', 'welcome');
    const cases: [string, object, string][] = [
      ['header.welcome', { values: { en: 'Welcome!' } }, 'values.en'],
      ['header.welcome', { values: { de: 'Hallo {{nickname}}' } }, 'values.de'],
      [
        'header.welcome',
        { values: { en: 'Welcome {{name}}', sk: 'Vitajte {{name}} {{name2}}' } },
        'values.sk',
      ],
      ['header.login', { values: { en: 'Log in {{name}}' } }, 'values.en'],
      ['header.login', { values: { en: '<b>Log in</b>' } }, 'values.en'],
      ['header.login', { values: { en: '' } }, 'values.en'],
      ['header.login', { values: { en: 'x'.repeat(2_001) } }, 'values.en'],
      ['header.login', { values: { fr: 'Connexion' } }, 'values'],
      ['header.login', { values: {} }, 'values'],
    ];
    for (const [key, payload, field] of cases) {
      const response = await as('content')('PUT', `/texts/${key}`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().code).toBe('validation_failed');
      expect(Object.keys(response.json().errors).join(' '), JSON.stringify(payload)).toContain(
        field,
      );
    }
    expect(await storedValues('header', 'login')).toEqual(before);
    expect(await storedValues('header', 'welcome')).toEqual(beforeWelcome);
  });

  it('answers 404 for a key the site does not know, and stores nothing', async () => {
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { values: { en: 'Anything' } }],
    ] as const) {
      const response = await as('content')(method, '/texts/header.no_such_key', payload);
      expect(response.statusCode).toBe(404);
    }
    expect(await storedValues('header', 'no_such_key')).toEqual([]);
  });
});
