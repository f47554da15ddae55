import type { Message, MessageGroup, MessagesPage } from '@prime/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import type { RequestOptions } from '../../shared/api/client';
import { createFakeApi } from '../../test/fake-api';
import { answerRequests, type FakeAnswers } from '../../test/fake-requests';
import { buildPlayer } from '../../test/fixtures';
import { buildMessage } from '../../test/messages';
import { renderWithApp } from '../../test/render';
import { MessagesSection } from './messages-section';

const GROUPS: MessageGroup[] = [
  { id: 1, code: 'general', name: 'General question' },
  { id: 2, code: 'payments', name: 'Deposits and withdrawals' },
];

const pageOf = (messages: Message[]): MessagesPage => ({
  data: messages,
  meta: {
    current_page: 1,
    per_page: 20,
    total: messages.length,
    last_page: 1,
    unread: messages.filter((message) => !message.read).length,
  },
});

const open = (messages: Message[], answers: FakeAnswers = {}) => {
  const api = createFakeApi();
  const request = answerRequests(api, {
    'GET me/messages': () => pageOf(messages),
    'GET me/messages/message-groups': { data: GROUPS },
    ...answers,
  });
  renderWithApp(<MessagesSection />, { api, player: buildPlayer(), state: { token: 'tok' } });
  return { request };
};

/** A message's row of the inbox (also while an opened message covers the page). */
const rowOf = async (subject: string) => {
  const list = await screen.findByRole('list', { name: 'Your messages', hidden: true });
  return within(list).getByText(subject).closest('li') as HTMLElement;
};

describe('MessagesSection', () => {
  it('lists the inbox with what is read and what is not', async () => {
    open([
      buildMessage({ id: 2, subject: 'Daily bet limit reached', read: false }),
      buildMessage({ id: 1, subject: 'Welcome to Prime', read: true }),
    ]);
    expect(await screen.findByText('Unread messages: 1')).toBeInTheDocument();
    expect(within(await rowOf('Daily bet limit reached')).getByText('Unread')).toBeInTheDocument();
    expect(within(await rowOf('Welcome to Prime')).getByText('Read')).toBeInTheDocument();
  });

  it('says so when there is no message', async () => {
    open([]);
    expect(await screen.findByText('You have no messages yet.')).toBeInTheDocument();
  });

  it('opens a message, which reads it, and then shows it read', async () => {
    const server = [buildMessage({ id: 7, subject: 'Limit reached', body: 'Your daily limit…' })];
    const { request } = open(server, {
      'GET me/messages/7': () => {
        server[0] = { ...server[0]!, read: true };
        return { data: server[0] };
      },
    });
    fireEvent.click(within(await rowOf('Limit reached')).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: 'Limit reached' });
    expect(within(dialog).getByText('Your daily limit…')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('GET', 'me/messages/7');
    await waitFor(async () =>
      expect(within(await rowOf('Limit reached')).getByText('Read')).toBeInTheDocument(),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows what the player wrote in the Sent folder, without a read state', async () => {
    const sent = buildMessage({ id: 30, type: 'support', subject: 'My deposit', read: true });
    open([buildMessage({ id: 1, subject: 'Welcome to Prime' })], {
      'GET me/messages': (options: RequestOptions) =>
        pageOf(options.query?.['folder'] === 'sent' ? [sent] : []),
    });
    expect(await screen.findByText('You have no messages yet.')).toBeInTheDocument();
    const folders = screen.getByRole('group', { name: 'Folders' });
    expect(within(folders).getByRole('button', { name: 'Inbox' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.click(within(folders).getByRole('button', { name: 'Sent' }));
    const list = await screen.findByRole('list', { name: 'Messages you sent' });
    expect(within(list).getByText('My deposit')).toBeInTheDocument();
    expect(within(list).queryByText('Read')).not.toBeInTheDocument();
  });

  it('checks the message to support as the server does and sends nothing broken', async () => {
    const { request } = open([]);
    const form = await screen.findByRole('region', { name: 'Write to customer support' });
    fireEvent.click(await within(form).findByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('Please choose a topic.')).toBeInTheDocument();
    expect(
      within(form).getByText('The subject must be at least 3 characters.'),
    ).toBeInTheDocument();
    expect(
      within(form).getByText('The message must be at least 10 characters.'),
    ).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Subject'), { target: { value: '  ab  ' } });
    fireEvent.change(within(form).getByLabelText('Message'), { target: { value: 'too short' } });
    expect(
      within(form).getByText('The subject must be at least 3 characters.'),
    ).toBeInTheDocument();
    expect(
      within(form).getByText('The message must be at least 10 characters.'),
    ).toBeInTheDocument();
    expect(request.mock.calls.filter(([method]) => method === 'POST')).toEqual([]);
  });

  it('sends a valid message with its group and says it went', async () => {
    let sent: RequestOptions | undefined;
    open([], {
      'POST me/messages': (options: RequestOptions) => {
        sent = options;
        return { data: buildMessage({ id: 9, type: 'support', read: true }) };
      },
    });
    const form = await screen.findByRole('region', { name: 'Write to customer support' });
    fireEvent.change(await within(form).findByLabelText('Topic'), { target: { value: '2' } });
    expect(
      within(form).getByRole('option', { name: 'Deposits and withdrawals' }),
    ).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Subject'), { target: { value: ' My deposit ' } });
    fireEvent.change(within(form).getByLabelText('Message'), {
      target: { value: 'My card deposit did not arrive.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Your message has been sent to customer support.'),
    ).toBeInTheDocument();
    expect(sent?.body).toEqual({
      data: {
        message: {
          subject: 'My deposit',
          body: 'My card deposit did not arrive.',
          'messenger-groups': 2,
        },
      },
    });
    expect(within(form).getByLabelText('Subject')).toHaveValue('');
  });

  it('shows what the server refused under its field', async () => {
    open([], {
      'POST me/messages': () => {
        throw new ApiError(422, 'validation_failed', 'The given data was invalid.', {
          'data.message.messenger-groups': ['The selected group is invalid.'],
        });
      },
    });
    const form = await screen.findByRole('region', { name: 'Write to customer support' });
    fireEvent.change(await within(form).findByLabelText('Topic'), { target: { value: '1' } });
    fireEvent.change(within(form).getByLabelText('Subject'), { target: { value: 'Question' } });
    fireEvent.change(within(form).getByLabelText('Message'), {
      target: { value: 'How do I verify my account?' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('The selected topic is invalid.')).toBeInTheDocument();
  });
});
