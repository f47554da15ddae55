import { BANNER_CATEGORIES, BANNER_TAGS, bannersResponse, type Banner } from '@prime/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerTexts, buildBanner } from '../../test/factories/content';
import { buildPlayer } from '../../test/factories/players';
import { buildSession } from '../../test/factories/sessions';
import { buildSkin } from '../../test/factories/skins';
import { startHarness, type Harness } from '../../test/harness';
import { getPlayerId } from '../../test/queries/players';
import { daysFromNow } from '../../test/time';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const getBanners = async (
  query: string,
  headers: Record<string, string> = {},
): Promise<Banner[]> => {
  const response = await h.call({ method: 'GET', url: `/v1/cms/banners${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return bannersResponse.parse(response.json()).data;
};

const ids = (banners: Banner[]) => banners.map((banner) => banner.id);

describe('GET cms/banners: the seeded lobbies', () => {
  it.each(BANNER_TAGS)(
    'has at least two banners with desktop and mobile images for %s',
    async (tag) => {
      const banners = await getBanners(`?language=en&tag[0]=${tag}`);
      expect(banners.length).toBeGreaterThanOrEqual(2);
      for (const banner of banners) {
        expect(banner.tags).toContain(tag);
        expect(banner.medias.some((media) => media.is_mobile)).toBe(true);
        expect(banner.medias.some((media) => !media.is_mobile)).toBe(true);
        expect(banner.options.button_url).toMatch(/^\/[a-z-]+(\/\d+)?$/);
      }
    },
  );

  it('names categories by comment prefix, absolute image URLs from the request host', async () => {
    const banners = await getBanners('?language=en', { host: 'casino.example:8443' });
    const comments = banners.flatMap((banner) => banner.medias.map((media) => media.comment));
    for (const comment of comments) {
      expect(BANNER_CATEGORIES).toContain(comment.split('-')[0]);
    }
    expect(comments).toContain('fallbackIMG');
    const media = banners[0]!.medias[0]!;
    expect(media.full_url).toBe(`http://casino.example:8443${media.url}`);
  });

  it('links promotion banners to a promotion that exists', async () => {
    const banners = await getBanners('?language=en&tag[0]=promotion&tag[1]=casino');
    const links = banners
      .map((banner) => banner.options.button_url)
      .filter((url): url is string => url?.startsWith('/promotion/') ?? false);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const page = await h.call({ method: 'GET', url: `/v1/cms/pages/${link.split('/')[2]}` });
      expect(page.statusCode).toBe(200);
    }
  });

  it('serves every seeded image as a small SVG of this origin', async () => {
    const banners = await getBanners('?language=en');
    const urls = new Set(banners.flatMap((banner) => banner.medias.map((media) => media.url)));
    for (const url of urls) {
      const image = await h.app.inject({ method: 'GET', url });
      expect(image.statusCode, url).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(image.body).toMatch(/^<svg /);
      expect(image.body).not.toMatch(/<script|href=/i);
      expect(image.body.length).toBeLessThan(20_000);
    }
    const unknown = await h.app.inject({ method: 'GET', url: '/media/banners/nothing-wide.svg' });
    expect(unknown.statusCode).toBe(404);
    const hostile = await h.app.inject({ method: 'GET', url: '/media/banners/..%2Fx.svg' });
    expect(hostile.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('answers German texts in German', async () => {
    const banners = await getBanners('?language=de&tag[0]=crashGames');
    expect(banners.map((banner) => banner.title)).toContain('Crash-Spiele');
  });
});

describe('GET cms/banners: filters', () => {
  let skin: Awaited<ReturnType<typeof buildSkin>>;
  const forSkin = (query: string, headers: Record<string, string> = {}) =>
    getBanners(query, { authorization: skin.auth, ...headers });

  beforeAll(async () => {
    skin = await buildSkin(h.database.db);
  });

  it('filters by any of the tags, in tag[x], tag or repeated tag form, ordered by position', async () => {
    const db = h.database.db;
    const live = await buildBanner(db, { skinId: skin.id, tags: ['liveCasino'], position: 2 });
    const crash = await buildBanner(db, { skinId: skin.id, tags: ['crashGames'], position: 1 });
    const both = await buildBanner(db, { skinId: skin.id, tags: ['prime', 'others'], position: 3 });
    expect(ids(await forSkin('?tag[0]=liveCasino'))).toEqual([live]);
    expect(ids(await forSkin('?tag[0]=liveCasino&tag[1]=crashGames'))).toEqual([crash, live]);
    expect(ids(await forSkin('?tag=others'))).toEqual([both]);
    expect(ids(await forSkin('?tag=prime&tag=crashGames'))).toEqual([crash, both]);
    expect(ids(await forSkin('?tag[]=prime'))).toEqual([both]);
    expect(ids(await forSkin(''))).toEqual(expect.arrayContaining([live, crash, both]));
  });

  it.each([
    ['an unknown tag', '?tag[0]=poker'],
    ['an unknown language', '?language=fr'],
    ['a user_id that is not a number', '?user_id=abc'],
  ])('answers 422 for %s', async (_label, query) => {
    const response = await h.call({
      method: 'GET',
      url: `/v1/cms/banners${query}`,
      headers: { authorization: skin.auth },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('answers texts in the asked language, English per banner when it has none', async () => {
    const db = h.database.db;
    const translated = await buildBanner(db, {
      skinId: skin.id,
      tags: ['promotion'],
      position: 1,
      texts: { en: bannerTexts('Welcome'), de: bannerTexts('Willkommen') },
    });
    const english = await buildBanner(db, {
      skinId: skin.id,
      tags: ['promotion'],
      position: 2,
      texts: { en: bannerTexts('Only English') },
    });
    const banners = await forSkin('?language=de&tag[0]=promotion');
    expect(banners.map((banner) => [banner.id, banner.title])).toEqual([
      [translated, 'Willkommen'],
      [english, 'Only English'],
    ]);
    expect((await forSkin('?tag[0]=promotion'))[0]?.title).toBe('Welcome');
  });

  it('shows a banner only inside its validity window and while active', async () => {
    const db = h.database.db;
    const own = await buildSkin(db);
    const current = await buildBanner(db, {
      skinId: own.id,
      validFrom: daysFromNow(-1),
      validTo: daysFromNow(1),
    });
    await buildBanner(db, { skinId: own.id, validFrom: daysFromNow(1) });
    await buildBanner(db, { skinId: own.id, validTo: daysFromNow(-1) });
    await buildBanner(db, { skinId: own.id, isActive: false });
    expect(ids(await getBanners('?tag[0]=casino', { authorization: own.auth }))).toEqual([current]);
  });

  it('never shows another skin its banners', async () => {
    const other = await buildSkin(h.database.db);
    const foreign = await buildBanner(h.database.db, { skinId: other.id, tags: ['casino'] });
    expect(ids(await forSkin('?tag[0]=casino'))).not.toContain(foreign);
    expect(ids(await getBanners('?tag[0]=casino'))).not.toContain(foreign);
    expect(ids(await getBanners('?tag[0]=casino', { authorization: other.auth }))).toEqual([
      foreign,
    ]);
  });

  it('sanitises the html of a banner', async () => {
    await buildBanner(h.database.db, {
      skinId: skin.id,
      tags: ['prime'],
      position: -1,
      texts: {
        en: bannerTexts('Html', {
          html: '<p onclick="steal()">Spin <strong>now</strong></p><script>steal()</script>',
          html_mobile: '<a href="javascript:steal()">go</a><img src=x onerror=steal()>',
        }),
      },
    });
    const [banner] = await forSkin('?tag[0]=prime');
    expect(banner?.options.html).toBe('<p>Spin <strong>now</strong></p>');
    expect(banner?.options.html_mobile).toBe('<a>go</a><img src="x" />');
  });
});

describe('GET cms/banners: audience', () => {
  let skin: Awaited<ReturnType<typeof buildSkin>>;
  let everyone: number;
  let visitors: number;
  let playersOnly: number;
  let token: string;
  let playerId: number;

  beforeAll(async () => {
    const db = h.database.db;
    skin = await buildSkin(db);
    everyone = await buildBanner(db, { skinId: skin.id, audience: 'all', position: 1 });
    visitors = await buildBanner(db, { skinId: skin.id, audience: 'visitors', position: 2 });
    playersOnly = await buildBanner(db, { skinId: skin.id, audience: 'players', position: 3 });
    ({ id: playerId } = await buildPlayer(db, { skinId: skin.id }));
    token = await buildSession(db, playerId);
  });

  const forSkin = (query: string, headers: Record<string, string> = {}) =>
    getBanners(query, { authorization: skin.auth, ...headers });

  it('shows visitors the banners for visitors', async () => {
    expect(ids(await forSkin('?tag[0]=casino'))).toEqual([everyone, visitors]);
  });

  it('shows a logged-in player the banners for players', async () => {
    expect(ids(await forSkin('?tag[0]=casino', { 'user-token': token }))).toEqual([
      everyone,
      playersOnly,
    ]);
  });

  it('treats an unknown or stale session as a visitor, without failing', async () => {
    expect(ids(await forSkin('?tag[0]=casino', { 'user-token': 'stale-token' }))).toEqual([
      everyone,
      visitors,
    ]);
    expect(ids(await forSkin('?tag[0]=casino', { 'user-token': 'x'.repeat(400) }))).toEqual([
      everyone,
      visitors,
    ]);
  });

  it('never trusts user_id: without a session it is a visitor', async () => {
    const demoId = await getPlayerId(h.database.db, 'demoplayer');
    for (const userId of [playerId, demoId]) {
      expect(ids(await forSkin(`?tag[0]=casino&user_id=${userId}`))).toEqual([everyone, visitors]);
    }
  });
});

describe('OpenAPI document', () => {
  it('lists the content and newsletter calls, not the image route', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/docs/json' });
    const { paths } = response.json<{ paths: Record<string, Record<string, unknown>> }>();
    for (const path of [
      '/v1/cms/banners',
      '/v1/cms/pages',
      '/v1/cms/pages/{id}',
      '/v1/notifications/newsletter/token/opt-out',
      '/v1/notifications/newsletter/opt-out',
    ]) {
      expect(paths, path).toHaveProperty([path]);
    }
    expect(paths['/v1/me']).toHaveProperty('put');
    expect(Object.keys(paths).some((path) => path.startsWith('/media/'))).toBe(false);
  });
});
