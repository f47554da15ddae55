import type { StudioSpinResult } from '@prime/contract';
import { describe, expect, it } from 'vitest';
import {
  canSpin,
  initialGameState,
  isBetTooHigh,
  reduceGame,
  type GameEvent,
  type GameState,
} from './game-state';
import { slotSession } from '../test/slot-session';

const session = slotSession({ mode: 'real', balance: 1.5, bets: [0.1, 1, 2] });

const result: StudioSpinResult = { round_id: 'r', bet: 1, spins: [], win: 0.4, balance: 0.9 };

const run = (...events: GameEvent[]): GameState => events.reduce(reduceGame, initialGameState);

describe('the game state', () => {
  it('starts ready with the smallest bet and the session balance', () => {
    const state = run({ type: 'session_loaded', session });
    expect(state).toMatchObject({ phase: 'ready', bet: 0.1, balance: 1.5 });
    expect(canSpin(state)).toBe(true);
  });

  it('starts at the stake the session names (free spins of a bonus), if it is offered', () => {
    expect(run({ type: 'session_loaded', session: { ...session, start_bet: 1 } })).toMatchObject({
      phase: 'ready',
      bet: 1,
    });
    expect(run({ type: 'session_loaded', session: { ...session, start_bet: 0.5 } })).toMatchObject({
      bet: 0.1,
    });
  });

  it('shows the balance minus the bet during a round and the server balance after it', () => {
    const started = run(
      { type: 'session_loaded', session },
      { type: 'bet_selected', bet: 1 },
      { type: 'spin_started' },
    );
    expect(started).toMatchObject({ phase: 'spinning', balance: 0.5, win: null });
    expect(canSpin(started)).toBe(false);
    const presenting = reduceGame(started, { type: 'spin_settled', result });
    expect(presenting).toMatchObject({ phase: 'presenting', balance: 0.5 });
    expect(reduceGame(presenting, { type: 'round_shown' })).toMatchObject({
      phase: 'ready',
      balance: 0.9,
      win: 0.4,
    });
  });

  it('does not spin a bet above the balance', () => {
    const state = run({ type: 'session_loaded', session }, { type: 'bet_selected', bet: 2 });
    expect(canSpin(state)).toBe(false);
    expect(isBetTooHigh(state)).toBe(true);
    expect(reduceGame(state, { type: 'spin_started' })).toBe(state);
  });

  it('ignores a bet the session does not offer, and bet changes during a round', () => {
    const ready = run({ type: 'session_loaded', session });
    expect(reduceGame(ready, { type: 'bet_selected', bet: 0.5 }).bet).toBe(0.1);
    const spinning = reduceGame(ready, { type: 'spin_started' });
    expect(reduceGame(spinning, { type: 'bet_selected', bet: 1 }).bet).toBe(0.1);
  });

  it('restores the balance after a refusal and shows its message', () => {
    const state = run(
      { type: 'session_loaded', session },
      { type: 'spin_started' },
      {
        type: 'spin_refused',
        refusal: { code: 'daily_bet_limit', message: 'Daily bet limit reached.' },
      },
    );
    expect(state).toMatchObject({
      phase: 'ready',
      balance: 1.5,
      notice: 'Daily bet limit reached.',
    });
  });

  it('takes the balance the server reports with insufficient funds', () => {
    const state = run(
      { type: 'session_loaded', session },
      { type: 'spin_started' },
      {
        type: 'spin_refused',
        refusal: {
          code: 'insufficient_funds',
          message: 'Not enough money.',
          details: { balance: 0.05 },
        },
      },
    );
    expect(state).toMatchObject({ phase: 'ready', balance: 0.05 });
    expect(canSpin(state)).toBe(false);
  });

  it('stops for refusals that end the session', () => {
    const state = run(
      { type: 'session_loaded', session },
      { type: 'spin_started' },
      { type: 'spin_refused', refusal: { code: 'game_session_expired', message: 'Expired.' } },
    );
    expect(state.phase).toBe('stopped');
    expect(canSpin(state)).toBe(false);
  });

  it('is unavailable without a session or without bets', () => {
    expect(run({ type: 'session_failed', message: 'Invalid.' })).toMatchObject({
      phase: 'unavailable',
      notice: 'Invalid.',
    });
    expect(run({ type: 'session_loaded', session: { ...session, bets: [] } }).phase).toBe(
      'unavailable',
    );
  });
});
