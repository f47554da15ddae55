import type { Banner, BannerMedia, CmsPage } from '@prime/contract';

export const buildBannerMedia = (overrides: Partial<BannerMedia> = {}): BannerMedia => ({
  id: 1,
  is_mobile: false,
  url: '/media/banners/welcome-desktop.svg',
  full_url: 'http://localhost/media/banners/welcome-desktop.svg',
  title: 'welcome',
  comment: 'promotion-welcome',
  ...overrides,
});

export const buildBanner = (overrides: Partial<Banner> = {}): Banner => ({
  id: 1,
  title: 'Welcome package',
  subtitle: '100% up to 200 EUR',
  tags: ['promotion'],
  medias: [buildBannerMedia()],
  options: {
    html: null,
    html_mobile: null,
    button_text: null,
    button_text_1: null,
    button_text_mobile: null,
    button_text_mobile_1: null,
    button_url: null,
    button_url_1: null,
    button_url_mobile: null,
    button_url_mobile_1: null,
  },
  ...overrides,
});

/** A CMS page shaped like the API's answer: a static page unless told otherwise. */
export const buildCmsPage = (overrides: Partial<CmsPage> = {}): CmsPage => ({
  id: 1,
  type: 'page',
  name: 'privacy',
  title: 'Privacy policy',
  comment: '',
  content: '<p>We protect your data.</p>',
  seo: { title: 'Privacy policy', description: 'How Prime protects your personal data.' },
  language: { code: 'en' },
  is_valid: true,
  valid_from: null,
  valid_to: null,
  banners: [],
  updated_at: '2026-01-01T00:00:00Z',
  ...overrides,
});

export const buildPromotion = (overrides: Partial<CmsPage> = {}): CmsPage =>
  buildCmsPage({
    id: 11,
    type: 'promotion',
    name: 'welcome-package',
    title: 'Welcome package',
    comment: 'Double your first deposit.',
    content: '<h2>How it works</h2><p>Deposit at least 20 EUR.</p>',
    seo: { title: 'Welcome package', description: 'Double your first deposit at Prime.' },
    valid_from: '2026-01-01T00:00:00Z',
    ...overrides,
  });
