import { useEffect } from 'react';

const SITE_NAME = 'Prime';

/** `Login | Prime`; the site name alone without a page title. */
export const useDocumentTitle = (title: string | undefined): void => {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
};
