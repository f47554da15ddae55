import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeStaffApi, staffMe } from '../../test/fake-server';
import { renderConsole } from '../../test/render';
import type { TextRecord } from './text-list';

const defaults = {
  en: 'Welcome, {{name}}',
  cs: 'Vítejte, {{name}}',
  de: 'Willkommen, {{name}}',
  sk: 'Vitajte, {{name}}',
  hu: 'Üdvözöljük, {{name}}',
  pl: 'Witaj, {{name}}',
  es: 'Bienvenido, {{name}}',
};

const welcome: TextRecord = {
  id: 'header.welcome',
  section: 'header',
  key: 'welcome',
  value: 'Hello, {{name}}',
  values: { ...defaults, en: 'Hello, {{name}}' },
  defaults,
  overridden: ['en'],
  placeholders: ['name'],
  html: false,
};

describe('interface texts', () => {
  it('lists texts, searches them by words and section, and links each to its page', async () => {
    const api = fakeStaffApi({
      me: staffMe('content'),
      routes: { 'GET /texts': { body: { data: [welcome], meta: { total: 1 } } } },
    });
    renderConsole('/texts');

    const table = await screen.findByRole('table', { name: 'Interface texts' });
    const link = await within(table).findByRole('link', { name: 'header.welcome' });
    expect(link).toHaveAttribute('href', '/texts/header.welcome');
    expect(within(table).getByText('Hello, {{name}}')).toBeInTheDocument();
    expect(within(table).getByText('English')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Search keys and texts'), {
      target: { value: 'welcome' },
    });
    fireEvent.change(screen.getByLabelText('Section'), { target: { value: 'header' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await screen.findByRole('table', { name: 'Interface texts' });
    await expect
      .poll(() => api.calls('GET /texts').at(-1)?.query.toString() ?? '')
      .toMatch(/q=welcome.*section=header|section=header.*q=welcome/);
  });

  it('edits one language with a preview, refuses a lost placeholder, and resets another', async () => {
    const api = fakeStaffApi({
      me: staffMe('content'),
      routes: {
        'GET /texts/header.welcome': { body: { data: welcome } },
        'PUT /texts/header.welcome': () => ({ body: { data: welcome } }),
      },
    });
    renderConsole('/texts/header.welcome');

    expect(
      await screen.findByRole('heading', { name: 'Edit text: header.welcome' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Preview' })).toHaveTextContent('Hello, Alex');
    expect(screen.getByText('Changed from the default')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Deutsch' }));
    const german = screen.getByLabelText('Text in Deutsch');
    expect(german).toHaveValue('Willkommen, {{name}}');
    fireEvent.change(german, { target: { value: 'Hallo' } });
    expect(german).toHaveAccessibleDescription(/Keep the placeholders \{\{name\}\}/);
    expect(screen.getByRole('button', { name: 'Save text' })).toBeDisabled();

    fireEvent.change(german, { target: { value: 'Hallo, {{name}}!' } });
    expect(screen.getByRole('status', { name: 'Preview' })).toHaveTextContent('Hallo, Alex!');
    expect(screen.getByRole('button', { name: 'Save text' })).toBeEnabled();

    fireEvent.click(screen.getByRole('tab', { name: 'English' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reset English to the default' }));
    expect(screen.getByLabelText('Text in English')).toHaveValue('Welcome, {{name}}');

    fireEvent.click(screen.getByRole('button', { name: 'Save text' }));
    expect(await screen.findByText('Text header.welcome saved.')).toBeInTheDocument();
    expect(api.calls('PUT /texts/header.welcome')[0]?.body).toEqual({
      values: { en: null, de: 'Hallo, {{name}}!' },
    });
  });

  it('shows the server’s refusal next to the language it names', async () => {
    fakeStaffApi({
      me: staffMe('admin'),
      routes: {
        'GET /texts/header.welcome': { body: { data: welcome } },
        'PUT /texts/header.welcome': {
          status: 422,
          body: {
            message: 'The given data was invalid.',
            code: 'validation_failed',
            errors: { 'values.en': ['Must be plain text, without HTML.'] },
          },
        },
      },
    });
    renderConsole('/texts/header.welcome');
    const english = await screen.findByLabelText('Text in English', undefined, { timeout: 5000 });
    fireEvent.change(english, { target: { value: 'Hi {{name}}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save text' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The given data was invalid.');
    expect(english).toHaveAccessibleDescription(/Must be plain text, without HTML/);
  });

  it('shows the interface texts to the content role and not to payments', async () => {
    fakeStaffApi({ me: staffMe('content') });
    const { unmount } = renderConsole('/');
    expect(await screen.findByRole('link', { name: 'Interface texts' })).toBeInTheDocument();
    unmount();

    fakeStaffApi({ me: staffMe('payments') });
    renderConsole('/');
    expect(await screen.findByRole('link', { name: 'Withdrawals' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Interface texts' })).not.toBeInTheDocument();
  });
});
