import { LANGUAGES, pageResponse, pagesResponse, type CmsPage } from '@prime/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBanner, buildPage } from '../../test/factories/content';
import { buildSkin } from '../../test/factories/skins';
import { startHarness, type Harness } from '../../test/harness';
import { daysFromNow } from '../../test/time';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const listPages = async (query: string, headers: Record<string, string> = {}) => {
  const response = await h.call({ method: 'GET', url: `/v1/cms/pages${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return pagesResponse.parse(response.json());
};

const getPage = (id: number, query = '', headers: Record<string, string> = {}) =>
  h.call({ method: 'GET', url: `/v1/cms/pages/${id}${query}`, headers });

const names = (pages: CmsPage[]) => pages.map((page) => page.name);

describe('GET cms/pages: the seeded promotions and pages', () => {
  it('lists visible, not ended promotions with card images, one not valid yet', async () => {
    const { data, meta } = await listPages('?type=promotion&campaign_visible=1&language=en');
    expect(data.length).toBeGreaterThanOrEqual(5);
    expect(meta).toEqual({ current_page: 1, per_page: 50, total: data.length, last_page: 1 });
    expect(names(data)).not.toContain('weekend-reload');
    const upcoming = data.filter((page) => !page.is_valid);
    expect(names(upcoming)).toEqual(['crash-challenge']);
    expect(Date.parse(upcoming[0]!.valid_from!)).toBeGreaterThan(Date.now());
    for (const promotion of data) {
      expect(promotion.type).toBe('promotion');
      expect(promotion.comment).not.toBe('');
      expect(promotion.content).toMatch(/18/);
      const medias = promotion.banners.flatMap((banner) => banner.medias);
      expect(medias.filter((media) => media.title === 'card')).toHaveLength(1);
      expect(medias.some((media) => media.is_mobile)).toBe(true);
    }
  });

  it('names every promotion in all seven languages', async () => {
    const english = (await listPages('?type=promotion&language=en')).data;
    for (const language of LANGUAGES.filter((code) => code !== 'en')) {
      const { data } = await listPages(`?type=promotion&language=${language}`);
      data.forEach((promotion, index) => {
        expect(promotion.title, `${language} ${promotion.name}`).not.toBe(english[index]!.title);
      });
    }
  });

  it('finds a static page by name, in German with English content and seo fields', async () => {
    const { data } = await listPages('?type=page&name=privacy&language=de');
    expect(data).toHaveLength(1);
    const [page] = data;
    expect(page).toMatchObject({
      type: 'page',
      name: 'privacy',
      title: 'Datenschutzerklärung',
      is_valid: true,
      language: { code: 'en' },
    });
    expect(page!.content).toContain('<h2');
    expect(page!.seo.description).not.toBe('');
    expect(page!.seo.title).not.toBe('');
  });

  it('answers an empty list for an unknown page name', async () => {
    const { data, meta } = await listPages('?type=page&name=no-such-page');
    expect(data).toEqual([]);
    expect(meta).toMatchObject({ total: 0, last_page: 1 });
  });
});

describe('GET cms/pages: rules', () => {
  let skin: Awaited<ReturnType<typeof buildSkin>>;
  const ids: Record<string, number> = {};
  const forSkin = (query: string) => listPages(query, { authorization: skin.auth });

  beforeAll(async () => {
    const db = h.database.db;
    skin = await buildSkin(db);
    const banner = await buildBanner(db, { skinId: skin.id, tags: [] });
    const skinId = skin.id;
    ids['running'] = await buildPage(db, {
      skinId,
      name: 'running',
      position: 2,
      validFrom: daysFromNow(-2),
      bannerIds: [banner],
      texts: {
        en: { title: 'Running', comment: 'Teaser', content: '<p>English terms</p>' },
        de: { title: 'Laufend', comment: '', content: '<p>Deutsche Bedingungen</p>' },
        cs: { title: 'Běžící', content: '' },
      },
    });
    ids['upcoming'] = await buildPage(db, {
      skinId,
      name: 'upcoming',
      position: 1,
      validFrom: daysFromNow(3),
    });
    ids['hidden'] = await buildPage(db, { skinId, name: 'hidden', isVisible: false });
    ids['ended'] = await buildPage(db, { skinId, name: 'ended', validTo: daysFromNow(-1) });
    ids['ending'] = await buildPage(db, {
      skinId,
      name: 'ending',
      position: 3,
      validTo: daysFromNow(1),
    });
    ids['nasty'] = await buildPage(db, {
      skinId,
      type: 'page',
      name: 'nasty',
      texts: {
        en: {
          title: 'Nasty',
          content:
            '<h2 id="top" onclick="x()">Top</h2><script>document.cookie</script>' +
            '<iframe src="https://evil.example"></iframe><a href="javascript:x()">a</a>' +
            '<a href="https://www.mga.org.mt">MGA</a><img src="https://t.example/p.gif">' +
            '<p style="color:red">text</p>',
        },
      },
    });
  });

  it('lists visible promotions by position; hidden and ended ones never', async () => {
    const { data } = await forSkin('?type=promotion&campaign_visible=1');
    expect(names(data)).toEqual(['upcoming', 'running', 'ending']);
    expect(data.map((page) => page.is_valid)).toEqual([false, true, true]);
  });

  it('pages the list with meta', async () => {
    const first = await forSkin('?type=promotion&campaign_visible=1&per_page=2');
    expect(names(first.data)).toEqual(['upcoming', 'running']);
    expect(first.meta).toEqual({ current_page: 1, per_page: 2, total: 3, last_page: 2 });
    const past = await forSkin('?type=promotion&campaign_visible=1&per_page=2&page=9');
    expect(past.data).toEqual([]);
    expect(past.meta).toMatchObject({ current_page: 9, total: 3, last_page: 2 });
  });

  it('serves the asked language per field, English where it is empty', async () => {
    const { data } = await forSkin('?type=promotion&campaign_visible=1&language=de');
    const running = data.find((page) => page.name === 'running')!;
    expect(running).toMatchObject({
      title: 'Laufend',
      comment: 'Teaser',
      content: '<p>Deutsche Bedingungen</p>',
      language: { code: 'de' },
    });
    const czech = await getPage(ids['running']!, '?language=cs', { authorization: skin.auth });
    expect(pageResponse.parse(czech.json()).data).toMatchObject({
      title: 'Běžící',
      content: '<p>English terms</p>',
      language: { code: 'en' },
    });
    const polish = await getPage(ids['running']!, '?language=pl', { authorization: skin.auth });
    expect(pageResponse.parse(polish.json()).data).toMatchObject({
      title: 'Running',
      language: { code: 'en' },
    });
  });

  it('answers one promotion with its banners, a not yet valid one too', async () => {
    const running = await getPage(ids['running']!, '', { authorization: skin.auth });
    expect(running.statusCode).toBe(200);
    const page = pageResponse.parse(running.json()).data;
    expect(page.banners).toHaveLength(1);
    expect(page.seo.title).toBe('Running');
    const upcoming = await getPage(ids['upcoming']!, '', { authorization: skin.auth });
    expect(upcoming.json()).toMatchObject({ data: { is_valid: false } });
  });

  it.each(['hidden', 'ended'])('answers 404 for a %s promotion', async (name) => {
    const response = await getPage(ids[name]!, '', { authorization: skin.auth });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it("answers 404 for another skin's page and for an unknown id", async () => {
    const foreign = await getPage(ids['running']!);
    expect(foreign.statusCode).toBe(404);
    const unknown = await getPage(2_000_000_000, '', { authorization: skin.auth });
    expect(unknown.statusCode).toBe(404);
    const { data } = await listPages('?type=promotion');
    expect(names(data)).not.toContain('running');
  });

  it('sanitises nasty HTML in a page', async () => {
    const response = await getPage(ids['nasty']!, '', { authorization: skin.auth });
    const { content } = pageResponse.parse(response.json()).data;
    expect(content).toBe(
      '<h2 id="top">Top</h2><a>a</a>' +
        '<a href="https://www.mga.org.mt" rel="noopener noreferrer" target="_blank">MGA</a>' +
        '<img /><p>text</p>',
    );
  });

  it.each([
    ['an unknown type', '?type=casino'],
    ['an unknown language', '?language=xx'],
    ['a name with odd characters', "?type=page&name=priv'acy"],
    ['a name too long', `?type=page&name=${'a'.repeat(65)}`],
    ['per_page too big', '?per_page=101'],
    ['a negative per_page', '?per_page=-1'],
    ['page zero', '?page=0'],
    ['campaign_visible not a flag', '?campaign_visible=maybe'],
  ])('answers 422 for %s', async (_label, query) => {
    const response = await h.call({ method: 'GET', url: `/v1/cms/pages${query}` });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
  });

  it.each(['abc', '0', '-3', '99999999999'])('answers 422 for the id %s', async (id) => {
    const response = await h.call({ method: 'GET', url: `/v1/cms/pages/${id}` });
    expect(response.statusCode).toBe(422);
  });
});
