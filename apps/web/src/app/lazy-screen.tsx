import { lazy, type ComponentType } from 'react';

/**
 * A route's screen in a chunk of its own, fetched when the route first renders, so the first
 * load carries only the shell: `lazyScreen(() => import('../features/x/x-page'), 'XPage')`.
 * Route views render it inside `<ScreenSuspense>`, which keeps header and footer on screen.
 */
export const lazyScreen = <Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) => lazy(async () => ({ default: (await load())[name] }));

/** Holds the page's place while its screen's chunk arrives, so the footer does not jump. */
export const ScreenPlaceholder = () => <section className="page page--pending" aria-busy="true" />;
