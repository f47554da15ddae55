import type { SlotSession, StudioSpinResult } from '@prime/contract';
import { toMinor } from '@prime/contract/money';
import { subtractMoney } from '../lib/money';

/**
 * - `loading`: the session is being fetched.
 * - `unavailable`: no valid session; nothing can be played.
 * - `ready`: waiting for a spin.
 * - `spinning`: the spin request is on its way.
 * - `presenting`: the round is being played back on the reels.
 * - `stopped`: the server refused play for the rest of this session (see STOPPING_CODES).
 */
export type Phase = 'loading' | 'unavailable' | 'ready' | 'spinning' | 'presenting' | 'stopped';

export type Refusal = { code: string; message: string; details?: Record<string, unknown> };

export type GameState = {
  phase: Phase;
  session: SlotSession | null;
  bet: number;
  /** The balance shown: minus the bet while a round runs, the server's after it. */
  balance: number;
  /** The balance before the running round, shown again if the spin is refused. */
  balanceBeforeRound: number;
  /** The last round's win, or null before the first round and while one runs. */
  win: number | null;
  /** A message for the player (a refusal, a broken session), or null. */
  notice: string | null;
  round: StudioSpinResult | null;
};

export type GameEvent =
  | { type: 'session_loaded'; session: SlotSession }
  | { type: 'session_failed'; message: string }
  | { type: 'bet_selected'; bet: number }
  | { type: 'spin_started' }
  | { type: 'spin_settled'; result: StudioSpinResult }
  | { type: 'spin_refused'; refusal: Refusal }
  | { type: 'round_shown' };

/**
 * Refusals after which no further spin of this session can succeed: the player has to open the
 * game again (reality check, new session) or stop playing. Limits on the bet or the loss may pass
 * with a smaller bet, so they leave the game ready.
 */
export const STOPPING_CODES: ReadonlySet<string> = new Set([
  'game_session_expired',
  'reality_check_pending',
  'playing_time_limit',
  'self_excluded',
  'player_blocked',
  'account_disabled',
]);

export const initialGameState: GameState = {
  phase: 'loading',
  session: null,
  bet: 0,
  balance: 0,
  balanceBeforeRound: 0,
  win: null,
  notice: null,
  round: null,
};

const fitsBalance = (bet: number, balance: number): boolean => toMinor(bet) <= toMinor(balance);

/** True when the selected bet is one the session allows and the balance covers. */
export const canSpin = (state: GameState): boolean =>
  state.phase === 'ready' &&
  state.session !== null &&
  state.session.bets.includes(state.bet) &&
  fitsBalance(state.bet, state.balance);

/** True when the player is waiting and the bet is more than the balance. */
export const isBetTooHigh = (state: GameState): boolean =>
  state.phase === 'ready' && state.session !== null && !fitsBalance(state.bet, state.balance);

export const reduceGame = (state: GameState, event: GameEvent): GameState => {
  switch (event.type) {
    case 'session_loaded': {
      const { session } = event;
      if (session.bets.length === 0) {
        return { ...state, phase: 'unavailable', session, balance: session.balance };
      }
      // The session may name the stake to start at (a bonus's free-spin value).
      const start = session.start_bet;
      const bet =
        start !== undefined && session.bets.includes(start) ? start : (session.bets[0] ?? 0);
      return {
        ...initialGameState,
        phase: 'ready',
        session,
        bet,
        balance: session.balance,
        balanceBeforeRound: session.balance,
      };
    }
    case 'session_failed':
      return { ...state, phase: 'unavailable', notice: event.message };
    case 'bet_selected':
      if (state.phase !== 'ready' || !state.session?.bets.includes(event.bet)) return state;
      return { ...state, bet: event.bet, notice: null };
    case 'spin_started':
      if (!canSpin(state)) return state;
      return {
        ...state,
        phase: 'spinning',
        balanceBeforeRound: state.balance,
        balance: subtractMoney(state.balance, state.bet),
        win: null,
        notice: null,
        round: null,
      };
    case 'spin_settled':
      if (state.phase !== 'spinning') return state;
      return { ...state, phase: 'presenting', round: event.result };
    case 'spin_refused': {
      if (state.phase !== 'spinning') return state;
      const reported = event.refusal.details?.balance;
      return {
        ...state,
        phase: STOPPING_CODES.has(event.refusal.code) ? 'stopped' : 'ready',
        balance: typeof reported === 'number' ? reported : state.balanceBeforeRound,
        notice: event.refusal.message,
      };
    }
    case 'round_shown':
      if (state.phase !== 'presenting' || !state.round) return state;
      return { ...state, phase: 'ready', balance: state.round.balance, win: state.round.win };
  }
};
