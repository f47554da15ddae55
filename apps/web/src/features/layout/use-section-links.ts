import { useAppState } from '../../shared/session/app-store-context';

export type SectionLink = { key: string; path: string };

/** The six lobby links, in the order of the skin settings when they have loaded. */
export const DEFAULT_SECTION_LINKS: readonly SectionLink[] = [
  { key: 'casino', path: 'casino' },
  { key: 'prime', path: 'prime' },
  { key: 'live_casino', path: 'live-casino' },
  { key: 'crash_games', path: 'crash-games' },
  { key: 'others', path: 'others' },
  { key: 'promotions', path: 'promotion' },
];

export const useSectionLinks = (): readonly SectionLink[] => {
  const links = useAppState((state) => state.skinSettings?.layout_settings.header_links);
  return links && links.length > 0 ? links : DEFAULT_SECTION_LINKS;
};
