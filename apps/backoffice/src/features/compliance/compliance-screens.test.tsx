import type { StaffKycDetail, StaffSupportDetail } from '@prime/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeStaffApi, staffMe } from '../../test/fake-server';
import { renderConsole } from '../../test/render';

const kyc: StaffKycDetail = {
  id: 42,
  username: 'lucky_anna',
  levels: [
    {
      level: 'BasicAmlLevel',
      status: 'pending',
      reject_reason: null,
      updated_at: '2026-11-01T10:00:00Z',
    },
  ],
  aml_level: 'high',
  pep: true,
  ubo: false,
  questionnaire: 'answered',
  // The MGA's 7 days have passed.
  due_at: '2026-11-08T10:00:00Z',
  overdue: true,
  aml: {
    reasons: ['pep'],
    deposits_eur: 150,
    threshold_eur: 2000,
    basic_kyc_accepted: false,
    override: null,
  },
  questionnaire_record: {
    required_at: '2026-11-01T09:00:00Z',
    answered_at: '2026-11-02T09:00:00Z',
    required_by: 'aml',
    reason: 'Deposits reached 2,000 EUR',
    answers: [{ id: 1, question_id: 3, question: 'Source of your funds', answer: 'Salary' }],
  },
  history: [],
};

const request: StaffSupportDetail = {
  id: 7,
  player_id: 42,
  username: 'lucky_anna',
  group: 'payments',
  subject: 'Where is my money',
  body: 'I cannot find my withdrawal.',
  status: 'open',
  created_at: '2026-11-01T10:00:00Z',
  due_at: '2026-11-08T10:00:00Z',
  overdue: true,
  replies: 0,
  closed_at: null,
  closed_by: null,
  conversation: [
    {
      id: 7,
      from: 'player',
      sender: 'lucky_anna',
      subject: 'Where is my money',
      body: 'I cannot find my withdrawal.',
      at: '2026-11-01T10:00:00Z',
    },
  ],
};

describe('the KYC screens', () => {
  it('lists players with an overdue level and their flags', async () => {
    fakeStaffApi({
      me: staffMe('compliance'),
      routes: { 'GET /kyc': { body: { data: [kyc], meta: { total: 1 } } } },
    });
    renderConsole('/kyc');

    const row = (await screen.findByText('lucky_anna')).closest('tr')!;
    expect(within(row).getByText('Overdue')).toBeInTheDocument();
    expect(within(row).getByText('PEP')).toBeInTheDocument();
  });

  it('shows the questionnaire answers and overrides a level with a reason', async () => {
    const api = fakeStaffApi({
      me: staffMe('compliance'),
      routes: {
        'GET /kyc/42': { body: { data: kyc } },
        'POST /kyc/42/levels': { body: { data: kyc } },
      },
    });
    renderConsole('/kyc/42/show');

    expect(await screen.findByRole('heading', { name: 'KYC of lucky_anna' })).toBeInTheDocument();
    expect(screen.getByText('Source of your funds')).toBeInTheDocument();
    expect(screen.getByText('Salary')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Override a level' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept or reject a level by hand' });
    // Without a reason nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Write a reason/)).toBeInTheDocument();
    expect(api.calls('POST /kyc/42/levels')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Decision'), { target: { value: 'rejected' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'Blurred photo' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Level decided.')).toBeInTheDocument();
    expect(api.calls('POST /kyc/42/levels')[0]?.body).toEqual({
      level: 'BasicAmlLevel',
      decision: 'rejected',
      reason: 'Blurred photo',
    });
  });

  it('offers a role without kyc.decide no action', async () => {
    fakeStaffApi({
      me: { username: 'reader', role: 'support', permissions: ['kyc.read'] },
      routes: { 'GET /kyc/42': { body: { data: kyc } } },
    });
    renderConsole('/kyc/42/show');

    expect(await screen.findByRole('heading', { name: 'KYC of lucky_anna' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Override a level' })).not.toBeInTheDocument();
  });
});

describe('the support requests', () => {
  it('shows the conversation and sends a reply', async () => {
    const api = fakeStaffApi({
      me: staffMe('support'),
      routes: {
        'GET /support-requests/7': { body: { data: request } },
        'POST /support-requests/7/reply': { body: { data: { ...request, replies: 1 } } },
      },
    });
    renderConsole('/support-requests/7/show');

    expect(await screen.findByRole('heading', { name: 'Where is my money' })).toBeInTheDocument();
    expect(screen.getByText('I cannot find my withdrawal.')).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Reply'), { target: { value: 'It is on its way.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent.')).toBeInTheDocument();
    expect(api.calls('POST /support-requests/7/reply')[0]?.body).toEqual({
      body: 'It is on its way.',
    });
    expect(screen.getByRole('button', { name: 'Close request 7' })).toBeInTheDocument();
  });

  it('marks an overdue request in the queue and closes one', async () => {
    const api = fakeStaffApi({
      me: staffMe('compliance'),
      routes: {
        'GET /support-requests': { body: { data: [request], meta: { total: 1 } } },
        'GET /support-requests/7': { body: { data: request } },
        'POST /support-requests/7/close': {
          body: { data: { ...request, status: 'closed', closed_by: 'compliance-clerk' } },
        },
      },
    });
    renderConsole('/support-requests');

    const row = (await screen.findByText('Where is my money')).closest('tr')!;
    expect(within(row).getByText('Overdue')).toBeInTheDocument();

    fireEvent.click(row.querySelector('a') ?? within(row).getByText('Where is my money'));
    fireEvent.click(await screen.findByRole('button', { name: 'Close request 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close request 7?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Request 7 closed.')).toBeInTheDocument();
    expect(api.calls('POST /support-requests/7/close')).toHaveLength(1);
  });
});
