import { LANGUAGES, STAFF_ROLES, type StaffPageText, type StaffRole } from '@prime/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRoleAnswers, staffCall, staffOfEveryRole } from '../../test/calls/staff';
import { bannerTexts, buildBanner, buildPage } from '../../test/factories/content';
import { startHarness, type Harness } from '../../test/harness';
import { rowsOf } from '../../test/queries/rows';

let h: Harness;
let cookies: Record<StaffRole, string>;
let names: Record<StaffRole, string>;
const SKIN = 1;

beforeAll(async () => {
  h = await startHarness();
  ({ names, cookies } = await staffOfEveryRole(h));
});
afterAll(() => h.close());

const as = (role: StaffRole) => staffCall(h, cookies[role]);

const text = (title: string): StaffPageText => ({
  title,
  comment: `${title} teaser`,
  content: `<p>${title} body</p><script>alert(1)</script>`,
  seo_title: title,
  seo_description: `${title} description`,
});

const publicPage = async (id: number, language: string) => {
  const response = await h.call({ method: 'GET', url: `/v1/cms/pages/${id}?language=${language}` });
  return { status: response.statusCode, page: response.json().data };
};

describe('staff content: who may read and change', () => {
  it.each(STAFF_ROLES)(
    'lets %s read and change content only with its permissions',
    async (role) => {
      const pageId = await buildPage(h.database.db, { skinId: SKIN, type: 'page' });
      const promotionId = await buildPage(h.database.db, { skinId: SKIN });
      const bannerId = await buildBanner(h.database.db, { skinId: SKIN });
      const cases = [
        ['GET', '/promotions', 'content.read'],
        ['GET', `/promotions/${promotionId}`, 'content.read'],
        ['PATCH', `/promotions/${promotionId}`, 'content.write', { position: 3 }],
        ['GET', '/pages', 'content.read'],
        ['GET', `/pages/${pageId}`, 'content.read'],
        ['PATCH', `/pages/${pageId}`, 'content.write', { position: 3 }],
        ['GET', '/banners', 'content.read'],
        ['GET', `/banners/${bannerId}`, 'content.read'],
        ['PATCH', `/banners/${bannerId}`, 'content.write', { position: 3 }],
      ] as const;
      await expectRoleAnswers(as(role), role, cases);
    },
  );

  it('refuses without a session and without the back office header', async () => {
    expect((await staffCall(h)('GET', '/promotions')).statusCode).toBe(401);
    const noHeader = await h.app.inject({
      method: 'PATCH',
      url: '/v1/staff/banners/1',
      headers: { cookie: `prime_staff=${cookies.content}` },
      payload: { position: 1 },
    });
    expect(noHeader.statusCode).toBe(403);
  });
});

describe('staff content: a promotion edited in the back office', () => {
  it('shows the new title on the site at once, in every language, and audits the change', async () => {
    const id = await buildPage(h.database.db, {
      skinId: SKIN,
      texts: { en: { title: 'Old title', content: '<p>Old</p>' } },
    });
    expect((await publicPage(id, 'de')).page.title).toBe('Old title');

    const texts = Object.fromEntries(LANGUAGES.map((code) => [code, text(`Spring ${code}`)]));
    const response = await as('content')('PATCH', `/promotions/${id}`, { texts });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ id, type: 'promotion', title: 'Spring en' });
    expect(Object.keys(response.json().data.texts).sort()).toEqual([...LANGUAGES].sort());

    for (const code of LANGUAGES) {
      const { page } = await publicPage(id, code);
      expect(page.title).toBe(`Spring ${code}`);
      expect(page.language.code).toBe(code);
      expect(page.content).toContain(`Spring ${code} body`);
      expect(page.content).not.toContain('<script');
    }
    const promotions = await h.call({
      method: 'GET',
      url: '/v1/cms/pages?type=promotion&campaign_visible=1&language=en&per_page=100',
    });
    expect(promotions.json().data.map((page: { title: string }) => page.title)).toContain(
      'Spring en',
    );

    const audit = await rowsOf<{ action: string; details: { status: number } }>(
      h,
      sql`select action, details from staff_audit
        where staff = ${names.content} and target = ${`promotion:${id}`}`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'content.write', details: { status: 200 } });
  });

  it('hides a promotion from the site when it is made invisible, and shows it again', async () => {
    const id = await buildPage(h.database.db, { skinId: SKIN });
    expect((await publicPage(id, 'en')).status).toBe(200);
    await as('content')('PATCH', `/promotions/${id}`, { is_visible: false });
    expect((await publicPage(id, 'en')).status).toBe(404);
    const shown = await as('admin')('PATCH', `/promotions/${id}`, { is_visible: true });
    expect(shown.json().data.is_visible).toBe(true);
    expect((await publicPage(id, 'en')).status).toBe(200);
  });

  it('refuses bad input and changes nothing', async () => {
    const id = await buildPage(h.database.db, {
      skinId: SKIN,
      texts: { en: { title: 'Kept' } },
    });
    const call = as('content');
    const cases: object[] = [
      { texts: { en: { ...text('x'), title: '' } } },
      { texts: { xx: text('Unknown language') } },
      { texts: { en: { title: 'Only a title' } } },
      { is_visible: 'yes' },
      { unknown_field: 1 },
      { valid_from: '2030-01-02T00:00:00Z', valid_to: '2030-01-01T00:00:00Z' },
      { texts: { en: { ...text('NUL'), title: 'a\u0000b' } } },
    ];
    for (const payload of cases) {
      const response = await call('PATCH', `/promotions/${id}`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().code).toBe('validation_failed');
    }
    expect((await publicPage(id, 'en')).page.title).toBe('Kept');
    expect((await call('GET', `/promotions/${id}`)).json().data.valid_to).toBeNull();
  });

  it('answers 404 for an unknown id and for a page asked for as a promotion', async () => {
    const pageId = await buildPage(h.database.db, { skinId: SKIN, type: 'page' });
    const call = as('content');
    expect((await call('GET', '/promotions/999999')).json().code).toBe('not_found');
    expect((await call('GET', `/promotions/${pageId}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/promotions/${pageId}`, { position: 1 })).statusCode).toBe(404);
    expect((await call('PATCH', '/banners/999999', { position: 1 })).statusCode).toBe(404);
  });
});

describe('staff content: pages and banners', () => {
  it('changes a static page found by name on the site', async () => {
    const name = `terms-${Date.now()}`;
    const id = await buildPage(h.database.db, { skinId: SKIN, type: 'page', name });
    await as('content')('PATCH', `/pages/${id}`, { texts: { cs: text('Podmínky') } });
    const listed = await h.call({
      method: 'GET',
      url: `/v1/cms/pages?type=page&name=${name}&language=cs`,
    });
    expect(listed.json().data[0]).toMatchObject({ title: 'Podmínky', language: { code: 'cs' } });
    const list = await as('content')('GET', '/pages?per_page=100&sort=id&order=desc');
    expect(list.json().data[0]).toMatchObject({ id, name, title: 'Page' });
    expect(list.json().meta.total).toBeGreaterThan(0);
  });

  it('changes a banner text in one language, keeping the others, and the lobby shows it', async () => {
    const id = await buildBanner(h.database.db, {
      skinId: SKIN,
      tags: ['casino'],
      texts: { en: bannerTexts('Welcome'), de: bannerTexts('Willkommen') },
    });
    const response = await as('content')('PATCH', `/banners/${id}`, {
      texts: { en: bannerTexts('Welcome back', { button_text: 'Play' }) },
      links: { button_url: '/promotions' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.texts.de.title).toBe('Willkommen');
    expect(response.json().data.links).toMatchObject({
      button_url: '/promotions',
      button_url_mobile: '/casino',
    });
    const lobby = await h.call({ method: 'GET', url: '/v1/cms/banners?tag[0]=casino&language=en' });
    expect(lobby.json().data.find((banner: { id: number }) => banner.id === id)).toMatchObject({
      title: 'Welcome back',
      options: { button_text: 'Play', button_url: '/promotions' },
    });

    await as('content')('PATCH', `/banners/${id}`, { is_active: false });
    const after = await h.call({ method: 'GET', url: '/v1/cms/banners?tag[0]=casino' });
    expect(after.json().data.map((banner: { id: number }) => banner.id)).not.toContain(id);
    const refused = await as('content')('PATCH', `/banners/${id}`, {
      links: { button_url: 'javascript:alert(1)' },
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['links.button_url']);
  });
});
