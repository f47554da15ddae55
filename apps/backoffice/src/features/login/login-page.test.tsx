import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeStaffApi, staffMe } from '../../test/fake-server';
import { renderConsole } from '../../test/render';

const fillPassword = async (username: string, password: string) => {
  fireEvent.change(await screen.findByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
};

describe('logging in', () => {
  it('opens the login screen with no refused request and nothing logged as an error', async () => {
    const errors = vi.spyOn(console, 'error');
    try {
      const api = fakeStaffApi({ me: null });
      renderConsole('/players');

      expect(
        await screen.findByRole('heading', { name: 'Log in to the back office' }),
      ).toBeInTheDocument();
      expect(api.calls('GET /auth/session').length).toBeGreaterThan(0);
      // Not being logged in is where the console starts: no 401 and no logout of nobody.
      expect(api.seen.filter((request) => (request.status ?? 0) >= 400)).toEqual([]);
      expect(api.calls('POST /auth/logout')).toEqual([]);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it('asks for the password, then the code, and opens the screen the operator asked for', async () => {
    const api = fakeStaffApi({
      me: null,
      routes: {
        'POST /auth/login': { body: { data: { step: 'totp', challenge: 'ch-1' } } },
        'POST /auth/totp': () => {
          api.logIn(staffMe('payments', 'petra'));
          return { body: { data: { username: 'petra', role: 'payments' } } };
        },
        'GET /withdrawals': { body: { data: [], meta: { total: 0 } } },
      },
    });
    renderConsole('/withdrawals');

    expect(
      await screen.findByRole('heading', { name: 'Log in to the back office' }),
    ).toBeInTheDocument();
    await fillPassword('petra', 'correct horse');

    expect(
      await screen.findByRole('heading', { name: 'Enter your authentication code' }),
    ).toBeInTheDocument();
    const [login] = api.calls('POST /auth/login');
    expect(login?.body).toEqual({ username: 'petra', password: 'correct horse' });
    expect(login?.headers['x-requested-with']).toBe('prime-backoffice');
    expect(login?.credentials).toBe('same-origin');

    // A code that is not 6 digits is refused before it is sent.
    fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the 6-digit code');
    expect(api.calls('POST /auth/totp')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Authentication code'), {
      target: { value: '123 456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'Withdrawals' })).toBeInTheDocument();
    expect(api.calls('POST /auth/totp')[0]?.body).toEqual({ challenge: 'ch-1', code: '123456' });
    expect(await screen.findByText('petra')).toBeInTheDocument();
  });

  it("shows the server's refusal of the password and stays on the first step", async () => {
    fakeStaffApi({
      me: null,
      routes: {
        'POST /auth/login': {
          status: 401,
          body: { message: 'Wrong username or password.', code: 'invalid_credentials' },
        },
      },
    });
    renderConsole('/');
    await fillPassword('petra', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password.');
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('refuses an empty form without calling the server', async () => {
    const api = fakeStaffApi({ me: null });
    renderConsole('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Enter your username and password.');
    expect(api.calls('POST /auth/login')).toHaveLength(0);
  });

  it('enrols a new second factor with the QR code and the secret typed by hand', async () => {
    const api = fakeStaffApi({
      me: null,
      routes: {
        'POST /auth/login': {
          body: {
            data: {
              step: 'enrol',
              challenge: 'ch-2',
              otpauth_url: 'otpauth://totp/Prime:nina?secret=JBSWY3DPEHPK3PXP&issuer=Prime',
              qr_svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"></svg>',
            },
          },
        },
        'POST /auth/totp': {
          status: 422,
          body: { message: 'The code is not valid.', code: 'validation_failed' },
        },
      },
    });
    renderConsole('/');
    await fillPassword('nina', 'correct horse');

    expect(
      await screen.findByRole('heading', { name: 'Set up two-factor authentication' }),
    ).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Authentication code'), {
      target: { value: '654321' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not valid.');
    expect(api.calls('POST /auth/totp')[0]?.body).toEqual({ challenge: 'ch-2', code: '654321' });
    expect(within(document.body).queryByRole('navigation')).not.toBeInTheDocument();
  });
});
