import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeStaffApi, staffMe } from '../test/fake-server';
import { renderConsole } from '../test/render';

const menuLinks = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Back office' });
  await within(nav).findAllByRole('link');
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

describe('the menu', () => {
  it('shows a support agent the support requests and the players', async () => {
    fakeStaffApi({ me: staffMe('support', 'sam') });
    renderConsole('/');

    expect(await menuLinks()).toEqual(['Support requests', 'Players']);
    expect(screen.getByText('sam')).toBeInTheDocument();
    expect(screen.getByText('(Support)')).toBeInTheDocument();
  });

  it('shows a payments clerk the three payment queues, the players, adjustments and reports', async () => {
    fakeStaffApi({ me: staffMe('payments') });
    renderConsole('/');

    expect(await menuLinks()).toEqual([
      'Withdrawals',
      'Transfer deposits',
      'Card deposits',
      'Players',
      'Adjustments',
      'Reports',
    ]);
  });

  it('shows a compliance officer the compliance queues, players and reports', async () => {
    fakeStaffApi({ me: staffMe('compliance') });
    renderConsole('/');

    expect(await menuLinks()).toEqual([
      'Documents',
      'Exclusion requests',
      'KYC',
      'Support requests',
      'Players',
      'Reports',
    ]);
  });

  it('shows an administrator every screen', async () => {
    fakeStaffApi({ me: staffMe('admin') });
    renderConsole('/');

    expect(await menuLinks()).toEqual([
      'Withdrawals',
      'Transfer deposits',
      'Card deposits',
      'Documents',
      'Exclusion requests',
      'KYC',
      'Support requests',
      'Players',
      'Adjustments',
      'Campaigns',
      'Promotions',
      'Pages',
      'Banners',
      'Interface texts',
      'Reports',
      'Audit log',
      'System',
    ]);
  });

  it('does not open a queue the role may not see, even by its address', async () => {
    fakeStaffApi({ me: staffMe('support') });
    renderConsole('/withdrawals');

    expect(await screen.findByText('Your role cannot open this screen.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Withdrawals' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
  });

  it('opens as a drawer from the header’s Menu button, which a chosen screen closes', async () => {
    fakeStaffApi({
      me: staffMe('support'),
      routes: { 'GET /players': { body: { data: [], meta: { total: 0 } } } },
    });
    renderConsole('/');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(toggle);
    const drawer = screen.getByRole('dialog', { name: 'Prime back office' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', drawer.id);
    expect(
      within(within(drawer).getByRole('navigation', { name: 'Back office' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Support requests', 'Players']);

    fireEvent.click(within(drawer).getByRole('link', { name: 'Players' }));
    expect(await screen.findByRole('heading', { name: 'Players', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the drawer with its Close button and with Escape', async () => {
    fakeStaffApi({ me: staffMe('support') });
    renderConsole('/');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(toggle);
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('logs out on the server and returns to the login page', async () => {
    const api = fakeStaffApi({ me: staffMe('support') });
    renderConsole('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));

    expect(
      await screen.findByRole('heading', { name: 'Log in to the back office' }),
    ).toBeInTheDocument();
    const [logout] = api.calls('POST /auth/logout');
    expect(logout?.headers['x-requested-with']).toBe('prime-backoffice');
  });

  it('returns to the login page when the server has ended the session', async () => {
    const api = fakeStaffApi({
      me: staffMe('payments'),
      routes: {
        'GET /withdrawals': () => {
          api.logOut();
          return { status: 401, body: { message: 'Log in first.', code: 'unauthenticated' } };
        },
      },
    });
    renderConsole('/withdrawals');

    expect(
      await screen.findByRole('heading', { name: 'Log in to the back office' }),
    ).toBeInTheDocument();
  });
});
