import type { Language } from '@prime/contract';

/** A static page's text in one language. `content` is HTML; English carries the full text. */
export type PageTextSeed = {
  title: string;
  /** Document title; empty means the title. */
  seo_title: string;
  /** Meta description, about 150 characters. */
  seo_description: string;
  /** HTML body (h2, h3, p, ul, ol, li, a, strong, em, table); empty falls back to English. */
  content: string;
};

/** One footer page of the demo site, by path name (`privacy`, `help`, ...). */
export type FooterPageSeed = {
  name: string;
  /** English must be complete; every language has at least its title. */
  texts: { en: PageTextSeed } & Record<Exclude<Language, 'en'>, PageTextSeed>;
};
