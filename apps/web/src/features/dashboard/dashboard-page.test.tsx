import {
  DASHBOARD_SECTION_SCROLL_PX,
  MOBILE_BACKGROUND_MAX_WIDTH,
  PROFILE_PHONE_ERROR_MS,
} from '@prime/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import type { RequestOptions } from '../../shared/api/client';
import { createFakeApi } from '../../test/fake-api';
import { answerRequests } from '../../test/fake-requests';
import { buildPlayer } from '../../test/fixtures';
import { renderWithApp, setViewportWidth } from '../../test/render';
import { DashboardPage } from './dashboard-page';
import type { DashboardSection } from './dashboard-sections';

const BALANCE = { total: 120.5, available: 100, deposited: 20.5, bonus: 10.25 };

afterEach(() => {
  vi.useRealTimers();
  setViewportWidth(1024);
});

const open = (
  section: DashboardSection,
  player = buildPlayer(),
  answers: Parameters<typeof answerRequests>[1] = {},
) => {
  const api = createFakeApi();
  const request = answerRequests(api, { 'GET me/balance': { data: BALANCE }, ...answers });
  const result = renderWithApp(<DashboardPage section={section} />, {
    api,
    player,
    state: { token: 'tok' },
  });
  return { ...result, request };
};

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('dashboard shell', () => {
  it('shows welcome, name, verification, last login, the three balances and the menu', async () => {
    setViewportWidth(1400);
    open('informations');
    expect(screen.getByRole('heading', { level: 1, name: 'Anna Novak' })).toBeInTheDocument();
    expect(screen.getByText('Welcome')).toBeInTheDocument();
    expect(screen.getByText('Verified account')).toBeInTheDocument();
    expect(screen.getByText(/Last login: Mar 1, 2024/)).toBeInTheDocument();
    const cards = screen.getByRole('region', { name: 'Your balances' });
    expect(within(cards).getByText('€100.00')).toBeInTheDocument();
    expect(within(cards).getByText('€20.50')).toBeInTheDocument();
    expect(within(cards).getByText('€10.25')).toBeInTheDocument();
    expect(within(cards).queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Account menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'My profile',
      'Passwords',
      'Documents',
      'Questionnaire',
      'Identity verification',
      'Transactions',
      'Reports',
      'Limits',
      'Messages',
      'Deposit',
      'Withdraw',
      'My bonus',
    ]);
    expect(within(menu).getByRole('link', { name: 'My profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('moves Deposit from the menu into the balance card on mobile and tablet', () => {
    setViewportWidth(800);
    open('passwords', buildPlayer({ is_verified: false, last_login: null }));
    expect(screen.getByText('Account not yet verified')).toBeInTheDocument();
    expect(screen.getByText('This is your first login.')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Account menu' });
    expect(within(menu).queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument();
    const cards = screen.getByRole('region', { name: 'Your balances' });
    expect(within(cards).getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/en/deposit',
    );
  });

  it('keeps the sections of later issues as titled pages', () => {
    open('limits');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Limits and self-exclusion' }),
    ).toBeInTheDocument();
  });
});

describe('a section chosen below the desktop layout', () => {
  const choose = (name: string) =>
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Account menu' })).getByRole('link', { name }),
    );

  it.each([
    [390, DASHBOARD_SECTION_SCROLL_PX.phone],
    [MOBILE_BACKGROUND_MAX_WIDTH, DASHBOARD_SECTION_SCROLL_PX.phone],
    [MOBILE_BACKGROUND_MAX_WIDTH + 1, DASHBOARD_SECTION_SCROLL_PX.tablet],
    [1024, DASHBOARD_SECTION_SCROLL_PX.tablet],
  ])('at %i px scrolls the page down to the section, %i px', async (width, top) => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    setViewportWidth(width);
    const { router } = open('informations');
    choose('Passwords');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/passwords'));
    expect(scrollTo).toHaveBeenCalledWith({ top, behavior: 'smooth' });
    scrollTo.mockRestore();
  });

  it('scrolls to the deposit from the balance card’s Deposit link on a phone', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    setViewportWidth(390);
    open('informations');
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Your balances' })).getByRole('link', {
        name: 'Deposit',
      }),
    );
    await waitFor(() =>
      expect(scrollTo).toHaveBeenCalledWith({
        top: DASHBOARD_SECTION_SCROLL_PX.phone,
        behavior: 'smooth',
      }),
    );
    scrollTo.mockRestore();
  });

  it('leaves the desktop layout to the router’s usual scroll to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    setViewportWidth(1400);
    const { router } = open('informations');
    choose('Passwords');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/passwords'));
    expect(scrollTo).not.toHaveBeenCalledWith(
      expect.objectContaining({ top: DASHBOARD_SECTION_SCROLL_PX.tablet }),
    );
    expect(scrollTo).not.toHaveBeenCalledWith(
      expect.objectContaining({ top: DASHBOARD_SECTION_SCROLL_PX.phone }),
    );
    scrollTo.mockRestore();
  });
});

describe('informations', () => {
  it('shows the read-only details', () => {
    open('informations');
    const details = screen.getByText('Personal details').nextElementSibling as HTMLElement;
    for (const text of [
      'Anna Novak',
      'Female',
      'May 1, 1990',
      'MT',
      'Sliema',
      'Main street',
      'SLM 1549',
      'annanovak',
      '7',
    ]) {
      expect(within(details).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
  });

  it('saves the reality-check interval', async () => {
    const { request } = open('informations', buildPlayer(), {
      'PUT me': ({ body }: RequestOptions) => ({
        data: buildPlayer({
          information: {
            ...buildPlayer().information,
            reality_minutes: (body as { reality_minutes: number }).reality_minutes,
          },
        }),
      }),
    });
    fireEvent.change(screen.getByLabelText('Reality check every'), { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your changes have been saved.')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('PUT', 'me', { body: { reality_minutes: 45 } });
  });

  it('confirms an unverified e-mail: saves the change, sends a code, verifies it', async () => {
    const player = buildPlayer({ email_verified_at: null });
    const { request } = open('informations', player, {
      'PUT me': { data: { ...player, email: 'new@example.com' } },
      'POST notifications/players/7/registration': { data: { sent: true, resend_in: 60 } },
      'POST notifications/players/verify_email': {
        data: { email_verified_at: '2024-05-01T00:00:00Z' },
      },
      'GET me': { data: player },
    });
    type('E-mail', 'new@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm e-mail' }));
    expect(await screen.findByText('We have sent a code to new@example.com.')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('PUT', 'me', { body: { email: 'new@example.com' } });
    expect(screen.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();

    const verify = screen.getByRole('button', { name: 'Verify' });
    type('Verification code', '12');
    expect(verify).toBeDisabled();
    type('Verification code', '123456');
    fireEvent.click(verify);
    expect(await screen.findByText('Your e-mail address is confirmed.')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('POST', 'notifications/players/verify_email', {
      body: { user_id: 7, skin_id: 1, verification: '123456', email_verified: true },
    });
  });

  it('shows a wrong code', async () => {
    const player = buildPlayer({ email_verified_at: null });
    open('informations', player, {
      'POST notifications/players/7/registration': { data: { sent: true, resend_in: 60 } },
      'POST notifications/players/verify_email': () => {
        throw new ApiError(422, 'code_is_wrong', 'The code is wrong or has expired.');
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm e-mail' }));
    await screen.findByLabelText('Verification code');
    type('Verification code', '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is wrong or has expired.');
  });

  it('shows an invalid phone number for 5 s and sends nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { request } = open('informations', buildPlayer({ mobile: null }));
    type('Mobile phone', '+42 07');
    expect(screen.getByLabelText('Mobile phone')).toHaveValue('+4207');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm phone' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid or already used phone number');
    await act(() => vi.advanceTimersByTimeAsync(PROFILE_PHONE_ERROR_MS));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(request).not.toHaveBeenCalledWith('PUT', 'me', expect.anything());
  });

  it('shows a phone number the server refuses with the same text', async () => {
    const player = buildPlayer({ mobile: null });
    open('informations', player, {
      'PUT me': () => {
        throw new ApiError(409, 'already_used', 'taken', { mobile: ['taken'] });
      },
    });
    type('Mobile phone', '+420777123456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm phone' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid or already used phone number',
    );
  });
});

describe('passwords', () => {
  it('hides the fields while the account was never updated', () => {
    open('passwords', buildPlayer({ updated_at: '2024-01-01T00:00:00Z' }));
    expect(screen.getByText(/The password cannot be changed yet/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });

  it.each([
    ['a weak password', 'weakpassword', 'weakpassword'],
    ['the nickname', 'annanovak', 'annanovak'],
    ['the e-mail local part', 'Anna', 'Anna'],
    ['the current password', 'Current#2026', 'Current#2026'],
    ['a different confirmation', 'Renewed#2027', 'Renewed#2028'],
  ])('keeps the button disabled for %s', (_label, password, confirmation) => {
    open('passwords');
    type('Current password', 'Current#2026');
    type('New password', password);
    type('Confirm new password', confirmation);
    expect(screen.getByRole('button', { name: 'Change password' })).toBeDisabled();
  });

  it('ticks the rules off live and changes the password', async () => {
    const { request } = open('passwords', buildPlayer(), {
      'PUT me': { data: buildPlayer({ updated_at: '2024-06-01T00:00:00Z' }) },
    });
    type('Current password', 'Current#2026');
    type('New password', 'Renewed#2027');
    expect(screen.getByText(/At least 8 characters/)).toHaveClass('password-checklist__ok');
    type('Confirm new password', 'Renewed#2027');
    const button = screen.getByRole('button', { name: 'Change password' });
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(await screen.findByText('Your password has been updated.')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('PUT', 'me', {
      body: {
        password_current: 'Current#2026',
        password: 'Renewed#2027',
        password_confirmation: 'Renewed#2027',
      },
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('says so when the current password is wrong', async () => {
    open('passwords', buildPlayer(), {
      'PUT me': () => {
        throw new ApiError(422, 'password_current_wrong', 'wrong');
      },
    });
    type('Current password', 'Wrong#2026');
    type('New password', 'Renewed#2027');
    type('Confirm new password', 'Renewed#2027');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The current password is not correct.',
    );
  });
});

describe('balance cards', () => {
  it('show the balances of GET me/balance', async () => {
    const { request } = open(
      'informations',
      buildPlayer({ balance: { total: 0, available: 0, deposited: 0, bonus: 0 } }),
    );
    const cards = screen.getByRole('region', { name: 'Your balances' });
    await waitFor(() => expect(within(cards).getByText('€100.00')).toBeInTheDocument());
    expect(request).toHaveBeenCalledWith('GET', 'me/balance');
  });
});
