import { useEffect } from 'react';

/**
 * `<meta name="description">` of the current page: created when missing, and put back to what
 * it was when the page goes, so the next page never shows a stale description.
 */
export const useMetaDescription = (description: string | undefined): void => {
  useEffect(() => {
    if (description === undefined || description === '') return undefined;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const previous = meta?.content ?? null;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
    const element = meta;
    return () => {
      if (previous === null) element.remove();
      else element.content = previous;
    };
  }, [description]);
};
