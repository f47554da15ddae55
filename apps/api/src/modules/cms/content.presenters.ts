import {
  BANNER_TAGS,
  DEFAULT_LANGUAGE,
  type Banner,
  type BannerTag,
  type CmsPage,
  type Language,
} from '@prime/contract';
import type { BannerMediaRow, BannerRow, PageRow, PageTextRow } from './content.repository';
import type { HtmlSanitizer } from './sanitize';

const isBannerTag = (tag: string): tag is BannerTag =>
  (BANNER_TAGS as readonly string[]).includes(tag);

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** Absolute URL of a same-origin path, from the request's own origin. */
const absolute = (origin: string, url: string): string =>
  /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;

/** A banner in one language (English when it has no texts in that language). */
export const toBanner = (
  row: BannerRow,
  media: BannerMediaRow[],
  context: { language: Language; origin: string; sanitize: HtmlSanitizer },
): Banner => {
  const texts = row.texts[context.language] ?? row.texts[DEFAULT_LANGUAGE];
  const clean = (html: string | null | undefined) => (html ? context.sanitize(html) : null);
  return {
    id: row.id,
    title: texts?.title ?? '',
    subtitle: texts?.subtitle ?? '',
    tags: row.tags.filter(isBannerTag),
    medias: media.map((item) => ({
      id: item.id,
      is_mobile: item.isMobile,
      url: item.url,
      full_url: absolute(context.origin, item.url),
      title: item.title,
      comment: item.comment,
    })),
    options: {
      html: clean(texts?.html),
      html_mobile: clean(texts?.html_mobile),
      button_text: texts?.button_text ?? null,
      button_text_1: texts?.button_text_1 ?? null,
      button_text_mobile: texts?.button_text_mobile ?? null,
      button_text_mobile_1: texts?.button_text_mobile_1 ?? null,
      button_url: row.links.button_url,
      button_url_1: row.links.button_url_1,
      button_url_mobile: row.links.button_url_mobile,
      button_url_mobile_1: row.links.button_url_mobile_1,
    },
  };
};

/** Each field from the asked language, or from English when it is empty there. */
const pick = (
  asked: PageTextRow | undefined,
  english: PageTextRow | undefined,
  field: 'title' | 'comment' | 'content' | 'seoTitle' | 'seoDescription',
): string => asked?.[field] || english?.[field] || '';

/**
 * A page in the asked language with English per field. `language.code` names the language of
 * the body: English when the asked language has no content of its own, so the site can say so.
 */
export const toPage = (
  row: PageRow,
  texts: { asked: PageTextRow | undefined; english: PageTextRow | undefined },
  context: { language: Language; now: Date; banners: Banner[]; sanitize: HtmlSanitizer },
): CmsPage => {
  const { asked, english } = texts;
  const title = pick(asked, english, 'title');
  const servedAsked = asked !== undefined && (asked.content !== '' || !english?.content);
  const isPromotion = row.type === 'promotion';
  return {
    id: row.id,
    type: isPromotion ? 'promotion' : 'page',
    name: row.name,
    title,
    comment: pick(asked, english, 'comment'),
    content: context.sanitize(pick(asked, english, 'content')),
    seo: {
      title: pick(asked, english, 'seoTitle') || title,
      description: pick(asked, english, 'seoDescription'),
    },
    language: { code: servedAsked ? context.language : DEFAULT_LANGUAGE },
    is_valid: !isPromotion || row.validFrom === null || row.validFrom <= context.now,
    valid_from: iso(row.validFrom),
    valid_to: iso(row.validTo),
    banners: context.banners,
    updated_at: row.updatedAt.toISOString(),
  };
};
