import { OPT_OUT_REASON_MAX_LENGTH } from '@prime/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import type { RequestOptions } from '../../shared/api/client';
import { createFakeApi } from '../../test/fake-api';
import { answerRequests, type FakeAnswers } from '../../test/fake-requests';
import { renderWithApp } from '../../test/render';
import { OptOutPage } from './opt-out-page';

const CHECK = 'GET notifications/newsletter/token/opt-out';
const SEND = 'POST notifications/newsletter/opt-out';
const valid = { data: { is_valid: true, already_unsubscribed: false } };

const open = (url: string, answers: FakeAnswers) => {
  const api = createFakeApi();
  const request = answerRequests(api, answers);
  const rendered = renderWithApp(null, {
    api,
    url,
    routes: [{ path: '/:lang?/newsletter/opt-out', element: <OptOutPage /> }],
  });
  return { ...rendered, request };
};

const reason = () => screen.getByRole('textbox', { name: 'Reason' });
const typeReason = (text: string) => fireEvent.change(reason(), { target: { value: text } });
const tick = (name: string) => fireEvent.click(screen.getByRole('checkbox', { name }));
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
const confirmDialog = () => screen.queryByRole('alertdialog');

const openForm = async (answers: FakeAnswers = {}) => {
  const rendered = open('/en/newsletter/opt-out?token=tok-42', { [CHECK]: valid, ...answers });
  await screen.findByRole('textbox', { name: 'Reason' });
  return rendered;
};

const fillAndConfirm = () => {
  typeReason('  Too many e-mails  ');
  tick('Stop the newsletter e-mails');
  submit();
  fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
};

describe('OptOutPage', () => {
  it('says the page is unavailable without a token and asks nothing', () => {
    const { request } = open('/newsletter/opt-out', {});
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Unsubscribe from the newsletter',
    );
    expect(screen.getByText('This page is unavailable.')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });

  it('treats an empty token as none', () => {
    open('/newsletter/opt-out?token=', {});
    expect(screen.getByText('This page is unavailable.')).toBeInTheDocument();
  });

  it('checks the token in the token header', async () => {
    const { request } = await openForm();
    expect(request).toHaveBeenCalledWith('GET', 'notifications/newsletter/token/opt-out', {
      headers: { token: 'tok-42' },
    });
  });

  it('says an invalid token is invalid', async () => {
    open('/newsletter/opt-out?token=nope', {
      [CHECK]: { data: { is_valid: false, already_unsubscribed: false } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This unsubscribe link is invalid or has expired.',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says a rejected token is invalid', async () => {
    open('/newsletter/opt-out?token=nope', {
      [CHECK]: () => {
        throw new ApiError(404, 'not_found', 'Unknown token');
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This unsubscribe link is invalid or has expired.',
    );
  });

  it('does not blame the link when the server fails', async () => {
    // Server failures are retried with a back-off; fake timers skip the wait.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      open('/newsletter/opt-out?token=tok-42', {
        [CHECK]: () => {
          throw new ApiError(500, 'server_error', 'Failed');
        },
      });
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(screen.getByRole('alert')).toHaveTextContent('SERVER ERROR');
    } finally {
      vi.useRealTimers();
    }
  });

  it('says so when the player has already unsubscribed', async () => {
    open('/newsletter/opt-out?token=tok-42', {
      [CHECK]: { data: { is_valid: true, already_unsubscribed: true } },
    });
    expect(await screen.findByText('You have already unsubscribed.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('requires a reason and one choice before asking for confirmation', async () => {
    const { request } = await openForm();
    submit();
    expect(screen.getByText('Please tell us why you unsubscribe.')).toBeInTheDocument();
    expect(screen.getByText('Please choose at least one option.')).toBeInTheDocument();
    expect(reason()).toHaveAttribute('aria-invalid', 'true');
    expect(confirmDialog()).not.toBeInTheDocument();

    typeReason('   ');
    tick('Also withdraw my consent to offers by SMS and phone');
    submit();
    expect(screen.getByText('Please tell us why you unsubscribe.')).toBeInTheDocument();
    expect(screen.queryByText('Please choose at least one option.')).not.toBeInTheDocument();
    expect(confirmDialog()).not.toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('counts the reason live up to 255 characters', async () => {
    await openForm();
    expect(screen.getByText(`0/${OPT_OUT_REASON_MAX_LENGTH}`)).toBeInTheDocument();
    typeReason('Too many');
    expect(screen.getByText('8/255')).toBeInTheDocument();
    expect(reason()).toHaveAttribute('maxLength', '255');
    expect(reason()).toHaveAccessibleDescription('8/255');
  });

  it('refuses a reason over 255 characters', async () => {
    await openForm();
    typeReason('x'.repeat(256));
    tick('Stop the newsletter e-mails');
    submit();
    expect(screen.getByText('At most 255 characters.')).toBeInTheDocument();
    expect(confirmDialog()).not.toBeInTheDocument();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const { request } = await openForm();
    typeReason('Too many e-mails');
    tick('Stop the newsletter e-mails');
    submit();
    expect(confirmDialog()).toHaveTextContent('Do you really want to send this request?');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(confirmDialog()).not.toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('sends the confirmed request and says it was sent', async () => {
    let sent: RequestOptions | undefined;
    const { request } = await openForm({
      [SEND]: (options: RequestOptions) => {
        sent = options;
        return { data: { result: 'sent', message: 'Sent' } };
      },
    });
    fillAndConfirm();
    expect(await screen.findByText('Your request has been sent successfully.')).toBeVisible();
    expect(sent?.body).toEqual({
      token: 'tok-42',
      reason: 'Too many e-mails',
      newsletter: true,
      terms_and_conditions: false,
      is_accepted: true,
    });
    expect(request).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says already unsubscribed when the server says so', async () => {
    await openForm({ [SEND]: { data: { result: 'already_unsubscribed', message: 'Already' } } });
    fillAndConfirm();
    expect(await screen.findByText('You have already unsubscribed.')).toBeVisible();
  });

  it('says the request failed on an API error and keeps the form', async () => {
    await openForm({
      [SEND]: () => {
        throw new ApiError(422, 'validation_failed', 'Invalid');
      },
    });
    fillAndConfirm();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send the request.');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Unsubscribe' })).not.toBeDisabled(),
    );
    expect(reason()).toHaveValue('  Too many e-mails  ');
  });
});
