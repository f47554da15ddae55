import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildPlayer } from '../test/fixtures';
import { PLAY_CALL, refusal, renderGame } from '../test/game';
import { GameRoute } from './game-route';

const setup = () => {
  const reload = vi.fn();
  const view = renderGame(<GameRoute reload={reload} />, {
    answers: {
      [PLAY_CALL]: refusal(403, 'terms_not_accepted'),
      'PUT me': { data: buildPlayer() },
    },
  });
  return { ...view, reload };
};

describe('the game launch refused for the terms', () => {
  it('asks to accept them; accepting records it and reloads', async () => {
    const { callsTo, reload } = setup();
    expect(
      await screen.findByRole('alertdialog', { name: 'Our terms and conditions have changed' }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'I accept the terms' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(callsTo('PUT me')[0]?.[2]).toEqual({ body: { terms_and_conditions: true } });
  });

  it('cancelling goes home', async () => {
    const { callsTo } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(callsTo('PUT me')).toHaveLength(0);
  });
});
