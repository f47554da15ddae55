import type { Language } from '@prime/contract';
import type { Texts } from '@prime/contract/texts';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Params } from 'react-router';
import type { LayoutVariant } from '../features/layout/layout';
import type { PrimeApi } from '../shared/api/prime-api';
import type { RouteAccess } from '../shared/routing/guard';
import { PATHS, type PathName } from '../shared/routing/paths';
import type { Device } from '../shared/session/app-store';

export type RouteTitleKey = keyof Texts['routes'];

/** What a route's loader may use to start its screen's first queries. */
export type RouteLoadContext = {
  queryClient: QueryClient;
  api: PrimeApi;
  /** The language the page will show: the URL's prefix, else the current one. */
  language: Language;
  /** From the window's width, as the screens measure it. */
  device: Device;
  params: Params;
};

/**
 * Starts the first queries of a route's screen with `ensureQueryData`, while the screen's code
 * loads. The router does not wait for it: the screen shows its heading meanwhile, and a failure
 * is left to the screen, which asks again and shows it.
 */
export type RouteLoad = (context: RouteLoadContext) => Promise<unknown>;

export type RouteEntry = {
  name: PathName;
  /** Pattern without the language prefix (react-router syntax), from `PATHS`. */
  path: string;
  /** Key of the page title in the `routes` text section. */
  titleKey: RouteTitleKey;
  access: RouteAccess;
  layout: LayoutVariant;
  /** `optional`: `/casino` and `/de/casino` both open it; `required`: only `/de/...`. */
  languagePrefix: 'optional' | 'required';
  /** What the route shows inside its layout: a lazy screen, whose code loads when first shown. */
  screen: (route: RouteEntry) => ReactNode;
  load?: RouteLoad;
};

type RouteOptions = Pick<RouteEntry, 'titleKey' | 'screen'> &
  Partial<Pick<RouteEntry, 'access' | 'layout' | 'languagePrefix' | 'load'>>;

/** A route of the table: open to anyone, in the full layout, with an optional language prefix. */
export const route = (name: PathName, options: RouteOptions): RouteEntry => ({
  name,
  path: PATHS[name],
  access: 'open',
  layout: 'full',
  languagePrefix: 'optional',
  ...options,
});

/** The react-router pattern of an entry, with its language prefix. */
export const routePattern = (entry: RouteEntry): string => {
  if (entry.languagePrefix === 'required') return `/:lang${entry.path}`;
  return entry.path === PATHS.home ? '/:lang?' : `/:lang?${entry.path}`;
};
