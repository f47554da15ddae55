import { LANGUAGE_RELOAD_MS } from '@prime/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../shared/storage/keys';
import { buildCmsPage } from '../test/cms-fixtures';
import { createFakeApi } from '../test/fake-api';
import { answerRequests } from '../test/fake-requests';
import { buildPlayer } from '../test/fixtures';
import { buildGameDetail } from '../test/game';
import { renderWithApp, type RenderOptions } from '../test/render';
import { buildRouteObjects } from './router';

const open = (url: string, options: Omit<RenderOptions, 'routes' | 'url'> = {}) =>
  renderWithApp(null, { ...options, url, routes: buildRouteObjects });

const heading = () => screen.findByRole('heading', { level: 1 });

describe('router', () => {
  it('shows the login page with its English heading inside the layout', async () => {
    open('/en/login');
    expect(await heading()).toHaveTextContent('Login');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    // The title follows the page's own effect, which may run a moment after its heading shows.
    await waitFor(() => expect(document.title).toBe('Login | Prime'));
  });

  it('shows the casino home at /', async () => {
    open('/');
    expect(await heading()).toHaveTextContent('Casino');
  });

  it('renders the title in the language of the prefix', async () => {
    const { store } = open('/de/promotion');
    await waitFor(() => expect(store.getState().language).toBe('de'));
    expect(await heading()).toHaveTextContent('Aktionen');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('de');
    expect(document.documentElement.lang).toBe('de');
  });

  it('follows a language prefix in the path without reloading the page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    try {
      const { store, router } = open('/de/casino');
      await waitFor(() => expect(store.getState().language).toBe('de'));
      await act(() => router.navigate('/sk/prime'));
      await waitFor(() => expect(store.getState().language).toBe('sk'));
      await act(() => vi.advanceTimersByTimeAsync(LANGUAGE_RELOAD_MS * 3));
      expect(reload).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });

  it('sends an unknown path home', async () => {
    const { router } = open('/no/such/page/at/all');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await heading()).toHaveTextContent('Casino');
  });

  it('sends an unknown language prefix home', async () => {
    const { router } = open('/fr/casino');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('redirects the cz alias to cs and keeps the rest of the URL', async () => {
    const { router } = open('/cz/promotion?x=1#top');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cs/promotion'));
    expect(router.state.location.search).toBe('?x=1');
    expect(router.state.location.hash).toBe('#top');
  });

  it('sends a visitor from a restricted page to login and remembers the path', async () => {
    sessionStorage.setItem(STORAGE_KEYS.temporaryRoute, '/promotion/3');
    const { router } = open('/de/deposit?amount=50');
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/login'));
    expect(sessionStorage.getItem(STORAGE_KEYS.intendedPath)).toBe('/de/deposit?amount=50');
    expect(sessionStorage.getItem(STORAGE_KEYS.temporaryRoute)).toBeNull();
  });

  it('opens a restricted page for a player', async () => {
    open('/limits', { state: { token: 'tok' }, player: buildPlayer() });
    expect(await heading()).toHaveTextContent('Anna Novak');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Limits and self-exclusion' }),
    ).toBeInTheDocument();
  });

  it('titles a dashboard section by its name', async () => {
    open('/en/dashboard/myBonus', { state: { token: 'tok' }, player: buildPlayer() });
    expect(await screen.findByRole('heading', { level: 2, name: 'My bonus' })).toBeInTheDocument();
    expect(document.title).toBe('My bonus | Prime');
  });

  it('sends a player away from the login page', async () => {
    const { router } = open('/sk/login', { state: { token: 'tok' }, player: buildPlayer() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/sk'));
  });

  it('sends every route to the maintenance page while maintenance is on', async () => {
    const api = createFakeApi({ isInMaintenance: async () => true });
    const { router } = open('/casino', { state: { inMaintenance: true }, api });
    await waitFor(() => expect(router.state.location.pathname).toBe('/in-maintenance'));
    expect(await heading()).toHaveTextContent('We will be right back');
    expect(screen.getByText(/undergoing scheduled maintenance/)).toBeInTheDocument();
  });

  it('leaves the maintenance page for / once the poll says maintenance is off', async () => {
    const api = createFakeApi({ isInMaintenance: async () => false });
    const { router, store } = open('/in-maintenance', { state: { inMaintenance: true }, api });
    await waitFor(() => expect(store.getState().inMaintenance).toBe(false));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('goes to the maintenance page when maintenance starts while browsing', async () => {
    const { router, store } = open('/prime');
    expect(await heading()).toHaveTextContent('Prime');
    act(() => store.setState({ inMaintenance: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/in-maintenance'));
  });

  it('asks for cookie consent on any page and reopens it from the footer', async () => {
    open('/casino');
    const panel = await screen.findByRole('region', { name: 'Your cookie choices' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Essentials only' }));
    // The choice is saved, then the panel leaves on the next render.
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Your cookie choices' })).not.toBeInTheDocument(),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    const reopened = screen.getByRole('region', { name: 'Your cookie choices' });
    expect(within(reopened).getByRole('checkbox', { name: /Functional/ })).not.toBeChecked();
    fireEvent.click(within(reopened).getByRole('button', { name: 'Essentials only' }));
  });

  it('shows a footer page from the CMS by its path name', async () => {
    const api = createFakeApi();
    const request = answerRequests(api, {
      'GET cms/pages': {
        data: [buildCmsPage({ name: 'responsible-gaming', title: 'Play responsibly' })],
        meta: {},
      },
    });
    open('/en/responsible-gaming', { api });
    expect(await screen.findByText('We protect your data.')).toBeInTheDocument();
    expect(await heading()).toHaveTextContent('Play responsibly');
    expect(request).toHaveBeenCalledWith('GET', 'cms/pages', {
      query: { type: 'page', name: 'responsible-gaming', language: 'en' },
    });
  });

  it('sends a generic page that does not exist home', async () => {
    const api = createFakeApi();
    answerRequests(api, { 'GET cms/pages': { data: [], meta: {} } });
    const { router } = open('/en/no-such-page', { api });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('opens the newsletter opt-out page without a language prefix', async () => {
    open('/newsletter/opt-out');
    expect(await heading()).toHaveTextContent('Unsubscribe from the newsletter');
    expect(screen.getByText('This page is unavailable.')).toBeInTheDocument();
  });

  it('opens the game screen in the reduced layout', async () => {
    const api = createFakeApi();
    answerRequests(api, {
      'GET static/casinoGames/2': {
        data: buildGameDetail({ id: 2, provider_id: 1, provider: { id: 1, name: 'Nova Studio' } }),
      },
      'POST casino/play/nova-studio': { data: { play_for_fun: '/games/?token=demo-2' } },
    });
    open('/game/play/1/2', { api });
    expect(await screen.findByTitle('Golden Harbour')).toHaveAttribute(
      'src',
      '/games/?token=demo-2&lang=en',
    );
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it.each([
    ['/', 'Casino'],
    ['/de/live-casino', 'Live-Casino'],
    ['/others', 'Others'],
  ])('opens the lobby at %s', async (url, title) => {
    open(url);
    expect(await screen.findByRole('searchbox')).toBeInTheDocument();
    // A language other than English names the lobby once its texts arrived.
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
