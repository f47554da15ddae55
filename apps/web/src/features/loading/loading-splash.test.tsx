import { SLOW_LOAD_MS } from '@prime/contract';
import { BUILT_IN_TEXTS } from '@prime/contract/texts';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../shared/i18n/i18n';
import { LoadingSplash } from './loading-splash';

const renderSplash = (language: 'en' | 'de' = 'en') =>
  render(
    <I18nextProvider i18n={createI18n(language, BUILT_IN_TEXTS)}>
      <LoadingSplash />
    </I18nextProvider>,
  );

describe('LoadingSplash', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('welcomes the visitor while loading', () => {
    renderSplash();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.getByText('Welcome to Prime')).toBeInTheDocument();
    expect(screen.getByText('Loading')).toBeInTheDocument();
  });

  it('says the connection is slow only after 12 seconds', () => {
    renderSplash();
    const slow = 'The connection is slow. Thank you for your patience.';
    act(() => vi.advanceTimersByTime(SLOW_LOAD_MS - 1));
    expect(screen.queryByText(slow)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(slow)).toBeInTheDocument();
  });

  it('speaks the language it starts in', () => {
    renderSplash('de');
    expect(screen.getByRole('status')).not.toHaveTextContent('Welcome to Prime');
  });
});
