import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../../test/fake-api';
import { answerRequests } from '../../test/fake-requests';
import { buildPlayer } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { AccountSession } from './account-session';
import { ChangePasswordPage } from './change-password-page';
import { TermsDialog } from './terms-dialog';

const noSocket = vi.fn(() => new Promise<never>(() => undefined));

const routes = [
  {
    path: '*',
    element: (
      <>
        <AccountSession connectSocket={noSocket} />
        <p>page</p>
      </>
    ),
  },
];

describe('terms dialog', () => {
  it('blocks every page for a player who has not accepted the terms', async () => {
    renderWithApp(null, {
      routes,
      url: '/en/casino',
      state: { token: 'tok' },
      player: buildPlayer({ marketing: { terms_and_conditions: false, newsletter: false } }),
    });
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Our terms and conditions have changed',
    });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the terms and conditions' })).toHaveAttribute(
      'href',
      '/en/terms-and-conditions',
    );
    expect(screen.queryByRole('button', { name: /cancel|close/i })).not.toBeInTheDocument();
  });

  it('stays away from the terms page itself and from players who accepted', async () => {
    renderWithApp(null, {
      routes,
      url: '/de/terms-and-conditions',
      state: { token: 'tok' },
      player: buildPlayer({ marketing: { terms_and_conditions: false, newsletter: false } }),
    });
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('leaves the game screen to ask with its launch, where it may be cancelled', async () => {
    renderWithApp(null, {
      routes,
      url: '/en/game/play/11/101',
      state: { token: 'tok' },
      player: buildPlayer({ marketing: { terms_and_conditions: false, newsletter: false } }),
    });
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('does not show for an accepted player', async () => {
    renderWithApp(null, { routes, state: { token: 'tok' }, player: buildPlayer() });
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('records the acceptance with PUT me and reloads', async () => {
    const api = createFakeApi();
    const request = answerRequests(api, {
      'PUT me': { data: buildPlayer() },
    });
    const reload = vi.fn();
    renderWithApp(<TermsDialog reload={reload} />, {
      api,
      state: { token: 'tok' },
      player: buildPlayer({ marketing: { terms_and_conditions: false, newsletter: false } }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'I accept the terms' }));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(request).toHaveBeenCalledWith('PUT', 'me', { body: { terms_and_conditions: true } });
  });
});

describe('imported player', () => {
  it('is sent to /changePassword from every page', async () => {
    const { router } = renderWithApp(null, {
      routes,
      url: '/de/casino',
      state: { token: 'tok', language: 'de' },
      player: buildPlayer({ is_crypt: false }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/changePassword'));
  });

  it('stays on /changePassword and others browse freely', async () => {
    const first = renderWithApp(null, {
      routes,
      url: '/en/changePassword',
      state: { token: 'tok' },
      player: buildPlayer({ is_crypt: false }),
    });
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(first.router.state.location.pathname).toBe('/en/changePassword');
    first.unmount();
    const second = renderWithApp(null, {
      routes,
      url: '/en/casino',
      state: { token: 'tok' },
      player: buildPlayer(),
    });
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(second.router.state.location.pathname).toBe('/en/casino');
  });
});

describe('ChangePasswordPage', () => {
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('enables saving only under the imported-player rules, then continues home', async () => {
    const api = createFakeApi();
    const request = answerRequests(api, {
      'PUT me': { data: buildPlayer({ is_crypt: true }) },
    });
    const { router } = renderWithApp(null, {
      api,
      routes: [
        { path: '/en/changePassword', element: <ChangePasswordPage /> },
        { path: '*', element: <p>home</p> },
      ],
      url: '/en/changePassword',
      state: { token: 'tok' },
      player: buildPlayer({ is_crypt: false }),
    });
    const save = screen.getByRole('button', { name: 'Save new password' });
    expect(save).toBeDisabled();

    type('New password', 'Fresh1#pass');
    type('Confirm new password', 'Fresh1#pass');
    expect(save).toBeDisabled();
    expect(screen.getByText(/A special character from @\$!%\*\?& and no other/)).toHaveClass(
      'password-checklist__todo',
    );

    type('New password', 'Fresh1@pass');
    type('Confirm new password', 'Fresh1@pasz');
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(save).toBeDisabled();

    type('Confirm new password', 'Fresh1@pass');
    expect(save).toBeEnabled();
    fireEvent.click(save);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(request).toHaveBeenCalledWith('PUT', 'me', {
      body: { password: 'Fresh1@pass', password_confirmation: 'Fresh1@pass', is_crypt: true },
    });
  });
});
