import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyScreen, ScreenPlaceholder } from './lazy-screen';

const Greeting = ({ name }: { name: string }) => <h1>Hello {name}</h1>;

describe('lazyScreen', () => {
  it('holds the place until the chunk arrives, then shows its named export', async () => {
    let arrive: (module: { Greeting: typeof Greeting }) => void = () => undefined;
    const chunk = new Promise<{ Greeting: typeof Greeting }>((resolve) => (arrive = resolve));
    const LazyGreeting = lazyScreen(() => chunk, 'Greeting');

    const { container } = render(
      <Suspense fallback={<ScreenPlaceholder />}>
        <LazyGreeting name="Ada" />
      </Suspense>,
    );
    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();

    await act(async () => arrive({ Greeting }));
    expect(await screen.findByRole('heading', { name: 'Hello Ada' })).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeInTheDocument();
  });
});
