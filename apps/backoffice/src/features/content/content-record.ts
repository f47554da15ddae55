import { LANGUAGES, type StaffBanner, type StaffPage } from '@prime/contract';

export type PageRecord = StaffPage;
export type BannerRecord = StaffBanner;
export type Language = (typeof LANGUAGES)[number];

/** The console's language tabs, English (the fallback of every other) first. */
export const CONTENT_LANGUAGES: readonly Language[] = LANGUAGES;

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  cs: 'Čeština',
  de: 'Deutsch',
  sk: 'Slovenčina',
  hu: 'Magyar',
  pl: 'Polski',
  es: 'Español',
};

/** `2026-05-01T10:00:00.000Z` as a `datetime-local` value (UTC), or empty. */
export const toLocalInput = (iso: string | null): string => (iso ? iso.slice(0, 16) : '');

/** A `datetime-local` value (read as UTC) as ISO, or null when empty. */
export const fromLocalInput = (value: string): string | null =>
  value ? new Date(`${value}:00Z`).toISOString() : null;

/** Where the site shows a page in English: promotions by id, static pages by their name. */
export const sitePathOf = (record: Pick<PageRecord, 'type' | 'id' | 'name'>): string =>
  record.type === 'promotion' ? `/en/promotion/${record.id}` : `/en/${record.name}`;
