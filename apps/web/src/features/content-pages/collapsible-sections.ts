const HEADING = /^H[2-6]$/;

/**
 * The help page's collapsible sections (spec 02 §2): every `<section id>` that starts with a
 * heading becomes a `<details>` with the same id, its heading kept inside the `<summary>` so
 * the page outline stays. The CMS keeps plain sections (its sanitiser allows no `details`), so
 * the same text reads well anywhere else. Only elements of the already sanitised HTML are
 * moved; DOMParser runs no scripts and nothing new is taken from the input.
 */
export const toCollapsibleSections = (html: string): string => {
  if (typeof DOMParser === 'undefined') return html;
  const document = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const section of document.body.querySelectorAll('section[id]')) {
    const heading = section.firstElementChild;
    if (!heading || !HEADING.test(heading.tagName)) continue;
    const details = document.createElement('details');
    details.id = section.id;
    if (section.className) details.className = section.className;
    const summary = document.createElement('summary');
    summary.append(heading);
    details.append(summary, ...section.childNodes);
    section.replaceWith(details);
  }
  return document.body.innerHTML;
};
