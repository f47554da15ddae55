import { DESKTOP_MIN_WIDTH, HEADER_COMPACT_SCROLL_PX } from '@prime/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../shared/storage/keys';
import { createFakeApi } from '../../test/fake-api';
import { buildPlayer } from '../../test/fixtures';
import { renderWithApp, setViewportWidth } from '../../test/render';
import { Header } from './header';

const SECTIONS = ['Casino', 'Prime', 'Live casino', 'Crash games', 'Others', 'Promotions'];

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
};

afterEach(() => {
  setViewportWidth(1024);
  scrollTo(0);
});

describe('Header on desktop', () => {
  it('shows the six section links and Login/Register for a visitor', () => {
    setViewportWidth(DESKTOP_MIN_WIDTH);
    renderWithApp(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(SECTIONS);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/en/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/en/registration',
    );
    expect(screen.queryByRole('button', { name: 'Open sections menu' })).not.toBeInTheDocument();
  });

  it('links the sections under the current language', () => {
    setViewportWidth(1400);
    renderWithApp(<Header />, { state: { language: 'de' } });
    expect(screen.getByRole('link', { name: 'Live-Casino' })).toHaveAttribute(
      'href',
      '/de/live-casino',
    );
  });

  it('shows the balance (total plus bonus) with an eye toggle and Dashboard for a player', async () => {
    setViewportWidth(1400);
    renderWithApp(<Header />, { state: { token: 'tok' }, player: buildPlayer() });
    expect(await screen.findByTestId('header-balance')).toHaveTextContent('€130.75');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/en/informations',
    );
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getByTestId('header-balance')).not.toHaveTextContent('130.75');
    expect(localStorage.getItem(STORAGE_KEYS.showBalance)).toBe('false');
    expect(screen.getByRole('button', { name: 'Show balance' })).toBeInTheDocument();
  });

  it('remembers a hidden balance', async () => {
    localStorage.setItem(STORAGE_KEYS.showBalance, 'false');
    setViewportWidth(1400);
    renderWithApp(<Header />, { state: { token: 'tok' }, player: buildPlayer() });
    expect(await screen.findByTestId('header-balance')).not.toHaveTextContent('130.75');
  });

  it('opens the balance summary and closes it on an outside click', async () => {
    setViewportWidth(1400);
    renderWithApp(<Header />, { state: { token: 'tok' }, player: buildPlayer() });
    fireEvent.click(await screen.findByRole('button', { name: /Balance/ }));
    const summary = screen.getByRole('region', { name: 'Balance summary' });
    expect(within(summary).getByText('Anna Novak')).toBeInTheDocument();
    expect(within(summary).getByText('€100.00')).toBeInTheDocument();
    expect(within(summary).getByText('€20.50')).toBeInTheDocument();
    expect(within(summary).getByText('€10.25')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Deposit now' })).toBeInTheDocument();
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('region', { name: 'Balance summary' })).not.toBeInTheDocument();
  });

  it('logs out through the API and clears the token', async () => {
    setViewportWidth(1400);
    localStorage.setItem(STORAGE_KEYS.accessToken, 'tok');
    const api = createFakeApi();
    const { store } = renderWithApp(<Header />, {
      api,
      state: { token: 'tok' },
      player: buildPlayer(),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Balance/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(store.getState().token).toBeNull());
    expect(api.logout).toHaveBeenCalledOnce();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('turns compact after the scroll threshold', () => {
    setViewportWidth(1400);
    renderWithApp(<Header />);
    const header = screen.getByRole('banner');
    expect(header).not.toHaveClass('header--compact');
    act(() => scrollTo(HEADER_COMPACT_SCROLL_PX));
    expect(header).toHaveClass('header--compact');
  });
});

describe('Header on mobile', () => {
  it('switches to the mobile header below 1200 px', () => {
    setViewportWidth(DESKTOP_MIN_WIDTH - 1);
    renderWithApp(<Header />);
    expect(screen.getByRole('button', { name: 'Open sections menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open account menu' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('follows a resize across the breakpoint', () => {
    setViewportWidth(1400);
    renderWithApp(<Header />);
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    act(() => setViewportWidth(800));
    expect(screen.getByRole('button', { name: 'Open sections menu' })).toBeInTheDocument();
  });

  it('opens the sections menu with the six links and locks page scrolling', () => {
    setViewportWidth(768);
    renderWithApp(<Header />);
    const toggle = screen.getByRole('button', { name: 'Open sections menu' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(SECTIONS);
    expect(document.body.style.overflow).toBe('hidden');

    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('restores page scrolling when the header unmounts with a menu open', () => {
    setViewportWidth(768);
    document.body.style.overflow = 'auto';
    const { unmount } = renderWithApp(<Header />);
    fireEvent.click(screen.getByRole('button', { name: 'Open account menu' }));
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('auto');
  });

  it('closes a menu on Escape', () => {
    setViewportWidth(768);
    renderWithApp(<Header />);
    fireEvent.click(screen.getByRole('button', { name: 'Open sections menu' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('offers Login, Sign up and Help to a visitor in the account menu', () => {
    setViewportWidth(768);
    renderWithApp(<Header />);
    fireEvent.click(screen.getByRole('button', { name: 'Open account menu' }));
    const menu = document.getElementById('account-menu');
    expect(menu).not.toBeNull();
    const links = within(menu as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Prime slots',
      'Prime offers',
      'Login',
      'Sign up',
      'Help',
    ]);
  });

  it('offers the account actions to a player', async () => {
    setViewportWidth(768);
    renderWithApp(<Header />, { state: { token: 'tok' }, player: buildPlayer() });
    fireEvent.click(screen.getByRole('button', { name: 'Open account menu' }));
    const menu = document.getElementById('account-menu') as HTMLElement;
    expect(await within(menu).findByText('Welcome, Anna Novak')).toBeInTheDocument();
    expect(within(menu).getByText('€130.75')).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Prime slots', 'Prime offers', 'Dashboard', 'Deposit', 'Withdraw', 'Help']);
    expect(within(menu).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('keeps only one menu open at a time', () => {
    setViewportWidth(768);
    renderWithApp(<Header />);
    fireEvent.click(screen.getByRole('button', { name: 'Open sections menu' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open account menu' }));
    expect(document.getElementById('sections-menu')).toBeNull();
    expect(document.getElementById('account-menu')).not.toBeNull();
    expect(document.body.style.overflow).toBe('hidden');
  });
});
