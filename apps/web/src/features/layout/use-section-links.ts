import { LOBBY_LINKS } from '@prime/contract';
import { useAppState } from '../../shared/session/app-store-context';

export type SectionLink = { key: string; path: string };

/** The six lobby links, in the order of the skin settings once they have loaded. */
export const useSectionLinks = (): readonly SectionLink[] => {
  const links = useAppState((state) => state.skinSettings?.layout_settings.header_links);
  return links && links.length > 0 ? links : LOBBY_LINKS;
};
