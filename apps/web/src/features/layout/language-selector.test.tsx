import { LANGUAGE_RELOAD_MS } from '@prime/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAYER_LANGUAGE_WAIT_MS } from '../../shared/i18n/use-select-language';
import { STORAGE_KEYS } from '../../shared/storage/keys';
import { createFakeApi } from '../../test/fake-api';
import { buildPlayer } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { LanguageSelector } from './language-selector';

const reload = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  reload.mockReset();
  vi.stubGlobal('location', { ...window.location, reload });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const choose = (language: string) =>
  act(() => {
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), {
      target: { value: language },
    });
  });

describe('LanguageSelector', () => {
  it('swaps the language in the path, stores it and reloads after 400 ms', async () => {
    const api = createFakeApi();
    const { router } = renderWithApp(<LanguageSelector />, { api, url: '/en/promotion/4?x=1#t' });
    await choose('de');
    expect(router.state.location.pathname).toBe('/de/promotion/4');
    expect(router.state.location.search).toBe('?x=1');
    expect(router.state.location.hash).toBe('#t');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('de');
    expect(api.client.request).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(LANGUAGE_RELOAD_MS - 1));
    expect(reload).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('updates the language of a logged-in player with PUT me', async () => {
    const api = createFakeApi();
    vi.mocked(api.client.request).mockResolvedValue({ data: buildPlayer({ language: 'sk' }) });
    renderWithApp(<LanguageSelector />, {
      api,
      url: '/casino',
      state: { token: 'tok' },
      player: buildPlayer(),
    });
    await choose('sk');
    expect(api.client.request).toHaveBeenCalledWith('PUT', 'me', { body: { language: 'sk' } });
    await act(() => vi.advanceTimersByTimeAsync(LANGUAGE_RELOAD_MS));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('waits for a slow player update before reloading, but not for ever', async () => {
    const api = createFakeApi();
    let answer: (value: unknown) => void = () => {};
    vi.mocked(api.client.request).mockImplementation(
      () => new Promise((resolve) => (answer = resolve)),
    );
    renderWithApp(<LanguageSelector />, { api, url: '/en/casino', state: { token: 'tok' } });
    await choose('de');
    await act(() => vi.advanceTimersByTimeAsync(LANGUAGE_RELOAD_MS * 2));
    expect(reload).not.toHaveBeenCalled();
    await act(async () => answer({ data: buildPlayer({ language: 'de' }) }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads after the wait limit when the player update hangs', async () => {
    const api = createFakeApi();
    vi.mocked(api.client.request).mockImplementation(() => new Promise(() => {}));
    renderWithApp(<LanguageSelector />, { api, url: '/en/casino', state: { token: 'tok' } });
    await choose('de');
    await act(() => vi.advanceTimersByTimeAsync(PLAYER_LANGUAGE_WAIT_MS - 1));
    expect(reload).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('still switches when the player update fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = createFakeApi();
    vi.mocked(api.client.request).mockRejectedValue(new Error('offline'));
    const { router } = renderWithApp(<LanguageSelector />, {
      api,
      url: '/en/limits',
      state: { token: 'tok' },
      player: buildPlayer(),
    });
    await choose('pl');
    await act(() => vi.advanceTimersByTimeAsync(LANGUAGE_RELOAD_MS));
    expect(router.state.location.pathname).toBe('/pl/limits');
    expect(reload).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('does nothing when the current language is chosen again', async () => {
    const { router } = renderWithApp(<LanguageSelector />, { url: '/en/casino' });
    await choose('en');
    await act(() => vi.advanceTimersByTimeAsync(LANGUAGE_RELOAD_MS));
    expect(router.state.location.pathname).toBe('/en/casino');
    expect(reload).not.toHaveBeenCalled();
  });
});
