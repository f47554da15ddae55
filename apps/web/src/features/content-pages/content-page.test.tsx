import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { buildCmsPage } from '../../test/cms-fixtures';
import { createFakeApi } from '../../test/fake-api';
import { answerRequests, type FakeAnswers } from '../../test/fake-requests';
import { renderWithApp } from '../../test/render';
import { CONTENT_PAGE_ROUTES, contentPageName } from './content-page-names';
import { FooterContentPage, GenericContentPage } from './content-page-route';

const HELP_BODY = `
  <p>Find answers below.</p>
  <section id="deposits"><h2>Deposits</h2><p>Deposits are instant.</p></section>
  <section id="withdrawals"><h2>Withdrawals</h2><p>Withdrawals take 24 hours.</p></section>
  <h2 id="contact-us">Contact us</h2><p>Write to support.</p>`;

const open = (url: string, answers: FakeAnswers, language: 'en' | 'de' = 'en') => {
  const api = createFakeApi();
  const request = answerRequests(api, answers);
  const rendered = renderWithApp(null, {
    api,
    url,
    state: { language },
    routes: [
      { path: '/', element: <h1>Casino home</h1> },
      {
        path: '/:lang?/terms-and-conditions',
        element: <FooterContentPage route="termsAndConditions" titleKey="terms_and_conditions" />,
      },
      { path: '/:lang?/help', element: <FooterContentPage route="help" titleKey="help" /> },
      { path: '/:lang/:page', element: <GenericContentPage /> },
    ],
  });
  return { ...rendered, request };
};

const pageList = (page: ReturnType<typeof buildCmsPage> | null) => ({
  'GET cms/pages': { data: page ? [page] : [], meta: {} },
});

const description = () =>
  document.head.querySelector('meta[name="description"]')?.getAttribute('content');

const scrollIntoView = vi.fn();

beforeEach(() => {
  scrollIntoView.mockReset();
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  document.head.querySelector('meta[name="description"]')?.remove();
});

describe('content page names', () => {
  it('names every footer page and transfer page by its path segment', () => {
    expect(CONTENT_PAGE_ROUTES.map(contentPageName)).toEqual([
      'security',
      'responsible-gaming',
      'contact',
      'imprint',
      'terms-and-conditions',
      'affiliate-program',
      'privacy',
      'amlcft',
      'help',
      'cookies',
      'bank-transfer',
      'crypto-transfer',
    ]);
  });
});

describe('FooterContentPage', () => {
  it('loads the page by its path name in the page language', async () => {
    const terms = buildCmsPage({
      name: 'terms-and-conditions',
      title: 'Allgemeine Geschäftsbedingungen',
      content: '<h2>1. Geltungsbereich</h2><p>Diese Bedingungen gelten.</p>',
      seo: { title: 'AGB', description: 'Die Bedingungen von Prime.' },
    });
    const { request } = open('/de/terms-and-conditions', pageList(terms), 'de');
    expect(
      await screen.findByRole('heading', { level: 2, name: '1. Geltungsbereich' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Allgemeine Geschäftsbedingungen',
    );
    expect(request).toHaveBeenCalledWith('GET', 'cms/pages', {
      query: { type: 'page', name: 'terms-and-conditions', language: 'de' },
    });
  });

  it('takes the document title and meta description from the seo fields', async () => {
    const existing = document.createElement('meta');
    existing.name = 'description';
    existing.content = 'Prime online casino';
    document.head.append(existing);

    const terms = buildCmsPage({
      name: 'terms-and-conditions',
      title: 'Terms and conditions',
      seo: { title: 'Terms of play', description: 'The rules of every game at Prime.' },
    });
    const { unmount } = open('/en/terms-and-conditions', pageList(terms));
    await screen.findByText('We protect your data.');
    expect(document.title).toBe('Terms of play | Prime');
    expect(description()).toBe('The rules of every game at Prime.');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);

    unmount();
    expect(description()).toBe('Prime online casino');
  });

  it('marks a page served in English instead of the asked language', async () => {
    open(
      '/de/terms-and-conditions',
      pageList(buildCmsPage({ name: 'terms-and-conditions', language: { code: 'en' } })),
      'de',
    );
    const body = await screen.findByText('We protect your data.');
    expect(body.closest('.prose')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang');
  });

  it('does not name the site twice when the seo title already does', async () => {
    open(
      '/en/terms-and-conditions',
      pageList(
        buildCmsPage({
          name: 'terms-and-conditions',
          seo: { title: 'Terms and conditions | Prime', description: 'Rules.' },
        }),
      ),
    );
    await screen.findByText('We protect your data.');
    expect(document.title).toBe('Terms and conditions | Prime');
  });

  it('creates the meta description when the document has none', async () => {
    open('/en/terms-and-conditions', pageList(buildCmsPage({ name: 'terms-and-conditions' })));
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' });
    expect(description()).toBe('How Prime protects your personal data.');
  });

  it('keeps the route title and says the page was not found when none exists', async () => {
    open('/en/terms-and-conditions', pageList(null));
    expect(
      await screen.findByText('The page you are looking for does not exist.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms and conditions');
  });

  it('reports a server failure without leaving the page', async () => {
    open('/en/terms-and-conditions', {
      'GET cms/pages': () => {
        throw new ApiError(400, 'bad_request', 'Bad');
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('SERVER ERROR');
  });
});

describe('help page sections', () => {
  const help = buildCmsPage({ name: 'help', title: 'Help', content: HELP_BODY });
  const section = (name: string) =>
    screen.getByRole('heading', { level: 2, name }).closest('details');

  it('folds each section under its heading', async () => {
    open('/en/help', pageList(help));
    await screen.findByText('Deposits are instant.');
    expect(section('Deposits')).toHaveAttribute('id', 'deposits');
    expect(section('Deposits')).not.toHaveAttribute('open');
    expect(section('Withdrawals')).not.toHaveAttribute('open');
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('opens the section named by the hash and focuses it', async () => {
    open('/en/help#withdrawals', pageList(help));
    await screen.findByText('Withdrawals take 24 hours.');
    const withdrawals = section('Withdrawals');
    await waitFor(() => expect(withdrawals).toHaveAttribute('open'));
    expect(withdrawals?.querySelector('summary')).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollIntoView.mock.contexts[0]).toBe(withdrawals);
    expect(section('Deposits')).not.toHaveAttribute('open');
  });

  it('scrolls to and focuses a target that is not collapsible', async () => {
    open('/en/help#contact-us', pageList(help));
    const heading = await screen.findByRole('heading', { name: 'Contact us' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(scrollIntoView.mock.contexts[0]).toBe(heading);
  });

  it('opens nothing for an unknown hash', async () => {
    open('/en/help#nothing-here', pageList(help));
    await screen.findByText('Deposits are instant.');
    expect(document.querySelectorAll('details[open]')).toHaveLength(0);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('keeps sections plain on other pages', async () => {
    open(
      '/en/terms-and-conditions#deposits',
      pageList(buildCmsPage({ name: 'terms-and-conditions', content: HELP_BODY })),
    );
    await screen.findByText('Deposits are instant.');
    expect(document.querySelector('details')).toBeNull();
    await waitFor(() => expect(document.getElementById('deposits')).toHaveFocus());
  });
});

describe('GenericContentPage', () => {
  it('shows a CMS page by the name in the path', async () => {
    const { request } = open(
      '/en/vip-club',
      pageList(buildCmsPage({ name: 'vip-club', title: 'VIP club' })),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'VIP club' })).toBeVisible();
    expect(request).toHaveBeenCalledWith('GET', 'cms/pages', {
      query: { type: 'page', name: 'vip-club', language: 'en' },
    });
  });

  it('redirects to / when the page does not exist', async () => {
    const { router } = open('/en/no-such-page', pageList(null));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Casino home' })).toBeInTheDocument();
  });

  it('redirects to / without asking for a name the CMS cannot have', async () => {
    const { router, request } = open('/en/Bad%20Name', pageList(null));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(request).not.toHaveBeenCalled();
  });
});
