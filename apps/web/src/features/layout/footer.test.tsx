import { LANGUAGE_RELOAD_MS } from '@prime/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { closeConsentSettings, useIsConsentPanelOpen } from '../../shared/consent/consent-store';
import { renderWithApp } from '../../test/render';
import { Footer } from './footer';

describe('Footer', () => {
  it('shows the licence text with the skin values', () => {
    renderWithApp(<Footer />);
    expect(
      screen.getByText(
        'Prime Entertainment Ltd. is licensed and regulated by the Malta Gaming Authority under licence MGA/B2C/512/2018, issued on August 1, 2018. Company register number C 81234, Level 3, Prime House, Triq il-Kbira, Sliema SLM 1549, Malta.',
      ),
    ).toBeInTheDocument();
  });

  it('lists the footer links with their translated labels', () => {
    renderWithApp(<Footer />, { state: { language: 'de' } });
    const security = screen.getByRole('link', { name: 'Sicherheit' });
    expect(security).toHaveAttribute('href', '/de/security');
  });

  it('shows the payment methods, help links, 18+ mark and warnings', () => {
    renderWithApp(<Footer />);
    const payments = screen.getByRole('region', { name: 'Payment methods' });
    expect(within(payments).getByRole('img', { name: 'Visa' })).toHaveAttribute(
      'src',
      '/payments/visa.svg',
    );
    expect(screen.getByRole('link', { name: 'GamCare' })).toHaveAttribute(
      'href',
      'https://www.gamcare.org.uk',
    );
    expect(
      screen.getByRole('img', { name: 'Only for persons over 18 years of age' }),
    ).toHaveTextContent('18+');
    expect(screen.getByText(/Gambling can be addictive/)).toBeInTheDocument();
    expect(screen.getByText('All times shown on this site are in UTC.')).toBeInTheDocument();
  });

  it('offers the seven languages by their own names', () => {
    renderWithApp(<Footer />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Čeština', 'Deutsch', 'Slovenčina', 'Magyar', 'Polski', 'Español']);
    expect(select).toHaveValue('en');
  });

  it('opens the same page under the new language prefix and reloads', async () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    try {
      const { router } = renderWithApp(<Footer />, { url: '/de/promotion/4?ref=x' });
      await act(async () => {
        fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), {
          target: { value: 'sk' },
        });
        await vi.advanceTimersByTimeAsync(LANGUAGE_RELOAD_MS);
      });
      expect(router.state.location.pathname).toBe('/sk/promotion/4');
      expect(router.state.location.search).toBe('?ref=x');
      expect(reload).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });

  it('reopens the cookie choices from the Cookie settings button', () => {
    document.cookie = 'cookieConfirmed=ef; path=/';
    const PanelState = () => <output>{useIsConsentPanelOpen() ? 'open' : 'closed'}</output>;
    renderWithApp(
      <>
        <Footer />
        <PanelState />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('closed');
    fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(screen.getByRole('status')).toHaveTextContent('open');
    act(() => closeConsentSettings());
  });

  it('still renders without skin settings', () => {
    renderWithApp(<Footer />, { state: { skinSettings: null } });
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(screen.queryByText(/licensed and regulated/)).not.toBeInTheDocument();
  });
});
