import type { StaffDocument } from '@prime/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeStaffApi, staffMe } from '../../test/fake-server';
import { renderConsole } from '../../test/render';
import { DocumentViewer } from './document-viewer';

const passport: StaffDocument = {
  id: 5,
  player_id: 42,
  username: 'lucky_anna',
  kind: 'passport',
  status: 'pending',
  uploaded_at: '2026-11-01T10:00:00Z',
  // The MGA's 7 days have passed.
  due_at: '2026-11-08T10:00:00Z',
  reviewed_by: null,
  reason: null,
  files: [
    {
      id: '0b6f3d4e-7c1a-4d2b-9f8e-1a2b3c4d5e6f',
      name: 'passport.jpg',
      content_type: 'image/jpeg',
      byte_size: 120_000,
      url: '/v1/staff/documents/5/file?media_id=0b6f3d4e-7c1a-4d2b-9f8e-1a2b3c4d5e6f',
    },
  ],
};

describe('the document viewer', () => {
  it('shows a picture inline from the staff API', () => {
    render(<DocumentViewer document={{ id: 5, mime_type: 'image/png', file_name: 'id.png' }} />);

    const image = screen.getByRole('img', { name: /Document 5/ });
    expect(image).toHaveAttribute('src', '/v1/staff/documents/5/file');
  });

  it("shows a PDF in the browser's own viewer", () => {
    render(
      <DocumentViewer
        document={{ id: 9, mime_type: 'application/pdf', file_name: 'bank-statement.pdf' }}
      />,
    );

    const frame = screen.getByTitle('Document 9: bank-statement.pdf (PDF)');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/v1/staff/documents/9/file');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('tells a PDF by its name when the type is missing', () => {
    render(<DocumentViewer document={{ id: 3, file_name: 'utility-bill.PDF' }} />);

    expect(screen.getByTitle(/utility-bill.PDF \(PDF\)/)).toHaveAttribute(
      'src',
      '/v1/staff/documents/3/file',
    );
  });
});

describe('reviewing a document', () => {
  it('marks an overdue document in the queue', async () => {
    fakeStaffApi({
      me: staffMe('compliance'),
      routes: { 'GET /documents': { body: { data: [passport], meta: { total: 1 } } } },
    });
    renderConsole('/documents');

    const row = (await screen.findByRole('link', { name: 'Document 5' })).closest('tr')!;
    expect(within(row).getByText('Overdue')).toBeInTheDocument();
    expect(within(row).getByText('8 Nov 2026, 10:00 UTC')).toBeInTheDocument();
  });

  it('shows the file beside its details and approves it', async () => {
    const api = fakeStaffApi({
      me: staffMe('compliance'),
      routes: {
        'GET /documents/5': { body: { data: passport } },
        'POST /documents/5/approve': { body: { data: { ...passport, status: 'approved' } } },
        'GET /documents': { body: { data: [], meta: { total: 0 } } },
      },
    });
    renderConsole('/documents/5/show');

    expect(await screen.findByRole('heading', { name: 'Document 5' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Document 5 \(passport\)/ })).toHaveAttribute(
      'src',
      passport.files[0]!.url,
    );
    expect(screen.getByText('Overdue')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve document 5?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Document 5 approved.')).toBeInTheDocument();
    expect(api.calls('POST /documents/5/approve')).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'Documents' })).toBeInTheDocument();
  });

  it('hides the decision from a role that may only read', async () => {
    fakeStaffApi({
      me: { username: 'auditor', role: 'support', permissions: ['documents.read'] },
      routes: { 'GET /documents/5': { body: { data: passport } } },
    });
    renderConsole('/documents/5/show');

    expect(await screen.findByRole('heading', { name: 'Document 5' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });
});
