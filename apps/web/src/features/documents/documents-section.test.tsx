import type { PlayerDocument } from '@prime/contract';
import { DOCUMENT_MAX_BYTES, DOCUMENT_RULE_MESSAGES } from '@prime/contract/rules/documents';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import type { RequestOptions } from '../../shared/api/client';
import { createFakeApi } from '../../test/fake-api';
import { answerRequests, type FakeAnswers } from '../../test/fake-requests';
import { buildPlayer } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { DocumentsSection } from './documents-section';

const passport = (overrides: Partial<PlayerDocument> = {}): PlayerDocument => ({
  id: 11,
  type: 'passport',
  idn: 'P1234567',
  expires_at: '2031-06-30',
  created_at: '2026-11-20T10:00:00Z',
  status: 'pending',
  is_verified: false,
  rejection_reason: null,
  reviewed_at: null,
  media: [
    {
      id: '5b0f8a52-6a1c-4a7e-9d55-2b8f1c0e7a11',
      side: 'front',
      mime_type: 'image/jpeg',
      full_url: 'http://localhost/v1/me/documents/files/5b0f8a52-6a1c-4a7e-9d55-2b8f1c0e7a11',
    },
  ],
  ...overrides,
});

const FILE_PATH = 'me/documents/files/5b0f8a52-6a1c-4a7e-9d55-2b8f1c0e7a11';

const open = (documents: PlayerDocument[], answers: FakeAnswers = {}, player = buildPlayer()) => {
  const api = createFakeApi();
  const request = answerRequests(api, {
    'GET me/all-documents': () => ({ data: documents }),
    [`GET ${FILE_PATH}`]: new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }),
    ...answers,
  });
  renderWithApp(<DocumentsSection />, { api, player, state: { token: 'tok' } });
  return { request };
};

const fileOf = (name: string, size = 1_024, type = 'image/jpeg') => {
  const file = new File([new Uint8Array(Math.min(size, 16))], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const choose = (label: RegExp | string, file: File) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const upload = () => fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
const callsTo = (request: ReturnType<typeof open>['request'], verb: string, path: string) =>
  request.mock.calls.filter(([method, target]) => method === verb && target === path);
const nextYear = `${new Date().getUTCFullYear() + 1}-06-30`;

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:document-picture');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('Documents', () => {
  it('opens the Identification group on the passport tab, with its upload pending and its picture', async () => {
    const { request } = open([passport()]);
    const tab = await screen.findByRole('tab', { name: 'Passport' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Identity card' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    const panel = screen.getByRole('tabpanel', { name: 'Passport' });
    expect(within(panel).getByText('Verification pending')).toBeInTheDocument();
    expect(within(panel).getByText('P1234567')).toBeInTheDocument();
    const picture = await within(panel).findByRole('img', { name: 'Passport (Front side)' });
    expect(picture).toHaveAttribute('src', 'blob:document-picture');
    expect(callsTo(request, 'GET', FILE_PATH)[0]?.[2]).toMatchObject({ responseType: 'blob' });
    for (const group of [
      'Proof of address',
      'Payment method',
      'Source of funds',
      'Other documents',
    ])
      expect(screen.getByText(group, { selector: 'summary' })).toBeInTheDocument();
  });

  it('moves between the identity tabs with the arrow keys, each with its own uploads', async () => {
    open([passport(), passport({ id: 12, type: 'id_card', idn: 'C777', media: [] })]);
    const tab = await screen.findByRole('tab', { name: 'Passport' });
    fireEvent.keyDown(tab, { key: 'ArrowRight' });
    const licence = screen.getByRole('tab', { name: 'Driving licence' });
    expect(licence).toHaveAttribute('aria-selected', 'true');
    expect(licence).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Driving licence' })).toHaveTextContent(
      'Nothing uploaded yet.',
    );
    fireEvent.keyDown(licence, { key: 'Home' });
    const card = screen.getByRole('tabpanel', { name: 'Identity card' });
    expect(card).toHaveTextContent('C777');
    expect(within(card).getByLabelText('Back side')).toBeInTheDocument();
  });

  it('shows a verified document and a rejected one with the operator’s reason', async () => {
    open([
      passport({ status: 'approved', is_verified: true }),
      passport({
        id: 13,
        status: 'rejected',
        rejection_reason: 'The photo is blurred',
        media: [],
      }),
    ]);
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText('Reason: The photo is blurred')).toBeInTheDocument();
  });

  it('tells a player in Czech koruna to upload an ID copy and the personal number', async () => {
    open([], {}, buildPlayer({ currency: { id: 42, code: 'CZK', symbol: 'Kč' } }));
    expect(await screen.findByRole('note')).toHaveTextContent(/personal number \(rodné číslo\)/);
  });

  it('tells no one else so', async () => {
    open([]);
    await screen.findByRole('tab', { name: 'Passport' });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('refuses a bad file name, another kind of file and a file too large as soon as it is chosen', async () => {
    const { request } = open([]);
    await screen.findByRole('tab', { name: 'Passport' });
    choose('File', fileOf('my passport.jpg'));
    expect(screen.getByText(/may contain only letters, digits/)).toBeInTheDocument();
    choose('File', fileOf('passport.gif'));
    expect(screen.getByText('Only png, jpg, jpeg and pdf files are accepted.')).toBeInTheDocument();
    choose('File', fileOf('passport.jpg', DOCUMENT_MAX_BYTES + 1));
    expect(screen.getByText('The file is too large: at most 2,000,000 bytes.')).toBeInTheDocument();
    upload();
    expect(screen.getByText('Please enter the number of the document.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the expiry date of the document.')).toBeInTheDocument();
    expect(callsTo(request, 'POST', 'me/documents')).toHaveLength(0);
  });

  it('uploads a passport as multipart form data and says so', async () => {
    let listed: PlayerDocument[] = [];
    const { request } = open([], {
      'GET me/all-documents': () => ({ data: listed }),
      'POST me/documents': () => {
        listed = [passport({ media: [] })];
        return { data: listed[0] };
      },
    });
    await screen.findByRole('tab', { name: 'Passport' });
    type('Document number', ' P1234567 ');
    type('Valid until', nextYear);
    choose('File', fileOf('passport.jpg'));
    upload();
    expect(await screen.findByRole('status')).toHaveTextContent('Document uploaded');
    const body = (callsTo(request, 'POST', 'me/documents')[0]?.[2] as RequestOptions).body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('type')).toBe('passport');
    expect(form.get('idn')).toBe('P1234567');
    expect(form.get('expires_at')).toBe(nextYear);
    expect((form.get('front_file') as File).name).toBe('passport.jpg');
    expect(form.get('back_file')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('tabpanel', { name: 'Passport' })).toHaveTextContent(
        'Verification pending',
      ),
    );
    expect(screen.getByLabelText('Document number')).toHaveValue('');
  });

  it('shows what the server refused under its field, translated', async () => {
    open([], {
      'POST me/documents': () => {
        throw new ApiError(422, 'validation_failed', 'The given data was invalid.', {
          front_file: [DOCUMENT_RULE_MESSAGES.content_mismatch],
        });
      },
    });
    await screen.findByRole('tab', { name: 'Passport' });
    type('Document number', 'P1');
    type('Valid until', nextYear);
    choose('File', fileOf('passport.pdf', 2_048, 'application/pdf'));
    upload();
    expect(
      await screen.findByText(
        'The file’s content is not of the kind its name says (png, jpg, jpeg or pdf).',
      ),
    ).toBeInTheDocument();
  });

  it('tells an account that is not active that it cannot upload', async () => {
    open([], {
      'POST me/documents': () => {
        throw new ApiError(403, 'account_not_active', 'Only active accounts can upload documents.');
      },
    });
    await screen.findByRole('tab', { name: 'Passport' });
    const others = screen.getByText('Other documents', { selector: 'summary' })
      .parentElement as HTMLDetailsElement;
    // jsdom does not open a <details> on a click of its summary; a browser does, then tells.
    others.open = true;
    fireEvent(others, new Event('toggle'));
    fireEvent.change(within(others).getByLabelText('File'), {
      target: { files: [fileOf('letter.pdf', 2_048, 'application/pdf')] },
    });
    fireEvent.click(within(others).getByRole('button', { name: 'Upload' }));
    expect(await within(others).findByRole('alert')).toHaveTextContent(
      'Only active accounts can upload documents.',
    );
  });
});
