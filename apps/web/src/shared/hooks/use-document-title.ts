import { useEffect } from 'react';

const SITE_NAME = 'Prime';

const SUFFIX = ` | ${SITE_NAME}`;

/**
 * `Login | Prime`; the site name alone without a page title. A title that already names the
 * site (CMS seo titles such as `Help centre | Prime`) is used as it is.
 */
export const useDocumentTitle = (title: string | undefined): void => {
  useEffect(() => {
    if (!title) document.title = SITE_NAME;
    else document.title = title.endsWith(SUFFIX) ? title : `${title}${SUFFIX}`;
  }, [title]);
};
