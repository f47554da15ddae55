import type { MouseEvent, Ref } from 'react';
import { useNavigate } from 'react-router';
import { languageFromPath, localizePath } from '../i18n/language';
import { useAppState } from '../session/app-store-context';
import './html-content.css';

export type HtmlContentProps = {
  /** HTML of a CMS page or promotion, as the API sends it. */
  html: string;
  className?: string;
  /** Language of the body when it differs from the page's (the CMS fell back to English). */
  lang?: string;
  ref?: Ref<HTMLDivElement>;
};

/** Paths the server answers itself (API, game pages, docs, files): a real navigation. */
const SERVER_PATH = /^\/(v1|games|docs|media|socket\.io)(\/|$)|\.[a-z0-9]+$/i;

/** A same-site page link the router can open, in the visitor's language; null otherwise. */
const readSitePath = (anchor: HTMLAnchorElement, language: Parameters<typeof localizePath>[0]) => {
  const href = anchor.getAttribute('href');
  if (!href || !href.startsWith('/') || href.startsWith('//')) return null;
  if (anchor.target === '_blank' || anchor.hasAttribute('download')) return null;
  const pathname = href.split(/[?#]/)[0] ?? href;
  if (SERVER_PATH.test(pathname)) return null;
  return languageFromPath(pathname) ? href : localizePath(language, href);
};

/**
 * The body of a CMS page or promotion in readable long-form typography.
 *
 * Rendering raw HTML is safe here because the API sanitises every CMS body with an allow-list
 * of tags and attributes (no scripts, event handlers, `javascript:` URLs, iframes or inline
 * styles; ARCHITECTURE §8). Only CMS `content` fields may be passed in, never text a visitor
 * typed. Links to pages of the site open in the app, in the current language, without a reload.
 */
export const HtmlContent = ({ html, className, lang, ref }: HtmlContentProps) => {
  const navigate = useNavigate();
  const language = useAppState((state) => state.language);

  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor || !event.currentTarget.contains(anchor)) return;
    const path = readSitePath(anchor, language);
    if (path === null) return;
    event.preventDefault();
    void navigate(path);
  };

  return (
    <div
      ref={ref}
      className={className ? `prose ${className}` : 'prose'}
      lang={lang}
      onClick={handleClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
};
