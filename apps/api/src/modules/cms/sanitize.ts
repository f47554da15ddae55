import sanitizeHtml, { type IOptions } from 'sanitize-html';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

/** Ids become URL hash targets (the help page opens `#deposits`); nothing that looks like code. */
const SAFE_ID = /^[a-z][a-z0-9_-]{0,63}$/i;

/** Links that leave the site: an absolute http(s) URL. */
const EXTERNAL_HREF = /^\s*https?:\/\//i;

/** Drops an id that is not a plain name, keeps the rest of the element as it is. */
const keepSafeId = (tagName: string, attribs: sanitizeHtml.Attributes) => {
  const { id, ...rest } = attribs;
  return { tagName, attribs: id && SAFE_ID.test(id) ? { ...rest, id } : rest };
};

/**
 * The allow-list of CMS HTML: text structure, links, tables and same-origin images. Everything
 * else (script, style, iframe, forms, event handlers, `javascript:` and `data:` URLs, inline
 * styles) is removed, so what an editor stores can never run in the player's browser.
 */
const OPTIONS: IOptions = {
  allowedTags: [
    ...HEADINGS,
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'strong',
    'b',
    'em',
    'i',
    'small',
    'sup',
    'sub',
    'blockquote',
    'section',
    'div',
    'span',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'img',
  ],
  allowedAttributes: {
    ...Object.fromEntries(HEADINGS.map((heading) => [heading, ['id']])),
    section: ['id'],
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  // The site styles CMS containers by these classes only; a site class could fake its interface.
  allowedClasses: {
    div: ['cms-*'],
    section: ['cms-*'],
    p: ['cms-*'],
    table: ['cms-*'],
    span: ['cms-*'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Images come from this site only: a relative src, no scheme, no `//host`.
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    ...Object.fromEntries(HEADINGS.map((heading) => [heading, keepSafeId])),
    section: keepSafeId,
    a: (tagName, attribs) => {
      const { href, title } = attribs;
      const kept: sanitizeHtml.Attributes = {};
      if (href !== undefined) kept['href'] = href;
      if (title !== undefined) kept['title'] = title;
      // An editor's own rel/target is never kept; external links open apart from the site.
      if (href !== undefined && EXTERNAL_HREF.test(href)) {
        kept['rel'] = 'noopener noreferrer';
        kept['target'] = '_blank';
      }
      return { tagName, attribs: kept };
    },
  },
};

/** Most distinct texts kept sanitised at once; the oldest is dropped beyond it. */
const CACHE_LIMIT = 500;

/**
 * Sanitises CMS HTML when it is served, so nothing stored (by an editor, an import or a direct
 * database change) can bypass it. Results are cached by the raw text, so an edit is a new entry
 * and a page is cleaned once per process, not on every request.
 */
export const createHtmlSanitizer = (limit = CACHE_LIMIT) => {
  const cache = new Map<string, string>();
  return (html: string): string => {
    const cached = cache.get(html);
    if (cached !== undefined) return cached;
    const clean = sanitizeHtml(html, OPTIONS);
    if (cache.size >= limit) cache.delete(cache.keys().next().value as string);
    cache.set(html, clean);
    return clean;
  };
};

export type HtmlSanitizer = ReturnType<typeof createHtmlSanitizer>;
