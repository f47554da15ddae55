import { FILTER_STICKY_SCROLL_PX, type Provider } from '@prime/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answerGames,
  buildProvider,
  buildSection,
  createRoutedApi,
  type FakeRoute,
} from '../../test/catalog';
import { renderWithApp, setViewportWidth } from '../../test/render';
import { ApiError } from '../../shared/api/api-error';
import type { AppState } from '../../shared/session/app-store';
import type { LobbyName } from './lobbies';
import { LobbyPage } from './lobby-page';

const SECTIONS = [
  buildSection({ id: 2, slug: 'casino-slots', name: 'casino-slots', rank: 2 }),
  buildSection({ id: 1, slug: 'casino-top-games', name: 'casino-top-games', rank: 1 }),
  buildSection({ id: 3, slug: 'live-tables', name: 'liveCasino-tables', rank: 1 }),
  buildSection({ id: 4, slug: 'prime-classic', name: 'kajotPrime-classic', rank: 1 }),
  buildSection({ id: 5, slug: 'others-misc', name: 'others-misc', rank: 1 }),
  buildSection({ id: 6, slug: 'crash-all', name: 'crashGames-all', rank: 1 }),
];

const NOVA = buildProvider({ id: 11, name: 'Nova Studio', slug: 'nova' });
const ORBIT = buildProvider({ id: 12, name: 'Orbit Games', slug: 'orbit' });
const HIDDEN = buildProvider({ id: 13, name: 'Hidden Works', slug: 'hidden', is_visible: false });
const PROVIDERS: Record<number, Provider[]> = { 1: [NOVA, HIDDEN], 2: [ORBIT], 3: [NOVA] };

type SetupOptions = { games?: FakeRoute; total?: number; state?: Partial<AppState> };

const setup = (lobbyName: LobbyName, { total = 60, games, state }: SetupOptions = {}) => {
  const providerRoutes = Object.fromEntries(
    [1, 2, 3, 4, 5, 6].map((id) => [
      `casino/sections/${id}/providers`,
      () => ({ data: PROVIDERS[id] ?? [] }),
    ]),
  );
  const fake = createRoutedApi({
    'casino/sections': () => ({ data: SECTIONS }),
    ...providerRoutes,
    'casino/games': games ?? ((query) => answerGames(total, query)),
    'cms/banners': () => ({ data: [] }),
  });
  const view = renderWithApp(<LobbyPage lobbyName={lobbyName} />, { api: fake.api, state });
  const lastGamesQuery = () => fake.queriesTo('casino/games').at(-1);
  const gameLinks = () => screen.queryAllByRole('link', { name: /^Play Game \d+/ });
  return { ...fake, ...view, lastGamesQuery, gameLinks };
};

const FIRST_PAGE = { page: 1, per_page: 48, sort_by: 'rank', is_provider_visible: 1 };

const search = (term: string) => {
  const box = screen.getByRole('searchbox', { name: 'Search games' });
  fireEvent.change(box, { target: { value: term } });
  fireEvent.submit(box);
};

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
};

beforeEach(() => setViewportWidth(1400));
afterEach(() => {
  setViewportWidth(1024);
  scrollTo(0);
  vi.restoreAllMocks();
});

describe('LobbyPage sections', () => {
  it('shows the lobby heading and its sections as tabs in rank order, the first chosen', async () => {
    const { lastGamesQuery } = setup('casino');
    expect(screen.getByRole('heading', { level: 1, name: 'Casino' })).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Top games', 'Slots']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(lastGamesQuery()).toEqual({ ...FIRST_PAGE, section_id: 1, is_desktop: 1 }),
    );
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tabs[0]?.id);
  });

  it('shows no tabs when the lobby has one section, and live casino asks live games only', async () => {
    const { lastGamesQuery, gameLinks } = setup('liveCasino');
    await waitFor(() => expect(gameLinks()).toHaveLength(48));
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(lastGamesQuery()).toEqual({ ...FIRST_PAGE, section_id: 3, is_live: 1, is_desktop: 1 });
  });

  it('asks the others lobby for games that are not live, on mobile width with is_mobile', async () => {
    setViewportWidth(800);
    const { lastGamesQuery } = setup('others');
    await waitFor(() =>
      expect(lastGamesQuery()).toEqual({ ...FIRST_PAGE, section_id: 5, is_live: 0, is_mobile: 1 }),
    );
  });

  it('applies no live filter to crash games', async () => {
    const { lastGamesQuery } = setup('crashGames');
    await waitFor(() =>
      expect(lastGamesQuery()).toEqual({ ...FIRST_PAGE, section_id: 6, is_desktop: 1 }),
    );
  });

  it('on a new section starts from page 1, reloads its providers, clears the provider and scrolls up', async () => {
    const scroll = vi.spyOn(window, 'scrollTo');
    const { lastGamesQuery, queriesTo, request, gameLinks } = setup('casino', { total: 200 });
    await waitFor(() => expect(gameLinks()).toHaveLength(48));
    const select = screen.getByRole('combobox', { name: 'Filter by provider' });
    await within(select).findByRole('option', { name: 'Nova Studio' });
    fireEvent.change(select, { target: { value: '11' } });
    await waitFor(() => expect(lastGamesQuery()).toMatchObject({ provider_id: 11 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(gameLinks()).toHaveLength(98));

    fireEvent.click(screen.getByRole('tab', { name: 'Slots' }));

    await waitFor(() =>
      expect(lastGamesQuery()).toEqual({ ...FIRST_PAGE, section_id: 2, is_desktop: 1 }),
    );
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
    expect(select).toHaveValue('');
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(request).toHaveBeenCalledWith('GET', 'casino/sections/2/providers', expect.anything());
    expect(await within(select).findByRole('option', { name: 'Orbit Games' })).toBeInTheDocument();
    expect(within(select).queryByRole('option', { name: 'Nova Studio' })).not.toBeInTheDocument();
    await waitFor(() => expect(gameLinks()).toHaveLength(48));
    expect(queriesTo('casino/games').filter((query) => query.section_id === 2)).toHaveLength(1);
  });

  it('moves the focus between tabs with the arrow keys without choosing', async () => {
    setup('casino');
    const [top, slots] = await screen.findAllByRole('tab');
    top?.focus();
    fireEvent.keyDown(top as HTMLElement, { key: 'ArrowRight' });
    expect(slots).toHaveFocus();
    expect(top).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(slots as HTMLElement, { key: 'ArrowRight' });
    expect(top).toHaveFocus();
  });

  it('says no game matches when the lobby has no section', async () => {
    const fake = createRoutedApi({
      'casino/sections': () => ({ data: [] }),
      'cms/banners': () => ({ data: [] }),
    });
    renderWithApp(<LobbyPage lobbyName="prime" />, { api: fake.api });
    expect(await screen.findByText('No game with these criteria')).toBeInTheDocument();
    expect(fake.queriesTo('casino/games')).toHaveLength(0);
  });
});

describe('LobbyPage search', () => {
  it('alerts on one or two characters and sends nothing', async () => {
    const { queriesTo, gameLinks } = setup('casino');
    await waitFor(() => expect(gameLinks()).toHaveLength(48));
    const sent = queriesTo('casino/games').length;
    search('ab');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You must enter at least three characters',
    );
    expect(screen.getByRole('searchbox')).toHaveAttribute('aria-invalid', 'true');
    search('a');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(queriesTo('casino/games')).toHaveLength(sent);
  });

  it('sends a term of three or more characters lowercased, and clears the alert', async () => {
    const { lastGamesQuery, gameLinks } = setup('casino');
    await waitFor(() => expect(gameLinks()).toHaveLength(48));
    search('ab');
    await screen.findByRole('alert');
    search('  GoLD ');
    await waitFor(() => expect(lastGamesQuery()).toMatchObject({ ...FIRST_PAGE, name: 'gold' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('searches after a pause in typing too', async () => {
    const { lastGamesQuery } = setup('casino');
    await screen.findAllByRole('tab');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Harbour' } });
    await waitFor(() => expect(lastGamesQuery()).toMatchObject({ name: 'harbour' }));
  });

  it('an empty search clears the term and starts again from page 1', async () => {
    const { lastGamesQuery, gameLinks } = setup('casino', { total: 120 });
    await waitFor(() => expect(gameLinks()).toHaveLength(48));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(gameLinks()).toHaveLength(98));
    search('gold');
    await waitFor(() => expect(lastGamesQuery()).toMatchObject({ ...FIRST_PAGE, name: 'gold' }));
    search('');
    await waitFor(() =>
      expect(lastGamesQuery()).toEqual({ ...FIRST_PAGE, section_id: 1, is_desktop: 1 }),
    );
    await waitFor(() => expect(gameLinks()).toHaveLength(48));
  });

  it('says so when no game matches', async () => {
    setup('casino', { games: (query) => answerGames(query.name ? 0 : 10, query) });
    search('zzz');
    expect(await screen.findByText('No game with these criteria')).toBeInTheDocument();
  });
});

describe('LobbyPage filters', () => {
  it('filters by a visible provider of the section, and show all clears it', async () => {
    const { lastGamesQuery } = setup('casino');
    const select = screen.getByRole('combobox', { name: 'Filter by provider' });
    await within(select).findByRole('option', { name: 'Nova Studio' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Provider', 'Show all', 'Nova Studio']);
    fireEvent.change(select, { target: { value: '11' } });
    await waitFor(() => expect(lastGamesQuery()).toMatchObject({ provider_id: 11, page: 1 }));
    fireEvent.change(select, { target: { value: 'all' } });
    await waitFor(() => expect(lastGamesQuery()?.provider_id).toBeUndefined());
    expect(select).toHaveValue('');
  });

  it('filters prime slots by reels', async () => {
    const { lastGamesQuery } = setup('prime');
    const group = await screen.findByRole('group', { name: 'Number of reels' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All', '3 reels', '4 reels', '5 reels']);
    expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.click(within(group).getByRole('button', { name: '4 reels' }));
    await waitFor(() => expect(lastGamesQuery()).toMatchObject({ section_id: 4, reels: 4 }));
    expect(within(group).getByRole('button', { name: '4 reels' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.click(within(group).getByRole('button', { name: 'All' }));
    await waitFor(() => expect(lastGamesQuery()?.reels).toBeUndefined());
  });

  it('filters live casino by type and keeps is_live', async () => {
    const { lastGamesQuery } = setup('liveCasino');
    const group = await screen.findByRole('group', { name: 'Game type' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All', 'Live casino', 'Scratch cards', 'Crash games']);
    fireEvent.click(within(group).getByRole('button', { name: 'Scratch cards' }));
    await waitFor(() =>
      expect(lastGamesQuery()).toMatchObject({ type: 'scratch-card', is_live: 1, page: 1 }),
    );
    expect(screen.queryByRole('group', { name: 'Number of reels' })).not.toBeInTheDocument();
  });

  it('pins the filter bar once the page has scrolled past the threshold', async () => {
    const { container } = setup('casino');
    await screen.findAllByRole('tab');
    const bar = container.querySelector('.lobby-filters');
    act(() => scrollTo(FILTER_STICKY_SCROLL_PX - 1));
    expect(bar).not.toHaveClass('lobby-filters--stuck');
    act(() => scrollTo(FILTER_STICKY_SCROLL_PX));
    expect(bar).toHaveClass('lobby-filters--stuck');
  });
});

describe('LobbyPage grid', () => {
  it('loads 50 more from the loaded count until the total is reached', async () => {
    const { lastGamesQuery, gameLinks } = setup('casino', { total: 120 });
    await waitFor(() => expect(gameLinks()).toHaveLength(48));
    expect(screen.getByText('Showing 48 of 120 games')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(gameLinks()).toHaveLength(98));
    expect(lastGamesQuery()).toEqual({
      sort_by: 'rank',
      is_provider_visible: 1,
      offset: 48,
      per_page: 50,
      section_id: 1,
      is_desktop: 1,
    });
    expect(gameLinks()[48]).toHaveAccessibleName('Play Game 49 by Nova Studio');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(gameLinks()).toHaveLength(120));
    expect(lastGamesQuery()).toMatchObject({ offset: 98, per_page: 50 });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when more games cannot be loaded, keeps the shown ones and lets the visitor retry', async () => {
    let failNext = true;
    const { gameLinks } = setup('casino', {
      games: (query) => {
        if (query.offset !== undefined && failNext) {
          failNext = false;
          // A 4xx is not retried, so the failure reaches the screen at once.
          throw new ApiError(429, 'too_many_requests', 'Too many requests.');
        }
        return answerGames(120, query);
      },
    });
    await waitFor(() => expect(gameLinks()).toHaveLength(48));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The games could not be loaded.');
    expect(gameLinks()).toHaveLength(48);

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(gameLinks()).toHaveLength(98));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows no load more when the first page holds every game', async () => {
    const { gameLinks } = setup('casino', { total: 48 });
    await waitFor(() => expect(gameLinks()).toHaveLength(48));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('links each card to the game screen in the site language, with its artwork sized', async () => {
    const { gameLinks } = setup('casino', { total: 2, state: { language: 'de' } });
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(2));
    const [first] = screen.getAllByRole('link');
    expect(first).toHaveAttribute('href', '/de/game/play/11/1');
    expect(first).toHaveAccessibleName('Game 1 von Nova Studio spielen');
    const image = first?.querySelector('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(within(first as HTMLElement).getByText('Nova Studio')).toBeInTheDocument();
    expect(gameLinks()).toHaveLength(0);
  });

  it('offers a retry when the games cannot be loaded', async () => {
    let fail = true;
    setup('casino', {
      games: (query) => {
        if (fail) throw new ApiError(400, 'bad_request', 'Bad request');
        return answerGames(3, query);
      },
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'Play Game 1 by Nova Studio' })).toBeVisible();
  });
});
