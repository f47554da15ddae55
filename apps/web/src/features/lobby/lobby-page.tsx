import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TagBannerCarousel } from '../../shared/banners/banner-carousel';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { usePrefersReducedMotion } from '../../shared/hooks/use-prefers-reduced-motion';
import { useIsDesktop } from '../../shared/hooks/use-viewport';
import { useApi } from '../../shared/api/api-context';
import { gamesQueryOptions } from './api/get-games';
import { useSections } from './api/get-sections';
import { GameGrid } from './game-grid';
import { LobbyFilterBar } from './lobby-filter-bar';
import { toGamesFilter } from './lobby-games-filter';
import { LOBBIES, selectLobbySections, type LobbyName } from './lobbies';
import { sectionTabId } from './section-tabs';
import { reduceLobbyFilters, useLobbyFilters, type LobbyFilterAction } from './use-lobby-filters';
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

  const { client } = useApi();
  const queryClient = useQueryClient();
  const [filters, dispatch] = useLobbyFilters();
  const sectionsQuery = useSections();
  const sections = useMemo(
    () => selectLobbySections(sectionsQuery.data ?? [], lobby),
    [sectionsQuery.data, lobby],
  );
  const firstSectionId = sections[0]?.id;
  const sectionId = filters.sectionId ?? firstSectionId;
  const device = useIsDesktop() ? 'desktop' : 'mobile';
  const reducedMotion = usePrefersReducedMotion();

  const gamesFilter = useMemo(
    () =>
      sectionsQuery.isSuccess
        ? (toGamesFilter(lobby, filters, sectionId, device) ?? null)
        : undefined,
    [sectionsQuery.isSuccess, lobby, filters, sectionId, device],
  );

  /**
   * Every choice starts the grid again from its first page (spec 01 §4, §5): games cached
   * for the new choice, perhaps with more pages loaded earlier, are dropped first.
   */
  const changeFilters = (action: LobbyFilterAction) => {
    const next = reduceLobbyFilters(filters, action);
    if (next === filters) return;
    const nextFilter = toGamesFilter(lobby, next, next.sectionId ?? firstSectionId, device);
    if (nextFilter) {
      queryClient.removeQueries({
        queryKey: gamesQueryOptions(client, nextFilter).queryKey,
        exact: true,
      });
    }
    dispatch(action);
  };

  return (
    <section className="page lobby">
      <h1 className="page__title">{title}</h1>
      <TagBannerCarousel tag={lobby.bannerTag} />
      <LobbyFilterBar
        lobby={lobby}
        sections={sections}
        sectionId={sectionId}
        filters={filters}
        dispatch={changeFilters}
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
