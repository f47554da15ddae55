import { useTranslation } from 'react-i18next';
import { usePlayer } from '../../shared/session/use-session';
import { countLoaded, useGames, type GamesFilter } from './api/get-games';
import { bonusMarkOf } from './bonus-mark';
import { GameCard } from './game-card';

/** Placeholders shown while the first games load: enough to fill a screen. */
const SKELETON_CARDS = 12;

export const GAME_GRID_ID = 'lobby-games';

type GameGridProps = {
  /** Undefined while the sections load; null when the lobby has no section. */
  filter: GamesFilter | undefined | null;
  /** The selected section's tab, when the sections are shown as tabs. */
  tabId?: string;
};

const Skeleton = ({ label }: { label: string }) => (
  <ul className="game-grid game-grid--loading" aria-busy="true" aria-label={label}>
    {Array.from({ length: SKELETON_CARDS }, (_, index) => (
      <li key={index} className="game-card game-card--skeleton" />
    ))}
  </ul>
);

/**
 * The grid of spec 01 §2: the first 48 games, 50 more per 'Load more' while the total says
 * more exist, and 'No game with these criteria' when nothing matches.
 */
export const GameGrid = ({ filter, tabId }: GameGridProps) => {
  const { t } = useTranslation('casino');
  const bonus = usePlayer()?.bonus;
  const query = useGames(filter ?? undefined);
  const pages = query.data?.pages ?? [];
  const games = pages.flatMap((page) => page.data);
  const total = pages.at(-1)?.meta.total ?? 0;

  const content = (() => {
    if (filter === null) return <p className="lobby-empty">{t('no_games')}</p>;
    if (filter === undefined || query.isPending) return <Skeleton label={t('loading_games')} />;
    if (query.isError && games.length === 0) {
      return (
        <div className="lobby-error" role="alert">
          <p>{t('games_error')}</p>
          <button
            className="button button--ghost"
            type="button"
            onClick={() => void query.refetch()}
          >
            {t('retry')}
          </button>
        </div>
      );
    }
    if (games.length === 0) return <p className="lobby-empty">{t('no_games')}</p>;
    return (
      <>
        <ul
          className={query.isPlaceholderData ? 'game-grid game-grid--stale' : 'game-grid'}
          aria-busy={query.isPlaceholderData}
        >
          {games.map((game) => (
            <GameCard key={game.id} game={game} bonus={bonusMarkOf(game, bonus)} />
          ))}
        </ul>
        <p className="lobby-count" role="status">
          {t('games_shown', { shown: countLoaded(pages), total })}
        </p>
        {query.isFetchNextPageError ? (
          <p className="lobby-error" role="alert">
            {t('games_error')}
          </p>
        ) : null}
        {query.hasNextPage && !query.isPlaceholderData ? (
          <button
            className="button button--primary lobby-more"
            type="button"
            disabled={query.isFetchingNextPage}
            aria-busy={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('load_more')}
          </button>
        ) : null}
      </>
    );
  })();

  return (
    <div
      id={GAME_GRID_ID}
      className="lobby-games"
      {...(tabId ? { role: 'tabpanel', 'aria-labelledby': tabId } : {})}
    >
      {content}
    </div>
  );
};
