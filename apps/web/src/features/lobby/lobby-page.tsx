import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerCarousel } from '../../shared/banners/banner-carousel';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { usePrefersReducedMotion } from '../../shared/hooks/use-prefers-reduced-motion';
import { useIsDesktop } from '../../shared/hooks/use-viewport';
import { useSections } from './api/get-sections';
import type { GamesFilter } from './api/get-games';
import { GameGrid } from './game-grid';
import { LobbyFilterBar } from './lobby-filter-bar';
import { LOBBIES, selectLobbySections, type LobbyName } from './lobbies';
import { sectionTabId } from './section-tabs';
import { useLobbyFilters } from './use-lobby-filters';
import './lobby.css';

/**
 * A lobby of spec 01 §2 and §4: its banners, the filter bar and the grid of its sections'
 * games. Casino and crash games filter nothing more, live casino asks live games only and
 * others the non-live ones.
 */
export const LobbyPage = ({ lobbyName }: { lobbyName: LobbyName }) => {
  const lobby = LOBBIES[lobbyName];
  const { t } = useTranslation(['routes', 'casino']);
  const title = t(lobby.titleKey, { ns: 'routes' });
  useDocumentTitle(title);

  const [filters, dispatch] = useLobbyFilters();
  const sectionsQuery = useSections();
  const sections = useMemo(
    () => selectLobbySections(sectionsQuery.data ?? [], lobby),
    [sectionsQuery.data, lobby],
  );
  const sectionId = filters.sectionId ?? sections[0]?.id;
  const device = useIsDesktop() ? 'desktop' : 'mobile';
  const reducedMotion = usePrefersReducedMotion();

  const gamesFilter = useMemo((): GamesFilter | undefined | null => {
    if (!sectionsQuery.isSuccess) return undefined;
    if (sectionId === undefined) return null;
    return {
      sectionId,
      device,
      providerId: filters.providerId,
      name: filters.name,
      type: filters.gameType,
      isLive: lobby.isLive,
      reels: filters.reels,
    };
  }, [sectionsQuery.isSuccess, sectionId, device, filters, lobby.isLive]);

  return (
    <section className="page lobby">
      <h1 className="page__title">{title}</h1>
      <BannerCarousel tag={lobby.bannerTag} />
      <LobbyFilterBar
        lobby={lobby}
        sections={sections}
        sectionId={sectionId}
        filters={filters}
        dispatch={dispatch}
        onSectionChosen={() =>
          window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' })
        }
      />
      {sectionsQuery.isError ? (
        <div className="lobby-error" role="alert">
          <p>{t('games_error', { ns: 'casino' })}</p>
          <button
            className="button button--ghost"
            type="button"
            onClick={() => void sectionsQuery.refetch()}
          >
            {t('retry', { ns: 'casino' })}
          </button>
        </div>
      ) : (
        <GameGrid
          filter={gamesFilter}
          tabId={
            sections.length > 1 && sectionId !== undefined ? sectionTabId(sectionId) : undefined
          }
        />
      )}
    </section>
  );
};
