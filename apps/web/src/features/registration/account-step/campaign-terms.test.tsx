import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { RegistrationPage } from '../registration-page';

const welcome = {
  id: 1,
  code: 'WELCOME100',
  name: 'Welcome bonus 100% up to 200',
  description: 'Double your first deposit.',
  terms: 'A 100% match of your first deposit. Wager the bonus 10 times within 30 days.',
};
const prime = {
  id: 4,
  code: 'PRIME50',
  name: 'Prime 50 bonus',
  description: '',
  terms: 'A 50% match. Wager the bonus 8 times within 14 days.',
  medias: [],
};

const renderPage = () => {
  const api = createFakeApi();
  vi.mocked(api.client.request).mockImplementation(async (_method, path, options) => {
    if (path === 'countries')
      return {
        data: [
          { id: 1, code: 'CZ', code3: 'CZE', name: 'Czechia', phone_prefix: '+420', is_EEA: true },
        ],
      } as never;
    if (path === 'currencies')
      return { data: [{ id: 1, code: 'EUR', name: 'Euro', rate: 1, symbol: '€' }] } as never;
    if (path === 'campaigns') return { data: [welcome] } as never;
    if (path === 'campaigns/PRIME50') {
      expect(options?.query).toMatchObject({ check_code: 1, currency_id: 1, language: 'en' });
      return { data: prime } as never;
    }
    throw new Error(`unexpected ${path}`);
  });
  renderWithApp(<RegistrationPage />, { url: '/en/registration', api });
};

const chooseCountryAndCurrency = async () => {
  await screen.findByRole('option', { name: 'Czechia' });
  fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'CZ' } });
  await screen.findByRole('option', { name: 'EUR (€)' });
  fireEvent.change(screen.getByLabelText('Currency'), { target: { value: '1' } });
};

afterEach(() => sessionStorage.clear());

describe('campaign terms in registration', () => {
  it('shows the terms of a chosen campaign in full before the player accepts them', async () => {
    renderPage();
    await chooseCountryAndCurrency();
    await screen.findByRole('option', { name: welcome.name });
    expect(screen.queryByText(welcome.terms)).toBeNull();

    fireEvent.change(screen.getByLabelText('Welcome bonus'), { target: { value: 'WELCOME100' } });
    const terms = screen.getByText(welcome.terms).closest('details')!;
    expect(terms).toHaveAttribute('open');
    expect(within(terms).getByText(/Bonus terms: Welcome bonus/)).toBeInTheDocument();
    expect(within(terms).getByText('By choosing this bonus you accept its terms.')).toBeVisible();

    fireEvent.change(screen.getByLabelText('Welcome bonus'), { target: { value: 'no-promo' } });
    expect(screen.queryByText(welcome.terms)).toBeNull();
  });

  it('shows the terms of a bonus code once the code is verified', async () => {
    renderPage();
    await chooseCountryAndCurrency();
    fireEvent.change(screen.getByLabelText('Welcome bonus'), { target: { value: 'bonuscode' } });
    fireEvent.change(screen.getByLabelText('Bonus code'), { target: { value: 'PRIME50' } });
    expect(screen.queryByText(prime.terms)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(prime.terms)).toBeInTheDocument();
  });
});
