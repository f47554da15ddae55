import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { createFakeApi } from '../../test/fake-api';
import { answerRequests, type FakeAnswers } from '../../test/fake-requests';
import { renderWithApp } from '../../test/render';
import { RecoveryPage } from './recovery-page';

const RECOVERY = 'POST auth/password/recovery';

const open = (answers: FakeAnswers) => {
  const api = createFakeApi();
  const request = answerRequests(api, answers);
  renderWithApp(<RecoveryPage />, { api, url: '/en/recovery-password' });
  return request;
};
const type = (value: string) =>
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Recover' }));

describe('RecoveryPage', () => {
  it.each([
    ['an empty e-mail', '', 'This field is required.'],
    ['a malformed e-mail', 'player@', 'The email you provide is not valid.'],
    ['an e-mail with a space', 'pl ayer@example.com', 'Spaces are not allowed.'],
  ])('refuses %s without calling the server', (_label, value, message) => {
    const request = open({});
    type(value);
    submit();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(request).not.toHaveBeenCalled();
  });

  it('sends the e-mail and answers with the neutral message', async () => {
    const request = open({ [RECOVERY]: { data: { sent: true } } });
    type(' player@example.com ');
    submit();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account uses this e-mail, a link to choose a new password is on its way. The link works for 1 hour.',
    );
    expect(request).toHaveBeenCalledWith('POST', 'auth/password/recovery', {
      body: { email: 'player@example.com', expiration_hours: 1 },
    });
  });

  it('says when the address asked too often', async () => {
    open({
      [RECOVERY]: () => {
        throw new ApiError(429, 'too_many_requests', 'Slow down');
      },
    });
    type('player@example.com');
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait a moment and try again.',
    );
  });
});
