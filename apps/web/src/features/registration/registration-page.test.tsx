import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render';
import { RegistrationPage } from './registration-page';

const reference = (path: string) => {
  if (path === 'countries') {
    return {
      data: [
        { id: 1, code: 'CZ', code3: 'CZE', name: 'Czechia', phone_prefix: '+420', is_EEA: true },
        { id: 2, code: 'DE', code3: 'DEU', name: 'Germany', phone_prefix: '+49', is_EEA: true },
        { id: 3, code: 'MT', code3: 'MLT', name: 'Malta', phone_prefix: '+356', is_EEA: true },
      ],
    };
  }
  if (path === 'currencies') {
    return { data: [{ id: 42, code: 'CZK', name: 'Czech Koruna', rate: 25, symbol: 'Kč' }] };
  }
  if (path === 'campaigns') return { data: [] };
  throw new Error(`unexpected ${path}`);
};

const renderPage = (url = '/en/registration', language: 'en' | 'cs' = 'en') => {
  const api = createFakeApi();
  vi.mocked(api.client.request).mockImplementation(
    async (_method, path) => reference(path) as never,
  );
  return { ...renderWithApp(<RegistrationPage />, { url, api, state: { language } }) };
};

afterEach(() => sessionStorage.clear());

describe('RegistrationPage', () => {
  it('alerts when fields are empty and shows the CZK warning', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Send verification code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You must fill all fields.');
    await screen.findByRole('option', { name: 'CZK (Kč)' });
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: '42' } });
    expect(screen.getByRole('note')).toHaveTextContent(/Czech koruna/);
  });

  it('fills the phone prefix from the country and blocks paste', async () => {
    renderPage();
    await screen.findByRole('option', { name: 'Czechia' });
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'CZ' } });
    expect(screen.getByLabelText('Prefix')).toHaveValue('+420');
    const pasted = fireEvent.paste(screen.getByLabelText('Nickname'));
    expect(pasted).toBe(false);
  });

  it('names the countries in the page’s language, in its alphabetical order', async () => {
    renderPage('/cs/registration', 'cs');
    await screen.findByRole('option', { name: 'Česko' });
    const country = screen.getByRole('combobox', { name: 'Země' });
    const names = within(country)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names.slice(1)).toEqual(['Česko', 'Malta', 'Německo']);
    fireEvent.change(country, { target: { value: 'DE' } });
    expect(screen.getByLabelText('Předvolba')).toHaveValue('+49');
  });

  it('resumes step 1 from session storage with the countdown running', async () => {
    sessionStorage.setItem(
      'registration',
      JSON.stringify({
        token: 't',
        userId: 5,
        email: 'a@example.com',
        mobile: null,
        phonePrefix: '+420',
        step: 1,
        emailSentAt: Date.now() - 20_000,
      }),
    );
    renderPage();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Resend in (39|40) s/ })).toBeDisabled(),
    );
  });

  it('asks for the e-mail on a restore link', () => {
    renderWithApp(null, {
      url: '/en/registration/abc',
      routes: [{ path: '/:lang/registration/:tempToken?', element: <RegistrationPage /> }],
    });
    expect(screen.getByRole('heading', { name: 'Finish your registration' })).toBeInTheDocument();
  });
});
