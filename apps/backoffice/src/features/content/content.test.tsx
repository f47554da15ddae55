import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeStaffApi, staffMe } from '../../test/fake-server';
import { renderConsole } from '../../test/render';
import type { PageRecord } from './content-record';

const text = (title: string) => ({
  title,
  comment: `${title} teaser`,
  content: `<p>${title} body</p>`,
  seo_title: title,
  seo_description: '',
});

const promotion: PageRecord = {
  id: 7,
  skin_id: 1,
  type: 'promotion',
  name: 'spring-spins',
  is_visible: true,
  valid_from: null,
  valid_to: null,
  position: 0,
  title: 'Spring spins',
  texts: { en: text('Spring spins'), de: text('Frühlingsdrehs') },
  updated_at: '2026-03-01T00:00:00.000Z',
};

describe('content screens', () => {
  it('lists promotions and opens one to edit', async () => {
    fakeStaffApi({
      me: staffMe('content'),
      routes: { 'GET /promotions': { body: { data: [promotion], meta: { total: 1 } } } },
    });
    renderConsole('/promotions');

    const table = await screen.findByRole('table', { name: 'Promotions' });
    const link = await within(table).findByRole('link', { name: '7' });
    expect(link).toHaveAttribute('href', '/promotions/7');
    expect(within(table).getByText('Spring spins')).toBeInTheDocument();
  });

  it('changes one language, sends only that language, and previews the text', async () => {
    const api = fakeStaffApi({
      me: staffMe('content'),
      routes: {
        'GET /promotions/7': { body: { data: promotion } },
        'PATCH /promotions/7': () => ({ body: { data: promotion } }),
      },
    });
    renderConsole('/promotions/7');

    expect(
      await screen.findByRole(
        'heading',
        { name: 'Edit promotion: Spring spins' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open on the site' })).toHaveAttribute(
      'href',
      '/en/promotion/7',
    );
    expect(screen.getByRole('tab', { name: 'Polski (no text)' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Deutsch' }));
    const title = screen.getByLabelText('Title');
    expect(title).toHaveValue('Frühlingsdrehs');
    fireEvent.change(title, { target: { value: 'Frühlingsfreispiele' } });
    expect(screen.getByTitle('Preview').getAttribute('srcdoc')).toContain('Frühlingsfreispiele');
    expect(screen.getByTitle('Preview')).toHaveAttribute('sandbox', '');

    fireEvent.click(screen.getByRole('button', { name: 'Save promotion' }));
    expect(await screen.findByText('Spring spins saved.')).toBeInTheDocument();
    expect(api.calls('PATCH /promotions/7')[0]?.body).toEqual({
      texts: { de: { ...text('Frühlingsdrehs'), title: 'Frühlingsfreispiele' } },
      is_visible: true,
      valid_from: null,
      valid_to: null,
    });
  });

  it('shows the content menu to the content role and not to support', async () => {
    fakeStaffApi({ me: staffMe('content') });
    const { unmount } = renderConsole('/');
    expect(await screen.findByRole('link', { name: 'Promotions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Banners' })).toBeInTheDocument();
    unmount();

    fakeStaffApi({ me: staffMe('support') });
    renderConsole('/');
    expect(await screen.findByRole('link', { name: 'Players' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Promotions' })).not.toBeInTheDocument();
  });
});
