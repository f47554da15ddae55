import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeStaffApi, staffMe } from '../../test/fake-server';
import { renderConsole } from '../../test/render';

describe('the system screen', () => {
  it('starts maintenance only after a confirmation', async () => {
    let inMaintenance = false;
    const api = fakeStaffApi({
      me: staffMe('admin'),
      routes: {
        'GET /system': () => ({
          body: {
            data: {
              in_maintenance: inMaintenance,
              providers: [{ id: 1, name: 'Prime Studio', enabled: true }],
            },
          },
        }),
        'POST /system/maintenance': (request) => {
          inMaintenance = (request.body as { in_maintenance: boolean }).in_maintenance;
          return { body: { data: { in_maintenance: inMaintenance } } };
        },
      },
    });
    renderConsole('/system');

    fireEvent.click(await screen.findByRole('button', { name: 'Start maintenance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start maintenance?' });
    expect(api.calls('POST /system/maintenance')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('button', { name: 'End maintenance' })).toBeInTheDocument();
    expect(screen.getByText('in maintenance')).toBeInTheDocument();
    expect(api.calls('POST /system/maintenance')[0]?.body).toEqual({ in_maintenance: true });
  });

  it('switches a provider off', async () => {
    const api = fakeStaffApi({
      me: staffMe('admin'),
      routes: {
        'GET /system': {
          body: {
            data: {
              in_maintenance: false,
              providers: [{ id: 3, name: 'Prime Studio', enabled: true }],
            },
          },
        },
        'POST /system/providers/3': { body: { data: { id: 3, enabled: false } } },
      },
    });
    renderConsole('/system');

    fireEvent.click(await screen.findByRole('button', { name: 'Disable Prime Studio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Prime Studio?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(api.calls('POST /system/providers/3')[0]?.body).toEqual({ enabled: false });
  });
});
