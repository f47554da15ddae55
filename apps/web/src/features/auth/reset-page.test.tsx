import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { createFakeApi } from '../../test/fake-api';
import { answerRequests, type FakeAnswers } from '../../test/fake-requests';
import { renderWithApp } from '../../test/render';
import { ResetPage } from './reset-page';

const STATUS = 'GET auth/status/tok-9';
const RESET = 'PUT auth/password/reset';
const valid = { data: { is_valid: true } };

const open = (answers: FakeAnswers, url = '/password/reset/tok-9?email=anna%40example.com') => {
  const api = createFakeApi();
  const request = answerRequests(api, answers);
  const rendered = renderWithApp(null, {
    api,
    url,
    routes: [
      { path: '/:lang?/password/reset/:tempToken', element: <ResetPage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
  });
  return { ...rendered, request };
};

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const button = () => screen.getByRole('button', { name: 'Change password' });

describe('ResetPage', () => {
  it('checks the link first', async () => {
    open({ [STATUS]: valid });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your link…');
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
  });

  it('shows link expired with a go-home button for a dead link', async () => {
    open({ [STATUS]: { data: { is_valid: false } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired or has already been used.',
    );
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it.each([
    ['too short', 'Ab1#', 'The password needs at least 8 characters'],
    ['without a digit', 'Fresh#Start', 'The password needs at least 8 characters'],
    ['with a space', 'Fresh #Start1', 'Spaces are not allowed.'],
  ])('keeps the button disabled for a password %s', async (_label, password, message) => {
    open({ [STATUS]: valid });
    await screen.findByLabelText('New password');
    type('New password', password);
    type('Confirm the new password', password);
    expect(screen.getByText(new RegExp(message))).toBeInTheDocument();
    expect(button()).toBeDisabled();
  });

  it('refuses a password equal to the e-mail local part', async () => {
    open({ [STATUS]: valid }, '/password/reset/tok-9?email=Strong%23Pass1%40example.com');
    await screen.findByLabelText('New password');
    type('New password', 'strong#PASS1');
    type('Confirm the new password', 'strong#PASS1');
    expect(
      screen.getByText(
        'The password must not be the same as your nickname or the part of your e-mail before @.',
      ),
    ).toBeInTheDocument();
    expect(button()).toBeDisabled();
  });

  it('compares the confirmation from 5 characters on', async () => {
    open({ [STATUS]: valid });
    await screen.findByLabelText('New password');
    type('New password', 'Fresh#Start2026');
    type('Confirm the new password', 'Fres');
    expect(screen.queryByText("The password doesn't match.")).not.toBeInTheDocument();
    type('Confirm the new password', 'Fresh#Start2027');
    expect(screen.getByText("The password doesn't match.")).toBeInTheDocument();
    expect(button()).toBeDisabled();
    type('Confirm the new password', 'Fresh#Start2026');
    expect(button()).toBeEnabled();
  });

  it('asks for the e-mail when the link carries none', async () => {
    open({ [STATUS]: valid }, '/password/reset/tok-9');
    await screen.findByLabelText('New password');
    type('New password', 'Fresh#Start2026');
    type('Confirm the new password', 'Fresh#Start2026');
    expect(button()).toBeDisabled();
    type('E-mail', 'anna@example.com');
    expect(button()).toBeEnabled();
  });

  it('sends the reset, says so and then goes to login', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { request, router } = open({ [STATUS]: valid, [RESET]: undefined });
      await screen.findByLabelText('New password');
      type('New password', 'Fresh#Start2026');
      type('Confirm the new password', 'Fresh#Start2026');
      fireEvent.click(button());
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Your password has been changed. You can log in with it now.',
      );
      expect(request).toHaveBeenCalledWith('PUT', 'auth/password/reset', {
        body: {
          email: 'anna@example.com',
          password: 'Fresh#Start2026',
          password_confirmation: 'Fresh#Start2026',
          token: 'tok-9',
        },
      });
      await act(() => vi.advanceTimersByTimeAsync(3_100));
      expect(router.state.location.pathname).toBe('/en/login');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows link expired when the reset finds the link dead', async () => {
    open({
      [STATUS]: valid,
      [RESET]: () => {
        throw new ApiError(400, 'invalid_token', 'Invalid');
      },
    });
    await screen.findByLabelText('New password');
    type('New password', 'Fresh#Start2026');
    type('Confirm the new password', 'Fresh#Start2026');
    fireEvent.click(button());
    expect(
      await screen.findByText('This link has expired or has already been used.'),
    ).toBeVisible();
  });

  it('asks to contact support when the reset fails otherwise', async () => {
    open({
      [STATUS]: valid,
      [RESET]: () => {
        throw new ApiError(500, 'server_error', 'Boom');
      },
    });
    await screen.findByLabelText('New password');
    type('New password', 'Fresh#Start2026');
    type('Confirm the new password', 'Fresh#Start2026');
    fireEvent.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please contact customer support.',
    );
  });
});
