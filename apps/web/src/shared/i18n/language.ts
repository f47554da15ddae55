import {
  DEFAULT_LANGUAGE,
  LANGUAGE_ALIASES,
  LANGUAGE_COOKIE_SECONDS,
  LANGUAGES,
  type Language,
} from '@prime/contract';
import { setCookie } from '../storage/cookies';
import { COOKIE_NAMES, STORAGE_KEYS } from '../storage/keys';
import { readItem, writeItem, type KeyValueStorage } from '../storage/web-storage';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** What a first path segment says about the language. */
export type LanguageSegment =
  | { kind: 'language'; language: Language }
  /** An accepted alias (`cz`): the site redirects to the canonical code. */
  | { kind: 'alias'; language: Language }
  | { kind: 'none' };

export const readLanguageSegment = (segment: string | undefined): LanguageSegment => {
  if (segment === undefined || segment === '') return { kind: 'none' };
  const lower = segment.toLowerCase();
  if (isLanguage(segment)) return { kind: 'language', language: segment };
  const alias = LANGUAGE_ALIASES[lower];
  if (alias) return { kind: 'alias', language: alias };
  if (isLanguage(lower)) return { kind: 'alias', language: lower };
  return { kind: 'none' };
};

/** Splits `/de/casino` into `de` and `/casino`; a path without a language keeps its whole path. */
export const splitLanguagePrefix = (
  pathname: string,
): { segment: LanguageSegment; rest: string } => {
  const [, first, ...others] = pathname.split('/');
  const segment = readLanguageSegment(first);
  if (segment.kind === 'none') return { segment, rest: pathname || '/' };
  const rest = `/${others.join('/')}`;
  return { segment, rest };
};

/** The language of a URL path, if its first segment names one (aliases resolved). */
export const languageFromPath = (pathname: string): Language | null => {
  const { segment } = splitLanguagePrefix(pathname);
  return segment.kind === 'none' ? null : segment.language;
};

/** Startup rule (spec 01 §4): the route's language, else the stored one, else English. */
export const resolveLanguage = (pathname: string, stored: string | null): Language => {
  const fromPath = languageFromPath(pathname);
  if (fromPath) return fromPath;
  if (isLanguage(stored)) return stored;
  return DEFAULT_LANGUAGE;
};

/** `/casino` under `de` is `/de/casino`; the home page is `/` in English and `/de` otherwise. */
export const localizePath = (language: Language, path: string): string => {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (clean === '/') return language === DEFAULT_LANGUAGE ? '/' : `/${language}`;
  return `/${language}${clean}`;
};

/** The same page under another language: `/de/promotion/3` -> `/sk/promotion/3`. */
export const switchLanguageInPath = (pathname: string, language: Language): string => {
  const { rest } = splitLanguagePrefix(pathname);
  return rest === '/' ? `/${language}` : `/${language}${rest}`;
};

export const readStoredLanguage = (storage: KeyValueStorage = localStorage): string | null =>
  readItem(storage, STORAGE_KEYS.language);

/** Remembers the language in local storage and in a cookie the server can read. */
export const storeLanguage = (
  language: Language,
  storage: KeyValueStorage = localStorage,
): void => {
  writeItem(storage, STORAGE_KEYS.language, language);
  setCookie(COOKIE_NAMES.language, language, { maxAgeSeconds: LANGUAGE_COOKIE_SECONDS });
};
