import {
  gameDetailSchema,
  type Game,
  type PageMeta,
  type Provider,
  type Section,
  LANGUAGES,
  SECTION_PREFIXES,
} from '@prime/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_TOKEN, startHarness, type Harness } from '../../test/harness';

let h: Harness;
let sections: Section[];
let providers: Provider[];

type Page = { data: Game[]; meta: PageMeta };

/** Rows of a raw query; both drivers answer `{ rows }`. */
const query = async <T>(statement: ReturnType<typeof sql>): Promise<T[]> =>
  ((await h.database.db.execute(statement)) as unknown as { rows: T[] }).rows;

const list = async (search: string): Promise<Page> => {
  const response = await h.call({ method: 'GET', url: `/v1/casino/games?${search}` });
  expect(response.statusCode, search).toBe(200);
  return response.json<Page>();
};
const listAll = (search: string) => list(`per_page=100&${search}`);
const sectionId = (name: string): number => sections.find((section) => section.name === name)!.id;
const byName = async (name: string): Promise<Game[]> =>
  (await listAll(`name=${encodeURIComponent(name)}`)).data;

beforeAll(async () => {
  h = await startHarness();
  sections = (await h.call({ method: 'GET', url: '/v1/casino/sections' })).json<{
    data: Section[];
  }>().data;
  providers = (await h.call({ method: 'GET', url: '/v1/casino/providers' })).json<{
    data: Provider[];
  }>().data;
});
afterAll(() => h.close());

describe('GET casino/sections and providers', () => {
  it('lists visible sections by rank, every lobby prefix populated', async () => {
    const ranks = sections.map((section) => section.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    for (const prefix of Object.values(SECTION_PREFIXES))
      expect(
        sections.some((section) => section.name.startsWith(prefix)),
        prefix,
      ).toBe(true);
    for (const section of sections)
      expect((await list(`section_id=${section.id}`)).meta.total, section.name).toBeGreaterThan(0);
  });

  it('names every section in the casino texts of every language', async () => {
    const response = await h.call({ method: 'GET', url: '/v1/cms/translation/casino/' });
    const { data } = response.json<{ data: Record<string, Record<string, string>> }>();
    for (const section of sections) {
      const key = `section_${section.slug}`;
      const english = data['en']?.[key];
      expect(english, key).toMatch(/\S/);
      for (const language of LANGUAGES.filter((code) => code !== 'en')) {
        const label = data[language]?.[key];
        expect(label, `${language}.${key}`).toMatch(/\S/);
        expect(label, `${language}.${key}`).not.toBe(english);
      }
    }
  });

  it('leaves hidden providers out with is_visible=1 only', async () => {
    expect(providers.some((provider) => !provider.is_visible)).toBe(true);
    const visible = (
      await h.call({ method: 'GET', url: '/v1/casino/providers?is_visible=1' })
    ).json<{ data: Provider[] }>().data;
    expect(visible.length).toBeGreaterThanOrEqual(12);
    expect(visible.every((provider) => provider.is_visible)).toBe(true);
    expect(visible.map((provider) => provider.id)).toEqual(
      providers.filter((provider) => provider.is_visible).map((provider) => provider.id),
    );
  });

  it('lists the visible providers that have games in a section', async () => {
    const id = sectionId('kajotPrime-slots');
    const response = await h.call({ method: 'GET', url: `/v1/casino/sections/${id}/providers` });
    expect(response.json<{ data: Provider[] }>().data.map((provider) => provider.name)).toEqual([
      'Prime Studio',
    ]);
    const slots = await h.call({
      method: 'GET',
      url: `/v1/casino/sections/${sectionId('casino-slots')}/providers`,
    });
    const names = slots.json<{ data: Provider[] }>().data.map((provider) => provider.name);
    expect(names.length).toBeGreaterThan(5);
    expect(names).not.toContain('Backroom Labs');
  });

  it('answers 404 for an unknown section and 422 for a malformed id', async () => {
    const unknown = await h.call({ method: 'GET', url: '/v1/casino/sections/999999/providers' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found' });
    const bad = await h.call({ method: 'GET', url: '/v1/casino/sections/abc/providers' });
    expect(bad.statusCode).toBe(422);
  });

  it('needs the client credentials like every /v1 call', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/v1/casino/games' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET casino/games paging and order', () => {
  it('answers the first 48 active games by global rank with paging meta', async () => {
    const page = await list('');
    const expected = await query<{ id: number }>(
      sql`select id from games where is_active order by rank, id limit 48`,
    );
    const [{ total } = { total: -1 }] = await query<{ total: number }>(
      sql`select count(*)::int as total from games where is_active`,
    );
    expect(page.data.map((game) => game.id)).toEqual(expected.map((row) => row.id));
    expect(page.meta).toEqual({
      current_page: 1,
      per_page: 48,
      total,
      last_page: Math.ceil(total / 48),
    });
  });

  it("orders a section by the section's own rank", async () => {
    const id = sectionId('casino-new');
    const expected = await query<{ id: number }>(sql`
      select g.id from game_sections gs join games g on g.id = gs.game_id
      where gs.section_id = ${id} and g.is_active order by gs.rank, g.id`);
    expect((await listAll(`section_id=${id}`)).data.map((game) => game.id)).toEqual(
      expected.map((row) => row.id),
    );
  });

  it('sorts alphabetically with sort_by=name', async () => {
    const names = (await listAll('sort_by=name')).data.map((game) => game.name);
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    expect(names).toEqual([...names].sort(collator.compare));
  });

  it('skips rows with offset (load more) instead of pages', async () => {
    const first = await list('per_page=100');
    const more = await list('per_page=50&offset=48');
    expect(more.data.map((game) => game.id)).toEqual(
      first.data.slice(48, 98).map((game) => game.id),
    );
    expect(more.meta).toMatchObject({ current_page: 1, per_page: 50, total: first.meta.total });
  });

  it('answers an empty page with correct meta past the end', async () => {
    const page = await list('page=500');
    expect(page.data).toEqual([]);
    expect(page.meta.current_page).toBe(500);
    expect(page.meta.total).toBeGreaterThan(400);
    expect(page.meta.last_page).toBe(Math.ceil(page.meta.total / 48));
  });

  it.each(['0', '-1', '101', 'abc', '1.5'])('refuses per_page=%s with 422', async (perPage) => {
    const response = await h.call({ method: 'GET', url: `/v1/casino/games?per_page=${perPage}` });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      errors: { per_page: expect.any(Array) },
    });
  });

  it.each([
    'page=0',
    'page=x',
    'offset=-1',
    'sort_by=price',
    'type=poker',
    'reels=6',
    'is_live=yes',
  ])('refuses %s with 422', async (search) => {
    const response = await h.call({ method: 'GET', url: `/v1/casino/games?${search}` });
    expect(response.statusCode).toBe(422);
  });

  it('answers an empty page for unknown section and provider ids, last_page 1', async () => {
    for (const search of ['section_id=999999', 'provider_id=999999']) {
      const page = await list(search);
      expect(page).toEqual({
        data: [],
        meta: { current_page: 1, per_page: 48, total: 0, last_page: 1 },
      });
    }
  });
});

describe('GET casino/games filters', () => {
  it('filters by provider, type and is_live', async () => {
    const prime = providers.find((provider) => provider.name === 'Prime Studio')!;
    const byProvider = await listAll(`provider_id=${prime.id}`);
    expect(byProvider.meta.total).toBeGreaterThan(60);
    expect(byProvider.data.every((game) => game.provider_id === prime.id)).toBe(true);

    for (const type of ['live-casino', 'scratch-card', 'crash-game', 'bingo'] as const) {
      const page = await listAll(`type=${type}`);
      expect(page.meta.total, type).toBeGreaterThan(0);
      expect(page.data.every((game) => game.type === type)).toBe(true);
    }
    const live = await listAll('is_live=1');
    const notLive = await listAll('is_live=0');
    expect(live.data.every((game) => game.is_live)).toBe(true);
    expect(notLive.data.every((game) => !game.is_live)).toBe(true);
    expect(live.meta.total + notLive.meta.total).toBe((await list('')).meta.total);
  });

  it('leaves the hidden provider out only with is_provider_visible=1', async () => {
    const hidden = providers.find((provider) => !provider.is_visible)!;
    const slots = sectionId('casino-slots');
    const all = await list(`section_id=${slots}&provider_id=${hidden.id}`);
    expect(all.meta.total).toBeGreaterThan(0);
    const visible = await list(
      `section_id=${slots}&provider_id=${hidden.id}&is_provider_visible=1`,
    );
    expect(visible.meta.total).toBe(0);
    const whole = await list(`section_id=${slots}`);
    const filtered = await list(`section_id=${slots}&is_provider_visible=1`);
    expect(filtered.meta.total).toBe(whole.meta.total - all.meta.total);
  });

  it('keeps desktop-only games off mobile and mobile-only games off desktop', async () => {
    const all = await list('');
    const desktop = await listAll('is_desktop=1');
    const mobile = await listAll('is_mobile=1');
    expect(desktop.data.every((game) => game.is_desktop)).toBe(true);
    expect(mobile.data.every((game) => game.is_mobile)).toBe(true);
    expect(desktop.meta.total).toBeLessThan(all.meta.total);
    expect(mobile.meta.total).toBeLessThan(all.meta.total);
  });

  it('filters prime slots by reels 3, 4 and 5, combined with section and provider', async () => {
    const prime = sectionId('kajotPrime-slots');
    const studio = providers.find((provider) => provider.name === 'Prime Studio')!;
    let sum = 0;
    for (const reels of [3, 4, 5]) {
      const page = await listAll(`section_id=${prime}&provider_id=${studio.id}&reels=${reels}`);
      expect(page.meta.total, `reels ${reels}`).toBeGreaterThan(0);
      expect(page.data.every((game) => game.reels_numbers === reels)).toBe(true);
      sum += page.meta.total;
    }
    expect(sum).toBe((await list(`section_id=${prime}`)).meta.total);
  });

  it('answers only active games, in lists and in detail', async () => {
    const [victim] = await query<{ id: number }>(
      // Past the flagships, which the search tests look for.
      sql`select id from games where is_active order by rank offset 30 limit 1`,
    );
    await h.database.db.execute(
      sql`update games set is_active = false, updated_at = now() where id = ${victim!.id}`,
    );
    try {
      // The operator's generate call refreshes the read model at once.
      const generated = await h.app.inject({
        method: 'POST',
        url: '/ops/catalog/generate',
        headers: { 'x-ops-token': OPS_TOKEN },
        payload: { count: 1 },
      });
      expect(generated.statusCode).toBe(200);
      expect((await list('per_page=100')).data.map((game) => game.id)).not.toContain(victim!.id);
      const detail = await h.call({ method: 'GET', url: `/v1/static/casinoGames/${victim!.id}` });
      expect(detail.statusCode).toBe(404);
      const art = await h.app.inject({ method: 'GET', url: `/media/games/${victim!.id}.svg` });
      expect(art.statusCode).toBe(404);
    } finally {
      await h.database.db.execute(
        sql`update games set is_active = true, updated_at = now() where id = ${victim!.id}`,
      );
    }
  });
});

describe('GET casino/games name search', () => {
  it.each([
    ['cafe', 'Café Royale'],
    ['CAFÉ roy', 'Café Royale'],
    ['zlata', 'Zlatá koruna'],
    ['ZLATÁ KOR', 'Zlatá koruna'],
    ['senor', 'Señor Fortuna'],
    ["pharaoh's", "Pharaoh's Quartz"],
    ['wild & free', 'Wild & Free Buffalo'],
  ])('finds %s case- and accent-insensitively', async (term, name) => {
    expect((await byName(term)).map((game) => game.name)).toContain(name);
  });

  it('finds exactly one game for a flagship word', async () => {
    expect((await byName('marmalade')).map((game) => game.name)).toEqual(['Moonlit Marmalade']);
  });

  it('searches within a section and pages the hits', async () => {
    const live = sectionId('liveCasino-tables');
    const page = await listAll(`section_id=${live}&name=roulette`);
    expect(page.meta.total).toBeGreaterThan(0);
    expect(page.data.every((game) => game.name.toLowerCase().includes('roulette'))).toBe(true);
    expect(page.data.every((game) => game.type === 'live-casino')).toBe(true);
  });

  it.each(['a', 'ab', '  ab  ', '   '])(
    'refuses %j with the three-character message',
    async (term) => {
      const response = await h.call({
        method: 'GET',
        url: `/v1/casino/games?name=${encodeURIComponent(term)}`,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        errors: { name: ['You must enter at least three characters'] },
      });
    },
  );

  it('refuses a term longer than 100 characters', async () => {
    const response = await h.call({
      method: 'GET',
      url: `/v1/casino/games?name=${'a'.repeat(101)}`,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { name: expect.any(Array) } });
  });

  it.each([
    '%%%',
    '___',
    'c%e',
    'caf_',
    '"quoted"',
    "'; drop table games; --",
    "' or 1=1 --",
    '😀😀😀',
    'z'.repeat(100),
  ])('treats %j literally and never fails', async (term) => {
    const page = await list(`name=${encodeURIComponent(term)}`);
    expect(page.data).toEqual([]);
    expect(page.meta).toMatchObject({ total: 0, last_page: 1 });
  });

  it.each(['ŝŝŝ\u0000', 'caf\u0000e'])('refuses %j as text no game name holds', async (term) => {
    const response = await h.call({
      method: 'GET',
      url: `/v1/casino/games?name=${encodeURIComponent(term)}`,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      errors: { name: ['This text contains a character that is not allowed.'] },
    });
  });

  it('still has every game after hostile input', async () => {
    const [{ total } = { total: 0 }] = await query<{ total: number }>(
      sql`select count(*)::int as total from games`,
    );
    expect(total).toBeGreaterThan(400);
  });
});

describe('GET static/casinoGames/{gameId}', () => {
  it('answers the game with engine, theme, stakes and sections', async () => {
    const [game] = await byName('zlata');
    const response = await h.call({
      method: 'GET',
      url: `/v1/static/casinoGames/${game!.id}?provider_id=${game!.provider_id}`,
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: unknown }>();
    const detail = gameDetailSchema.parse(data);
    expect(detail).toMatchObject({
      id: game!.id,
      name: 'Zlatá koruna',
      engine: 'slot-3',
      reels_numbers: 3,
      theme: 'royal',
      image: `/media/games/${game!.id}.svg`,
    });
    expect(detail.min_bet).toBeLessThan(detail.max_bet);
    expect(detail.rtp).toBeGreaterThan(90);
    expect(detail.section_ids).toContain(sectionId('kajotPrime-slots'));
  });

  it('answers 404 for an unknown game or a provider that is not the game’s', async () => {
    const [game] = await byName('marmalade');
    const other = providers.find((provider) => provider.id !== game!.provider_id)!;
    for (const url of [
      '/v1/static/casinoGames/999999',
      `/v1/static/casinoGames/${game!.id}?provider_id=${other.id}`,
    ]) {
      const response = await h.call({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
  });
});

describe('GET /media/games/{id}.svg', () => {
  it('serves escaped, cacheable SVG artwork without client credentials', async () => {
    const [game] = await byName('wild & free');
    const response = await h.app.inject({ method: 'GET', url: game!.image });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toMatch(/max-age=\d{4,}/);
    expect(response.headers['content-security-policy']).toMatch(/img-src 'self'/);
    expect(response.body.length).toBeLessThan(8_000);
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(response.body).toContain('Wild &#38; Free');
    expect(response.body).not.toContain('Wild & Free');
    expect(response.body).toContain('Tidewater Play');

    const again = await h.app.inject({
      method: 'GET',
      url: game!.image,
      headers: { 'if-none-match': response.headers['etag'] as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('escapes quotes in names', async () => {
    const [game] = await byName("pharaoh's");
    const response = await h.app.inject({ method: 'GET', url: game!.image });
    expect(response.body).toContain('Pharaoh&#39;s Quartz');
  });

  it('gives every game its own artwork', async () => {
    const page = await list('per_page=40');
    const bodies = await Promise.all(
      page.data.map(async (game) => (await h.app.inject({ method: 'GET', url: game.image })).body),
    );
    expect(new Set(bodies).size).toBe(page.data.length);
  });

  it.each(['999999.svg', 'abc.svg', '1.png', '0.svg', '99999999999.svg'])(
    'answers 404 for %s',
    async (file) => {
      const response = await h.app.inject({ method: 'GET', url: `/media/games/${file}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    },
  );
});
