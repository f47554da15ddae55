import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { sha256 } from '../lib/hash';
import { createSessionsRepository } from '../modules/auth/sessions.repository';
import { createSessionsService } from '../modules/auth/sessions.service';
import { skins } from '../modules/cms/cms.tables';
import {
  bannerMedia,
  banners,
  cmsPageBanners,
  cmsPages,
  cmsPageTexts,
  type BannerTexts,
} from '../modules/cms/content.tables';
import { players } from '../modules/players/players.tables';
import { basic } from './harness';

const unique = () => randomUUID().slice(0, 8);

/** Another site with its own client credentials; `auth` is its Authorization header. */
export const buildSkin = async (db: Db) => {
  const ref = `skin-${unique()}`;
  const password = `password-${unique()}`;
  const [row] = await db
    .insert(skins)
    .values({
      licenseeId: 1,
      name: ref,
      refId: ref,
      clientRef: ref,
      clientSecretHash: sha256(password),
    })
    .returning({ id: skins.id });
  return { id: row!.id, auth: basic(ref, password) };
};

export const buildPlayer = async (
  db: Db,
  overrides: Partial<typeof players.$inferInsert> = {},
): Promise<number> => {
  const name = `player${unique()}`;
  const [row] = await db
    .insert(players)
    .values({
      skinId: 1,
      username: name,
      email: `${name}@example.com`,
      passwordHash: 'not-a-real-hash',
      currencyId: 1,
      status: 'active',
      ...overrides,
    })
    .returning({ id: players.id });
  return row!.id;
};

/** A live session of the player; the raw token goes into the `user-token` header. */
export const buildSession = async (db: Db, playerId: number): Promise<string> =>
  (await createSessionsService(createSessionsRepository(db)).createSession(playerId)).token;

export const bannerTexts = (title: string, extra: Partial<BannerTexts> = {}): BannerTexts => ({
  title,
  subtitle: `${title} subtitle`,
  html: null,
  html_mobile: null,
  button_text: null,
  button_text_1: null,
  button_text_mobile: null,
  button_text_mobile_1: null,
  ...extra,
});

export const buildBanner = async (
  db: Db,
  options: {
    skinId: number;
    tags?: string[];
    audience?: 'all' | 'visitors' | 'players';
    position?: number;
    isActive?: boolean;
    validFrom?: Date | null;
    validTo?: Date | null;
    texts?: Record<string, BannerTexts>;
    comment?: string;
  },
): Promise<number> => {
  const [row] = await db
    .insert(banners)
    .values({
      skinId: options.skinId,
      tags: options.tags ?? ['casino'],
      audience: options.audience ?? 'all',
      position: options.position ?? 0,
      isActive: options.isActive ?? true,
      validFrom: options.validFrom ?? null,
      validTo: options.validTo ?? null,
      texts: options.texts ?? { en: bannerTexts(`Banner ${unique()}`) },
      links: {
        button_url: '/casino',
        button_url_1: null,
        button_url_mobile: '/casino',
        button_url_mobile_1: null,
      },
    })
    .returning({ id: banners.id });
  const id = row!.id;
  const comment = options.comment ?? 'casino-test';
  await db.insert(bannerMedia).values([
    {
      bannerId: id,
      isMobile: false,
      url: '/media/banners/fallback-wide.svg',
      title: 'wide',
      comment,
    },
    {
      bannerId: id,
      isMobile: true,
      url: '/media/banners/fallback-tall.svg',
      title: 'tall',
      comment,
    },
  ]);
  return id;
};

type PageText = { title: string; comment?: string; content?: string; seoDescription?: string };

export const buildPage = async (
  db: Db,
  options: {
    skinId: number;
    type?: 'page' | 'promotion';
    name?: string;
    isVisible?: boolean;
    validFrom?: Date | null;
    validTo?: Date | null;
    position?: number;
    texts?: Record<string, PageText>;
    bannerIds?: number[];
  },
): Promise<number> => {
  const [row] = await db
    .insert(cmsPages)
    .values({
      skinId: options.skinId,
      type: options.type ?? 'promotion',
      name: options.name ?? `page-${unique()}`,
      isVisible: options.isVisible ?? true,
      validFrom: options.validFrom ?? null,
      validTo: options.validTo ?? null,
      position: options.position ?? 0,
    })
    .returning({ id: cmsPages.id });
  const pageId = row!.id;
  const texts = options.texts ?? { en: { title: 'Page', content: '<p>Body</p>' } };
  await db
    .insert(cmsPageTexts)
    .values(
      Object.entries(texts).map(([languageCode, text]) => ({ pageId, languageCode, ...text })),
    );
  for (const [position, bannerId] of (options.bannerIds ?? []).entries()) {
    await db.insert(cmsPageBanners).values({ pageId, bannerId, position });
  }
  return pageId;
};

export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000);
