import { LANGUAGES, SKIN_SETTINGS_SNAPSHOT } from '@prime/contract';
import { describe, expect, it } from 'vitest';
import { FOOTER_PAGES, SEEDED_PAGES, TRANSFER_PAGES } from './footer-pages';

const FOOTER_LINKS = SKIN_SETTINGS_SNAPSHOT.layout_settings.footer_links.map((link) => link.url);
const HELP_SECTIONS = [
  'account',
  'deposits',
  'withdrawals',
  'bonuses',
  'games',
  'limits',
  'verification',
  'technical',
];
/** The tags the page sanitiser keeps; anything else would be stripped or, worse, executed. */
const ALLOWED_TAGS = new Set(
  'h2 h3 p ul ol li a strong em table thead tbody tr th td section'.split(' '),
);

/** Every non-empty content of a page, with its language. */
const contents = () =>
  SEEDED_PAGES.flatMap((page) =>
    Object.entries(page.texts)
      .filter(([, text]) => text.content !== '')
      .map(([language, text]) => ({ label: `${page.name}/${language}`, html: text.content })),
  );

describe('footer pages seed', () => {
  it('holds every footer link and about-us, once each', () => {
    const names = FOOTER_PAGES.map((page) => page.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...FOOTER_LINKS, 'about-us'].sort());
  });

  it('titles and describes every page in every language', () => {
    for (const page of SEEDED_PAGES) {
      for (const language of LANGUAGES) {
        const text = page.texts[language];
        expect(text.title.trim(), `${page.name}/${language}`).not.toBe('');
        expect(text.seo_description.trim(), `${page.name}/${language}`).not.toBe('');
        expect(text.seo_description.length, `${page.name}/${language}`).toBeLessThanOrEqual(160);
      }
      expect(page.texts.en.content.trim(), page.name).not.toBe('');
    }
  });

  it('translates the descriptions rather than copying the English', () => {
    for (const page of SEEDED_PAGES) {
      const descriptions = LANGUAGES.map((language) => page.texts[language].seo_description);
      expect(new Set(descriptions).size, page.name).toBe(LANGUAGES.length);
    }
  });

  it('uses only the allowed tags, without attributes that style or run code', () => {
    for (const { label, html } of contents()) {
      const tags = [...html.matchAll(/<\/?([a-z0-9]+)/gi)].map((match) =>
        (match[1] ?? '').toLowerCase(),
      );
      expect(
        tags.filter((tag) => !ALLOWED_TAGS.has(tag)),
        label,
      ).toEqual([]);
      expect(html, label).not.toMatch(/\son\w+\s*=/i);
      expect(html, label).not.toMatch(/\sstyle\s*=/i);
      expect(html, label).not.toMatch(/javascript:/i);
    }
  });

  it('closes every tag it opens', () => {
    for (const { label, html } of contents()) {
      const open = [...html.matchAll(/<([a-z0-9]+)[\s>]/gi)].map((match) => match[1]);
      const closed = [...html.matchAll(/<\/([a-z0-9]+)>/gi)].map((match) => match[1]);
      expect(closed.sort(), label).toEqual(open.sort());
    }
  });

  it('keeps the structure and links of the English in every translated content', () => {
    const outline = (html: string) => ({
      tags: [...html.matchAll(/<([a-z0-9]+)[\s>]/gi)].map((match) => match[1]),
      links: [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]),
    });
    for (const page of SEEDED_PAGES) {
      const english = outline(page.texts.en.content);
      for (const language of LANGUAGES) {
        const { content } = page.texts[language];
        if (language !== 'en' && content !== '') {
          expect(outline(content), `${page.name}/${language}`).toEqual(english);
        }
      }
    }
  });

  it('opens every help section the URL hash can name, each with a heading and questions', () => {
    const help = SEEDED_PAGES.find((page) => page.name === 'help')?.texts.en.content ?? '';
    for (const id of HELP_SECTIONS) {
      const section = help.match(new RegExp(`<section id="${id}">([\\s\\S]*?)</section>`))?.[1];
      expect(section, id).toBeDefined();
      expect(section?.trim().startsWith('<h2>'), id).toBe(true);
      expect(section?.match(/<h3>/g)?.length ?? 0, id).toBeGreaterThanOrEqual(3);
    }
  });

  it('links inside the site relatively and outside it over https', () => {
    for (const { label, html } of contents()) {
      for (const [, href = ''] of html.matchAll(/href="([^"]*)"/g)) {
        const ok = /^\/(?!\/)/.test(href) || /^https:\/\//.test(href) || /^mailto:/.test(href);
        expect(ok, `${label}: ${href}`).toBe(true);
        expect(href, label).not.toMatch(/prime-casino\.example\//);
      }
    }
  });

  it('prints the licence facts of the skin, never other values', () => {
    const { licence } = SKIN_SETTINGS_SNAPSHOT.layout_settings;
    const imprint = SEEDED_PAGES.find((page) => page.name === 'imprint')?.texts.en.content ?? '';
    for (const fact of [licence.number, licence.company_register_number, '1 August 2018']) {
      expect(imprint).toContain(fact);
    }
    for (const { label, html } of contents()) {
      for (const [number] of html.matchAll(/MGA\/B2C\/\d+\/\d+/g)) {
        expect(number, label).toBe(licence.number);
      }
    }
  });

  it('explains each offline transfer in full in every language, with the up to 5 working days', () => {
    const fiveWorkingDays = {
      en: 'up to 5 working days',
      cs: 'do 5 pracovních dnů',
      de: 'bis zu 5 Werktagen',
      sk: 'do 5 pracovných dní',
      hu: 'legfeljebb 5 munkanap',
      pl: 'do 5 dni roboczych',
      es: 'máximo de 5 días hábiles',
    } as const;
    expect(TRANSFER_PAGES.map((page) => page.name)).toEqual(['bank-transfer', 'crypto-transfer']);
    for (const page of TRANSFER_PAGES) {
      const bodies = LANGUAGES.map((language) => page.texts[language].content);
      expect(new Set(bodies).size, page.name).toBe(LANGUAGES.length);
      for (const language of LANGUAGES) {
        expect(page.texts[language].content, `${page.name}/${language}`).toContain(
          fiveWorkingDays[language],
        );
      }
    }
  });
});
