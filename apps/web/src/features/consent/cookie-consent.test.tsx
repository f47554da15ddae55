import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeConsentSettings, openConsentSettings } from '../../shared/consent/consent-store';
import { readCookie } from '../../shared/storage/cookies';
import { buildSkinSettings } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { ANALYTICS_SCRIPT_ID, SUPPORT_CHAT_SCRIPT_ID } from './analytics';
import { CookieConsent } from './cookie-consent';

const CHAT_URL = 'https://chat.example/widget.js';
const reload = vi.fn();

const settingsWith = (chat: string | null, analytics = '') => ({
  ...buildSkinSettings(),
  support_chat: { script_url: chat },
  google_analytics_code: analytics,
});

const panel = () => screen.getByRole('region', { name: 'Your cookie choices' });
const box = (name: string) => within(panel()).getByRole('checkbox', { name: new RegExp(name) });
const press = (name: string) => fireEvent.click(within(panel()).getByRole('button', { name }));
const consentCookie = () => readCookie('cookieConfirmed');

beforeEach(() => {
  reload.mockReset();
  vi.stubGlobal('location', { ...window.location, reload });
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => closeConsentSettings());
  document.getElementById(SUPPORT_CHAT_SCRIPT_ID)?.remove();
  document.getElementById(ANALYTICS_SCRIPT_ID)?.remove();
});

describe('CookieConsent', () => {
  it('shows the panel without a cookieConfirmed cookie, with nothing pre-ticked', () => {
    renderWithApp(<CookieConsent />, { state: { language: 'de' } });
    expect(screen.getByRole('region', { name: 'Ihre Cookie-Auswahl' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Unsere Cookie-Richtlinie lesen' })).toHaveAttribute(
      'href',
      '/de/cookies',
    );
  });

  it('keeps essential on and locked and nothing else ticked', () => {
    renderWithApp(<CookieConsent />);
    expect(box('Essential')).toBeChecked();
    expect(box('Essential')).toBeDisabled();
    expect(box('Functional')).not.toBeChecked();
    expect(box('Statistics')).not.toBeChecked();
    expect(box('Statistics')).toBeDisabled();
  });

  it('offers the three answers as equal buttons', () => {
    renderWithApp(<CookieConsent />);
    const buttons = within(panel()).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Accept all',
      'Save selection',
      'Essentials only',
    ]);
    expect(new Set(buttons.map((button) => button.className)).size).toBe(1);
  });

  it.each([
    ['Accept all', [], 'efs'],
    ['Essentials only', ['Functional'], 'e'],
    ['Save selection', [], 'e'],
    ['Save selection', ['Functional'], 'ef'],
    ['Save selection', ['Functional', 'Statistics'], 'efs'],
  ])('%s with %j ticked stores %s for a year and hides the panel', (button, ticks, code) => {
    const set = vi.spyOn(document, 'cookie', 'set');
    renderWithApp(<CookieConsent />);
    for (const name of ticks) fireEvent.click(box(name));
    press(button);
    expect(consentCookie()).toBe(code);
    expect(set).toHaveBeenCalledWith(expect.stringContaining('max-age=31536000'));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    set.mockRestore();
  });

  it('unticks statistics when functional is unticked', () => {
    renderWithApp(<CookieConsent />);
    fireEvent.click(box('Functional'));
    fireEvent.click(box('Statistics'));
    fireEvent.click(box('Functional'));
    expect(box('Statistics')).not.toBeChecked();
    expect(box('Statistics')).toBeDisabled();
  });

  it('stays hidden once a choice is stored', () => {
    document.cookie = 'cookieConfirmed=ef; path=/';
    renderWithApp(<CookieConsent />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('reopens from the footer with the stored choice ticked and focused', () => {
    document.cookie = 'cookieConfirmed=ef; path=/';
    renderWithApp(<CookieConsent />);
    act(() => openConsentSettings());
    expect(box('Functional')).toBeChecked();
    expect(box('Statistics')).not.toBeChecked();
    expect(screen.getByRole('heading', { name: 'Your cookie choices' })).toHaveFocus();
  });

  it('reloads when consent is withdrawn and removes analytics cookies', () => {
    document.cookie = 'cookieConfirmed=efs; path=/';
    document.cookie = '_ga=GA1.1.123; path=/';
    document.cookie = '_ga_ABC123=GS1; path=/';
    renderWithApp(<CookieConsent />);
    act(() => openConsentSettings());
    press('Essentials only');
    expect(consentCookie()).toBe('e');
    expect(readCookie('_ga')).toBeNull();
    expect(readCookie('_ga_ABC123')).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload when more is allowed than before', () => {
    document.cookie = 'cookieConfirmed=e; path=/';
    renderWithApp(<CookieConsent />);
    act(() => openConsentSettings());
    press('Accept all');
    expect(consentCookie()).toBe('efs');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('consented scripts', () => {
  const chatScript = () => document.getElementById(SUPPORT_CHAT_SCRIPT_ID);
  const analyticsScript = () => document.getElementById(ANALYTICS_SCRIPT_ID);

  it('loads nothing before consent', () => {
    renderWithApp(<CookieConsent />, {
      state: { skinSettings: settingsWith(CHAT_URL, 'G-TEST1') },
    });
    expect(chatScript()).toBeNull();
    expect(analyticsScript()).toBeNull();
  });

  it('loads the support chat once with functional consent', () => {
    renderWithApp(<CookieConsent />, { state: { skinSettings: settingsWith(CHAT_URL) } });
    fireEvent.click(box('Functional'));
    press('Save selection');
    expect(chatScript()).toHaveAttribute('src', CHAT_URL);
    expect((chatScript() as HTMLScriptElement).async).toBe(true);
    act(() => openConsentSettings());
    press('Accept all');
    expect(document.querySelectorAll(`#${SUPPORT_CHAT_SCRIPT_ID}`)).toHaveLength(1);
  });

  it('loads no chat with essentials only', () => {
    renderWithApp(<CookieConsent />, { state: { skinSettings: settingsWith(CHAT_URL) } });
    press('Essentials only');
    expect(chatScript()).toBeNull();
  });

  it('loads no chat when none is configured', () => {
    document.cookie = 'cookieConfirmed=efs; path=/';
    renderWithApp(<CookieConsent />, { state: { skinSettings: settingsWith(null) } });
    expect(chatScript()).toBeNull();
  });

  it('loads analytics only with statistics consent and a measurement id', () => {
    document.cookie = 'cookieConfirmed=ef; path=/';
    const { unmount } = renderWithApp(<CookieConsent />, {
      state: { skinSettings: settingsWith(null, 'G-TEST1') },
    });
    expect(analyticsScript()).toBeNull();
    unmount();

    document.cookie = 'cookieConfirmed=efs; path=/';
    renderWithApp(<CookieConsent />, { state: { skinSettings: settingsWith(null, 'G-TEST1') } });
    expect(analyticsScript()?.getAttribute('src')).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-TEST1',
    );
  });

  it('loads no analytics without a measurement id', () => {
    document.cookie = 'cookieConfirmed=efs; path=/';
    renderWithApp(<CookieConsent />, { state: { skinSettings: settingsWith(null, '  ') } });
    expect(analyticsScript()).toBeNull();
  });
});
