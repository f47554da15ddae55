import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { buildBanner, buildBannerMedia, buildPromotion } from '../../test/cms-fixtures';
import { createFakeApi } from '../../test/fake-api';
import { answerRequests, type FakeAnswers } from '../../test/fake-requests';
import { renderWithApp } from '../../test/render';
import { PromotionPage } from './promotion-page';
import { PromotionsPage } from './promotions-page';

const welcome = buildPromotion({
  banners: [
    buildBanner({
      id: 5,
      medias: [
        buildBannerMedia({ id: 7, title: 'hero', url: '/media/hero.svg' }),
        buildBannerMedia({ id: 8, title: 'card', url: '/media/welcome-card.svg' }),
      ],
    }),
  ],
});
const upcoming = buildPromotion({
  id: 12,
  name: 'winter-race',
  title: 'Winter race',
  comment: 'Climb the leaderboard.',
  is_valid: false,
  valid_from: '2026-12-24T18:00:00Z',
  banners: [],
});

const open = (url: string, answers: FakeAnswers, language: 'en' | 'de' = 'en') => {
  const api = createFakeApi();
  const request = answerRequests(api, answers);
  const rendered = renderWithApp(null, {
    api,
    url,
    state: { language },
    routes: [
      { path: '/:lang?/promotion', element: <PromotionsPage /> },
      { path: '/:lang?/promotion/:promotionId', element: <PromotionPage /> },
    ],
  });
  return { ...rendered, request };
};

const listAnswers: FakeAnswers = {
  'GET cms/pages': { data: [welcome, upcoming], meta: {} },
  'GET cms/banners': {
    data: [
      buildBanner({ id: 1, title: 'Spring spins', subtitle: '' }),
      buildBanner({ id: 2, title: 'Cashback week', subtitle: '' }),
    ],
  },
};

afterEach(() => {
  document.head.querySelector('meta[name="description"]')?.remove();
});

describe('PromotionsPage', () => {
  it('asks for the public promotions and promotion banners in the page language', async () => {
    const { request } = open('/de/promotion', listAnswers, 'de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aktionen' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Welcome package' });
    expect(request).toHaveBeenCalledWith('GET', 'cms/pages', {
      query: { type: 'promotion', campaign_visible: 1, language: 'de' },
    });
    expect(request).toHaveBeenCalledWith('GET', 'cms/banners', {
      query: { language: 'de', 'tag[0]': 'promotion' },
      signal: expect.any(AbortSignal),
    });
  });

  it('shows a card per promotion with its card image, name, comment and button', async () => {
    open('/en/promotion', listAnswers);
    const card = (await screen.findByRole('heading', { name: 'Welcome package' })).closest(
      'article',
    );
    if (!card) throw new Error('no card');
    expect(card.querySelector('img')).toHaveAttribute('src', '/media/welcome-card.svg');
    expect(within(card).getByText('Double your first deposit.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Find out more' })).toHaveAttribute(
      'href',
      '/en/promotion/11',
    );
  });

  it('opens a valid promotion from its button', async () => {
    const { router } = open('/en/promotion', {
      ...listAnswers,
      'GET cms/pages/11': { data: welcome },
    });
    fireEvent.click(await screen.findByRole('link', { name: 'Find out more' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/promotion/11'));
  });

  it('disables the button of a promotion not valid yet, and clicking it does nothing', async () => {
    const { router } = open('/en/promotion', listAnswers);
    const button = await screen.findByRole('button', {
      name: 'Available from December 24, 2026',
    });
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(router.state.location.pathname).toBe('/en/promotion');
    const card = button.closest('article');
    expect(card && within(card).queryByRole('link')).toBeNull();
  });

  it('writes the date of a future promotion in the interface language', async () => {
    open('/de/promotion', listAnswers, 'de');
    expect(
      await screen.findByRole('button', { name: 'Verfügbar ab 24. Dezember 2026' }),
    ).toBeDisabled();
  });

  it('shows the banner carousel one slide at a time', async () => {
    open('/en/promotion', listAnswers);
    const carousel = await screen.findByRole('region', { name: 'Featured promotions' });
    const slideOf = (text: string) => within(carousel).getByText(text).closest('[role="group"]');
    expect(slideOf('Spring spins')).toHaveAttribute('aria-hidden', 'false');
    expect(slideOf('Cashback week')).toHaveAttribute('aria-hidden', 'true');
    fireEvent.click(within(carousel).getByRole('button', { name: 'Next banner' }));
    expect(slideOf('Cashback week')).toHaveAttribute('aria-hidden', 'false');
    expect(slideOf('Spring spins')).toHaveAttribute('aria-hidden', 'true');
    fireEvent.click(within(carousel).getByRole('button', { name: 'Show banner 1' }));
    expect(slideOf('Spring spins')).toHaveAttribute('aria-hidden', 'false');
    expect(within(carousel).getByRole('button', { name: 'Show banner 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('says so when there are no promotions', async () => {
    open('/en/promotion', {
      'GET cms/pages': { data: [], meta: {} },
      'GET cms/banners': { data: [] },
    });
    expect(await screen.findByText(/There are no promotions at the moment/)).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('says so when the promotions cannot be loaded', async () => {
    open('/en/promotion', {
      'GET cms/pages': () => {
        throw new ApiError(400, 'bad_request', 'Bad');
      },
      'GET cms/banners': { data: [] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The promotions could not be loaded.',
    );
  });
});

describe('PromotionPage', () => {
  it('shows the back button, banners, name and HTML body', async () => {
    const { request } = open('/en/promotion/11', { 'GET cms/pages/11': { data: welcome } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome package' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument();
    expect(screen.getByText('Deposit at least 20 EUR.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '‹ All promotions' })).toHaveAttribute(
      'href',
      '/en/promotion',
    );
    const carousel = screen.getByRole('region', { name: 'Featured promotions' });
    // The card image belongs to the list; the slide shows the hero media.
    expect(carousel.querySelector('img')).toHaveAttribute('src', '/media/hero.svg');
    expect(request).toHaveBeenCalledWith('GET', 'cms/pages/11', { query: { language: 'en' } });
    expect(document.title).toBe('Welcome package | Prime');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Double your first deposit at Prime.',
    );
  });

  it('says an unknown promotion was not found, with a link back', async () => {
    open('/en/promotion/999', {
      'GET cms/pages/999': () => {
        throw new ApiError(404, 'not_found', 'Not found');
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Promotion not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '‹ All promotions' })).toHaveAttribute(
      'href',
      '/en/promotion',
    );
  });

  it('does not ask the server for an id that is not a number', async () => {
    const { request } = open('/en/promotion/abc', {});
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Promotion not found' }),
    ).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });

  it('does not show a static page as a promotion', async () => {
    open('/en/promotion/3', {
      'GET cms/pages/3': { data: buildPromotion({ id: 3, type: 'page' }) },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Promotion not found' }),
    ).toBeInTheDocument();
  });
});
