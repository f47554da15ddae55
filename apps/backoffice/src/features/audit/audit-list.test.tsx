import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeStaffApi, staffMe } from '../../test/fake-server';
import { renderConsole } from '../../test/render';

const entries = {
  body: {
    data: [{ id: 12, at: '2026-11-27T10:00:00Z', staff: 'petra', action: 'withdrawal.approve' }],
    meta: { total: 1 },
  },
};

describe('the audit log', () => {
  it('filters by staff member and action', async () => {
    const api = fakeStaffApi({ me: staffMe('admin'), routes: { 'GET /audit': entries } });
    renderConsole('/audit');

    expect(await screen.findByText('withdrawal.approve')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Staff'), { target: { value: 'petra' } });
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'withdrawal.approve' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));

    await screen.findByText('withdrawal.approve');
    await expect
      .poll(() => api.calls('GET /audit').map((call) => call.query.get('staff')))
      .toContain('petra');
    const last = api.calls('GET /audit').at(-1)!;
    expect(last.query.get('action')).toBe('withdrawal.approve');
  });

  it('reports a broken chain with the first altered row', async () => {
    fakeStaffApi({
      me: staffMe('admin'),
      routes: {
        'GET /audit': entries,
        'GET /audit/verify': { body: { data: { ok: false, rows: 120, first_bad_id: 57 } } },
      },
    });
    renderConsole('/audit');

    fireEvent.click(await screen.findByRole('button', { name: 'Verify the chain' }));

    expect(await screen.findByText(/The chain is broken at row 57/)).toBeInTheDocument();
  });
});
