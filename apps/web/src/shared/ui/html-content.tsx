import type { Ref } from 'react';
import './html-content.css';

export type HtmlContentProps = {
  /** HTML of a CMS page or promotion, as the API sends it. */
  html: string;
  className?: string;
  ref?: Ref<HTMLDivElement>;
};

/**
 * The body of a CMS page or promotion in readable long-form typography.
 *
 * Rendering raw HTML is safe here because the API sanitises every CMS body when it is stored
 * and again when it is served (sanitize-html with an allow-list of tags and attributes: no
 * scripts, event handlers, `javascript:` URLs, iframes or inline styles; ARCHITECTURE §8).
 * Only CMS `content` fields may be passed in, never text a visitor typed.
 */
export const HtmlContent = ({ html, className, ref }: HtmlContentProps) => (
  <div
    ref={ref}
    className={className ? `prose ${className}` : 'prose'}
    dangerouslySetInnerHTML={{ __html: html }}
  />
);
