import { lazy, useEffect, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { accountTexts } from '../shared/i18n/built-in-texts';

/**
 * A route's screen in a chunk of its own, fetched when the route first renders, so the first
 * load carries only the shell: `lazyScreen(() => import('../features/x/x-page'), 'XPage')`.
 * The route view renders it inside a `<Suspense>`, which keeps header and footer on screen.
 */
export const lazyScreen = <Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) => lazy(async () => ({ default: (await load())[name] }));

/** Holds the page's place while its screen's chunk arrives, so the footer does not jump. */
export const ScreenPlaceholder = () => <section className="page page--pending" aria-busy="true" />;

/**
 * Around the screens of the account areas: fetches those areas' English texts (the fallback of
 * their keys) when the first of them shows; i18next re-renders once they are added.
 */
export const AccountTexts = ({ children }: { children: ReactNode }) => {
  const { i18n } = useTranslation();
  useEffect(() => {
    void accountTexts(i18n);
  }, [i18n]);
  return children;
};
