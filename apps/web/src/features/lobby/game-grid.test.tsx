import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildActiveBonus } from '../../test/bonus';
import { buildGame, createRoutedApi } from '../../test/catalog';
import { buildPlayer } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { bonusMarkOf } from './bonus-mark';
import { GameGrid } from './game-grid';

const GAMES = [
  buildGame({ id: 1, name: 'Golden Harbour', type: 'slot' }),
  buildGame({ id: 2, name: 'Royal Roulette', type: 'table-game' }),
  buildGame({ id: 3, name: 'Rocket', type: 'crash-game' }),
  buildGame({ id: 4, name: 'Lucky Scratch', type: 'scratch-card' }),
];

const open = (player = buildPlayer({ bonus: buildActiveBonus() })) => {
  const { api } = createRoutedApi({
    'casino/games': () => ({
      data: GAMES,
      meta: { current_page: 1, per_page: 48, total: GAMES.length, last_page: 1 },
    }),
  });
  renderWithApp(<GameGrid filter={{ sectionId: 1, device: 'desktop' }} />, {
    api,
    player,
    state: { token: 'tok' },
  });
};

describe('the bonus on lobby tiles', () => {
  it('marks the games whose bets count with the wagering progress, and only those', async () => {
    open();
    const slot = await screen.findByRole('link', {
      name: 'Play Golden Harbour by Nova Studio, counts 100% toward your bonus, 40% wagered',
    });
    expect(slot.querySelector('.game-card__bonus-fill')).toHaveStyle({ width: '40%' });
    expect(
      screen.getByRole('link', {
        name: 'Play Royal Roulette by Nova Studio, counts 10% toward your bonus, 40% wagered',
      }),
    ).toBeInTheDocument();
    // A scratch card counts as a slot, as the server counts it.
    expect(
      screen.getByRole('link', {
        name: 'Play Lucky Scratch by Nova Studio, counts 100% toward your bonus, 40% wagered',
      }),
    ).toBeInTheDocument();
    // Crash games count 0 % of WELCOME100.
    const crash = screen.getByRole('link', { name: 'Play Rocket by Nova Studio' });
    expect(within(crash).queryByText(/bonus/)).not.toBeInTheDocument();
    expect(crash.querySelector('.game-card__bonus')).toBeNull();
  });

  it('shows no mark without an active bonus', async () => {
    open(buildPlayer({ bonus: null }));
    expect(
      await screen.findByRole('link', { name: 'Play Golden Harbour by Nova Studio' }),
    ).not.toHaveAttribute('title');
    expect(document.querySelector('.game-card__bonus')).toBeNull();
  });

  it('reads the contribution by the game type', () => {
    const bonus = buildActiveBonus({
      counter_percentage: 12.5,
      campaign: {
        ...buildActiveBonus().campaign,
        game_contribution: { slots: 100, tables: 0, live: 25, crash: 0 },
      },
    });
    expect(bonusMarkOf(buildGame({ type: 'live-casino' }), bonus)).toEqual({
      contribution: 25,
      progress: 12.5,
    });
    expect(bonusMarkOf(buildGame({ type: 'table-game' }), bonus)).toBeNull();
    expect(bonusMarkOf(buildGame({ type: 'instant-win' }), bonus)).toEqual({
      contribution: 100,
      progress: 12.5,
    });
    expect(bonusMarkOf(buildGame({ type: 'slot' }), null)).toBeNull();
  });
});
