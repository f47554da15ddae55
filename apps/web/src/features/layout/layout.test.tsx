import { MOBILE_BACKGROUND_MAX_WIDTH, SCROLL_TOP_BUTTON_PX } from '@prime/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, setViewportWidth } from '../../test/render';
import { Layout } from './layout';

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
};

afterEach(() => {
  scrollTo(0);
  setViewportWidth(1024);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Layout', () => {
  it('puts the page between the header and the footer', () => {
    renderWithApp(
      <Layout>
        <h1>Page</h1>
      </Layout>,
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { name: 'Page' }),
    );
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('drops the footer and the section links on the game screen', () => {
    renderWithApp(
      <Layout variant="game">
        <h1>Game</h1>
      </Layout>,
    );
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prime home' })).toBeInTheDocument();
  });

  it(`draws the phone background at ${MOBILE_BACKGROUND_MAX_WIDTH} px wide or less`, () => {
    setViewportWidth(MOBILE_BACKGROUND_MAX_WIDTH + 1);
    const { container } = renderWithApp(
      <Layout>
        <h1>Page</h1>
      </Layout>,
    );
    const layout = container.querySelector('.layout');
    expect(layout).not.toHaveClass('layout--phone');
    act(() => setViewportWidth(MOBILE_BACKGROUND_MAX_WIDTH));
    expect(layout).toHaveClass('layout--phone');
    act(() => setViewportWidth(1280));
    expect(layout).not.toHaveClass('layout--phone');
  });

  it('shows the back-to-top button after the scroll threshold', () => {
    renderWithApp(
      <Layout>
        <h1>Page</h1>
      </Layout>,
    );
    act(() => scrollTo(SCROLL_TOP_BUTTON_PX - 1));
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    act(() => scrollTo(SCROLL_TOP_BUTTON_PX));
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
  });

  it('jumps back to the top without smooth scrolling when the visitor prefers less motion', () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query.includes('reduce'),
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
    const scroll = vi.spyOn(window, 'scrollTo');
    renderWithApp(
      <Layout>
        <h1>Page</h1>
      </Layout>,
    );
    act(() => scrollTo(SCROLL_TOP_BUTTON_PX));
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });
});
