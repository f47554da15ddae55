import { LOGIN_BLOCK_AT_ATTEMPT } from '@prime/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { STORAGE_KEYS } from '../../shared/storage/keys';
import { createFakeApi } from '../../test/fake-api';
import { answerRequests, type FakeAnswers } from '../../test/fake-requests';
import { renderWithApp } from '../../test/render';
import { LOGIN_COOKIES, loginGateCookies } from './login-gate';
import { LoginPage } from './login-page';

const LOGIN = 'POST auth/login';
const RECOVERY = 'POST auth/password/recovery';
const MANY = 'POST auth/password/manyAttempts';
const wrong = () => {
  throw new ApiError(401, 'invalid_credentials', 'Incorrect username or password.');
};
const locked = () => {
  throw new ApiError(429, 'too_many_login_attempts', 'Too many');
};

const open = (answers: FakeAnswers, url = '/en/login') => {
  const api = createFakeApi();
  const request = answerRequests(api, answers);
  const onLeave = vi.fn();
  const rendered = renderWithApp(null, {
    api,
    url,
    routes: [
      { path: '/:lang?/login', element: <LoginPage onLeave={onLeave} /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
  });
  return { ...rendered, request, onLeave };
};

const fill = (username: string, password: string) => {
  fireEvent.change(screen.getByLabelText('Nickname or e-mail'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
const tryLogin = async (username: string, password: string) => {
  fill(username, password);
  submit();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled());
};

describe('LoginPage', () => {
  it('links to recovery and registration and thanks a new player', () => {
    open({}, '/en/login?success=thankyou');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you for registering. You can log in now.',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/en/recovery-password',
    );
    expect(screen.getByRole('link', { name: 'Register now' })).toHaveAttribute(
      'href',
      '/en/registration',
    );
  });

  it('asks for both fields before calling the server', () => {
    const { request } = open({});
    submit();
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(request).not.toHaveBeenCalled();
  });

  it('stores the token, clears the counters and reloads without a saved path', async () => {
    document.cookie = `${LOGIN_COOKIES.mgaCounter}=12; path=/`;
    loginGateCookies.writeAttempts({ count: 2, until: Date.now() + 60_000 });
    const { request, store, api, onLeave } = open({
      [LOGIN]: { data: { token: 'tok-1', is_crypt: true } },
    });
    await tryLogin(' demoplayer ', 'PrimeDemo#2026');
    expect(request).toHaveBeenCalledWith('POST', 'auth/login', {
      query: { checkHash: 1 },
      body: { username: 'demoplayer', password: 'PrimeDemo#2026', ip_address: '127.0.0.1' },
    });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('tok-1');
    expect(api.client.setToken).toHaveBeenCalledWith('tok-1');
    expect(store.getState().token).toBe('tok-1');
    expect(document.cookie).not.toContain(LOGIN_COOKIES.mgaCounter);
    expect(loginGateCookies.readAttempts()).toBeNull();
    expect(onLeave).toHaveBeenCalledWith(null);
  });

  it('goes to the temporary route when no path was saved', async () => {
    sessionStorage.setItem(STORAGE_KEYS.temporaryRoute, '/en/registration');
    const { onLeave } = open({ [LOGIN]: { data: { token: 't', is_crypt: true } } });
    await tryLogin('demoplayer', 'PrimeDemo#2026');
    expect(onLeave).toHaveBeenCalledWith('/en/registration');
    expect(sessionStorage.getItem(STORAGE_KEYS.temporaryRoute)).toBeNull();
  });

  it('never leaves for another site', async () => {
    sessionStorage.setItem(STORAGE_KEYS.intendedPath, '//evil.example/x');
    const { onLeave } = open({ [LOGIN]: { data: { token: 't', is_crypt: true } } });
    await tryLogin('demoplayer', 'PrimeDemo#2026');
    expect(onLeave).toHaveBeenCalledWith(null);
  });

  it('goes to the saved path after login', async () => {
    sessionStorage.setItem(STORAGE_KEYS.intendedPath, '/en/deposit');
    const { onLeave } = open({ [LOGIN]: { data: { token: 't', is_crypt: true } } });
    await tryLogin('demoplayer', 'PrimeDemo#2026');
    expect(onLeave).toHaveBeenCalledWith('/en/deposit');
    expect(sessionStorage.getItem(STORAGE_KEYS.intendedPath)).toBeNull();
  });

  it('sends an imported player to change the password', async () => {
    sessionStorage.setItem(STORAGE_KEYS.intendedPath, '/en/deposit');
    const { onLeave } = open({ [LOGIN]: { data: { token: 't', is_crypt: false } } });
    await tryLogin('importedplayer', 'Legacy@2026');
    expect(onLeave).toHaveBeenCalledWith('/en/changePassword');
  });

  it.each([
    ['a wrong password', wrong, 'Incorrect username or password.'],
    [
      'an unfinished registration',
      () => {
        throw new ApiError(403, 'registration_incomplete', 'x');
      },
      'Your registration is not finished. Use the link in your e-mail to complete it.',
    ],
    [
      'a closed account',
      () => {
        throw new ApiError(403, 'account_closed', 'x');
      },
      'This account is closed. Please contact customer support.',
    ],
  ])('says so for %s', async (_label, answer, text) => {
    open({ [LOGIN]: answer });
    await tryLogin('demoplayer', 'Nope#1234');
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it(`blocks at the ${LOGIN_BLOCK_AT_ATTEMPT}th failure with links to recovery and support`, async () => {
    const { request } = open({ [LOGIN]: wrong });
    for (let index = 0; index < LOGIN_BLOCK_AT_ATTEMPT; index += 1) {
      await tryLogin('demoplayer', 'Nope#1234');
    }
    const dialog = screen.getByRole('alertdialog', {
      name: 'You have made too many login attempts, try again in 10 minutes',
    });
    expect(within(dialog).getByRole('link', { name: 'Recover your password' })).toHaveAttribute(
      'href',
      '/en/recovery-password',
    );
    expect(within(dialog).getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/en/contact',
    );
    expect(loginGateCookies.readRecoveryStatus()).toBe('sendRecovery');

    // While blocked, the form sends nothing more.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await tryLogin('demoplayer', 'PrimeDemo#2026');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(LOGIN_BLOCK_AT_ATTEMPT);
  });

  it("shows the popup on the server's 429 and escalates the recovery status", async () => {
    loginGateCookies.writeRecoveryStatus('sendRecovery');
    const { request } = open({ [LOGIN]: locked, [RECOVERY]: { data: { sent: true } } });
    await tryLogin('Demo.Player@example.com', 'PrimeDemo#2026');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('POST', 'auth/password/recovery', {
        body: { email: 'Demo.Player@example.com', expiration_hours: 1 },
      }),
    );
    expect(loginGateCookies.readRecoveryStatus()).toBe('pendingBan');
  });

  it('asks the many-attempts action at the next block and clears the status', async () => {
    loginGateCookies.writeRecoveryStatus('pendingBan');
    loginGateCookies.writeAttempts({
      count: LOGIN_BLOCK_AT_ATTEMPT - 1,
      until: Date.now() + 60_000,
    });
    const { request } = open({ [LOGIN]: wrong, [MANY]: { data: { sent: true } } });
    await tryLogin('demoplayer', 'Nope#1234');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('POST', 'auth/password/manyAttempts', {
        body: { username: 'demoplayer' },
      }),
    );
    expect(loginGateCookies.readRecoveryStatus()).toBeNull();
  });
});
