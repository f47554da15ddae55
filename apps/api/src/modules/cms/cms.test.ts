import { LANGUAGES, skinSettingsSchema } from '@prime/contract';
import { BUILT_IN_TEXTS, TRANSLATION_SECTIONS } from '@prime/contract/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, switchMaintenance, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('GET cms/skin-settings', () => {
  it('answers the built-in snapshot with every field, countries and currencies', async () => {
    const response = await h.call({ method: 'GET', url: '/v1/cms/skin-settings' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: Record<string, unknown> }>();
    expect(() => skinSettingsSchema.parse(data)).not.toThrow();
    expect(data).toMatchObject({
      id: 1,
      name: 'Prime',
      ui_options: { company_name: expect.any(String), license: expect.any(String) },
      captcha: { provider: 'altcha' },
      layout_settings: { licence: { regulator: expect.any(String), number: expect.any(String) } },
    });
    expect(JSON.stringify(data.captcha)).not.toMatch(/secret/i);
    expect((data.countries as unknown[]).length).toBeGreaterThanOrEqual(249);
    expect(data.currencies).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 42, code: 'CZK' })]),
    );
  });
});

describe('POST cms/skin-in-maintenance', () => {
  const check = async () =>
    (await h.call({ method: 'POST', url: '/v1/cms/skin-in-maintenance', payload: {} })).json<{
      data: { in_maintenance: boolean };
    }>();
  const switchTo = (on: boolean) => switchMaintenance(h, on);

  it('answers in_maintenance and follows the operator switch at once', async () => {
    expect(await check()).toEqual({ data: { in_maintenance: false } });
    await switchTo(true);
    expect(await check()).toEqual({ data: { in_maintenance: true } });
    await switchTo(false);
    expect(await check()).toEqual({ data: { in_maintenance: false } });
  });

  it('keeps reads open during maintenance and refuses writes with 503', async () => {
    await switchTo(true);
    try {
      expect((await h.call({ method: 'GET', url: '/v1/cms/skin-settings' })).statusCode).toBe(200);
      const write = await h.call({ method: 'DELETE', url: '/v1/auth/logout' });
      expect(write.statusCode).toBe(503);
      expect(write.json()).toMatchObject({ code: 'in_maintenance' });
    } finally {
      await switchTo(false);
    }
  });
});

describe('GET cms/translation/languages', () => {
  it('lists the seven languages in order with native names', async () => {
    const response = await h.call({ method: 'GET', url: '/v1/cms/translation/languages' });
    const { data } = response.json<{ data: { code: string; name: string }[] }>();
    expect(data.map((language) => language.code)).toEqual([...LANGUAGES]);
    expect(data.find((language) => language.code === 'de')?.name).toBe('Deutsch');
  });
});

describe('GET cms/translation/{section}/', () => {
  it('answers the texts of a section by language', async () => {
    const response = await h.call({ method: 'GET', url: '/v1/cms/translation/header/' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: Record<string, Record<string, string>> }>();
    expect(Object.keys(data).sort()).toEqual([...LANGUAGES].sort());
    expect(data['de']?.['login']).toBe(BUILT_IN_TEXTS.de.header.login);
  });

  it('narrows to one language', async () => {
    const response = await h.call({
      method: 'GET',
      url: '/v1/cms/translation/footer/?language=cs',
    });
    const { data } = response.json<{ data: Record<string, Record<string, string>> }>();
    expect(Object.keys(data)).toEqual(['cs']);
    expect(data['cs']?.['language']).toBe(BUILT_IN_TEXTS.cs.footer.language);
  });

  it('accepts every section the site asks for', async () => {
    for (const section of TRANSLATION_SECTIONS) {
      const response = await h.call({ method: 'GET', url: `/v1/cms/translation/${section}/` });
      expect(response.statusCode, section).toBe(200);
    }
  });

  it('answers 404 for an unknown section', async () => {
    const response = await h.call({ method: 'GET', url: '/v1/cms/translation/secrets/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('GET cms/translations/{language}', () => {
  it('answers every section of the language as data.data, cacheable', async () => {
    const response = await h.call({ method: 'GET', url: '/v1/cms/translations/pl' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
    const body = response.json<{
      data: { language: string; data: Record<string, Record<string, string>> };
    }>();
    expect(body.data.language).toBe('pl');
    expect(body.data.data).toEqual(BUILT_IN_TEXTS.pl);
  });

  it('answers 422 for a language the site does not have', async () => {
    const response = await h.call({ method: 'GET', url: '/v1/cms/translations/fr' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      errors: { language: expect.any(Array) },
    });
  });
});
