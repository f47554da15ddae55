import {
  BANNER_AUTOPLAY_MS,
  BANNER_TEXT_MAX_WIDTH,
  MOBILE_BANNER_MAX_WIDTH,
} from '@prime/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildBanner, createRoutedApi } from '../../test/catalog';
import { renderWithApp, setViewportWidth } from '../../test/render';
import type { AppState } from '../session/app-store';
import { TagBannerCarousel } from './banner-carousel';

const media = (id: number, isMobile: boolean, name: string) => ({
  id,
  is_mobile: isMobile,
  url: `/media/banners/${name}-${isMobile ? 'mobile' : 'desktop'}.svg`,
  full_url: `http://localhost/media/banners/${name}.svg`,
  title: isMobile ? 'mobile' : 'desktop',
  comment: `casino-${name}`,
});

const BANNERS = [
  buildBanner({
    id: 1,
    title: 'Welcome',
    medias: [media(1, false, 'welcome'), media(2, true, 'welcome')],
  }),
  buildBanner({
    id: 2,
    title: 'Spins',
    medias: [media(3, false, 'spins'), media(4, true, 'spins')],
    options: {
      ...buildBanner().options,
      html: '<h2>Fifty free spins</h2>',
      html_mobile: '<h2>50 spins</h2>',
      button_text: 'Claim now',
      button_url: '/promotion/4',
      button_text_mobile: 'Claim',
      button_url_mobile: null,
      button_text_1: 'Terms',
      button_url_1: 'https://example.com/terms',
    },
  }),
  buildBanner({ id: 3, title: 'Jackpot', medias: [media(5, false, 'jackpot')] }),
];

const setup = (width: number, state: Partial<AppState> = {}, banners = BANNERS) => {
  setViewportWidth(width);
  const fake = createRoutedApi({ 'cms/banners': () => ({ data: banners }) });
  const view = renderWithApp(<TagBannerCarousel tag="casino" />, { api: fake.api, state });
  const images = () => [...view.container.querySelectorAll('img')];
  /** The slide the visitor sees: the others are hidden from assistive technology. */
  const activeSlide = () => screen.getByRole('group', { name: /of 3$/ });
  return { ...fake, ...view, images, activeSlide };
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setViewportWidth(1024);
});

describe('BannerCarousel media', () => {
  it('asks for the banners of its tag in the site language', async () => {
    const { queriesTo } = setup(1024, { language: 'de' });
    await screen.findByRole('region', { name: 'Empfohlene Angebote' });
    expect(queriesTo('cms/banners')).toEqual([{ language: 'de', 'tag[0]': 'casino' }]);
  });

  it('shows the desktop images above the mobile width, the first eager with high priority', async () => {
    const { images } = setup(MOBILE_BANNER_MAX_WIDTH + 1);
    await screen.findByRole('region', { name: 'Featured offers' });
    expect(images().map((image) => image.getAttribute('src'))).toEqual([
      '/media/banners/welcome-desktop.svg',
      '/media/banners/spins-desktop.svg',
      '/media/banners/jackpot-desktop.svg',
    ]);
    const [first, second] = images();
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('alt', 'Welcome');
    expect(first).toHaveAttribute('width');
    expect(first).toHaveAttribute('height');
    expect(second).toHaveAttribute('loading', 'lazy');
  });

  it('shows the mobile images at the mobile width, falling back to the desktop one', async () => {
    const { images } = setup(MOBILE_BANNER_MAX_WIDTH);
    await screen.findByRole('region', { name: 'Featured offers' });
    expect(images().map((image) => image.getAttribute('src'))).toEqual([
      '/media/banners/welcome-mobile.svg',
      '/media/banners/spins-mobile.svg',
      '/media/banners/jackpot-desktop.svg',
    ]);
  });

  it('switches to the narrow text layout at its own width', async () => {
    setup(BANNER_TEXT_MAX_WIDTH + 1);
    const region = await screen.findByRole('region', { name: 'Featured offers' });
    expect(region).not.toHaveClass('banners--narrow-text');
    act(() => setViewportWidth(BANNER_TEXT_MAX_WIDTH));
    expect(region).toHaveClass('banners--narrow-text');
  });

  it('lays the html and the buttons of the mode over the image', async () => {
    const { activeSlide } = setup(1024);
    await screen.findByRole('region', { name: 'Featured offers' });
    fireEvent.click(screen.getByRole('button', { name: 'Show banner 2' }));
    expect(activeSlide()).toHaveAccessibleName('2 of 3');
    expect(screen.getByRole('heading', { name: 'Fifty free spins' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Claim now' })).toHaveAttribute(
      'href',
      '/en/promotion/4',
    );
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute(
      'href',
      'https://example.com/terms',
    );

    act(() => setViewportWidth(MOBILE_BANNER_MAX_WIDTH));
    expect(screen.getByRole('heading', { name: '50 spins' })).toBeInTheDocument();
    // No mobile URL: the mobile text keeps the desktop link.
    expect(screen.getByRole('link', { name: 'Claim' })).toHaveAttribute('href', '/en/promotion/4');
  });

  it('shows nothing when the tag has no banner', async () => {
    const { container, queriesTo } = setup(1024, {}, []);
    await waitFor(() => expect(queriesTo('cms/banners')).toHaveLength(1));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});

describe('BannerCarousel controls', () => {
  it('moves with next, previous and the dots', async () => {
    const { activeSlide } = setup(1024);
    await screen.findByRole('region', { name: 'Featured offers' });
    expect(activeSlide()).toHaveAccessibleName('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    expect(activeSlide()).toHaveAccessibleName('3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(activeSlide()).toHaveAccessibleName('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Show banner 3' }));
    expect(activeSlide()).toHaveAccessibleName('3 of 3');
    expect(screen.getByRole('button', { name: 'Show banner 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('advances mobile banners on its own and pauses while hovered', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { activeSlide } = setup(MOBILE_BANNER_MAX_WIDTH);
    const region = await screen.findByRole('region', { name: 'Featured offers' });
    expect(activeSlide()).toHaveAccessibleName('1 of 3');
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS));
    expect(activeSlide()).toHaveAccessibleName('2 of 3');

    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS * 2));
    expect(activeSlide()).toHaveAccessibleName('2 of 3');

    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS));
    expect(activeSlide()).toHaveAccessibleName('3 of 3');
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS));
    expect(activeSlide()).toHaveAccessibleName('1 of 3');
  });

  it('pauses while a control has the focus', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { activeSlide } = setup(MOBILE_BANNER_MAX_WIDTH);
    await screen.findByRole('region', { name: 'Featured offers' });
    fireEvent.focus(screen.getByRole('button', { name: 'Next banner' }));
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS * 2));
    expect(activeSlide()).toHaveAccessibleName('1 of 3');
  });

  it('does not advance desktop banners', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { activeSlide } = setup(MOBILE_BANNER_MAX_WIDTH + 1);
    await screen.findByRole('region', { name: 'Featured offers' });
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS * 2));
    expect(activeSlide()).toHaveAccessibleName('1 of 3');
  });

  it('does not advance when the visitor prefers reduced motion', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query.includes('reduce'),
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { activeSlide } = setup(MOBILE_BANNER_MAX_WIDTH);
    await screen.findByRole('region', { name: 'Featured offers' });
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS * 2));
    expect(activeSlide()).toHaveAccessibleName('1 of 3');
  });
});
