import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { HtmlContent } from './html-content';

const BODY = `<p>
  <a href="/contact#form">Contact</a>
  <a href="/de/limits">Limits</a>
  <a href="https://www.gamcare.org.uk" target="_blank" rel="noopener noreferrer">GamCare</a>
  <a href="/media/terms.pdf">Terms PDF</a>
</p><h2>Rules</h2>`;

const show = () =>
  renderWithApp(<HtmlContent html={BODY} />, { url: '/sk/help', state: { language: 'sk' } });

describe('HtmlContent', () => {
  it('renders the CMS markup', () => {
    show();
    expect(screen.getByRole('heading', { level: 2, name: 'Rules' })).toBeInTheDocument();
  });

  it('opens a site link in the app under the current language', async () => {
    const { router } = show();
    fireEvent.click(screen.getByRole('link', { name: 'Contact' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sk/contact'));
    expect(router.state.location.hash).toBe('#form');
  });

  it('keeps the language a link already names', async () => {
    const { router } = show();
    fireEvent.click(screen.getByRole('link', { name: 'Limits' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/limits'));
  });

  it('leaves external links and files to the browser', async () => {
    const { router } = show();
    const handledByApp: boolean[] = [];
    // Runs after the app's handler; it then stops jsdom, which cannot navigate, from trying.
    const record = (event: Event) => {
      handledByApp.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    fireEvent.click(screen.getByRole('link', { name: 'GamCare' }));
    fireEvent.click(screen.getByRole('link', { name: 'Terms PDF' }));
    fireEvent.click(screen.getByRole('link', { name: 'Contact' }));
    document.removeEventListener('click', record);
    expect(handledByApp).toEqual([false, false, true]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sk/contact'));
  });
});
