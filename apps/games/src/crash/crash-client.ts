import type { CrashBetResult, CrashCashoutResult, CrashRound, CrashState } from '@prime/contract';
import { call, postJson, type Fetch } from '../api/studio-client';

/** The crash game's calls; bets and cash-outs are HTTP, the socket only tells. */
export const CRASH_PATHS = {
  state: '/studio/crash/state',
  bet: '/studio/crash/bet',
  cashout: '/studio/crash/cashout',
  round: (sequence: number) => `/studio/crash/rounds/${sequence}`,
} as const;

export const postCrashBet = (
  token: string,
  bet: number,
  autoCashout: number | null,
  fetchImpl: Fetch = fetch,
): Promise<CrashBetResult> =>
  postJson<CrashBetResult>(
    CRASH_PATHS.bet,
    { token, bet, auto_cashout: autoCashout },
    (data) => typeof data.round_id === 'string' && typeof data.balance === 'number',
    fetchImpl,
  );

export const postCrashCashout = (
  token: string,
  fetchImpl: Fetch = fetch,
): Promise<CrashCashoutResult> =>
  postJson<CrashCashoutResult>(
    CRASH_PATHS.cashout,
    { token },
    (data) => typeof data.cashout === 'number' && typeof data.win === 'number',
    fetchImpl,
  );

/** The table's state, as the socket sends it on joining; polled while the socket is down. */
export const getCrashState = (token: string, fetchImpl: Fetch = fetch): Promise<CrashState> =>
  call<CrashState>(
    fetchImpl,
    `${CRASH_PATHS.state}?${new URLSearchParams({ token })}`,
    { method: 'GET' },
    (data) => typeof data.round === 'object' && Array.isArray(data.bets),
  );

/** A crashed round with its seed, for verification. */
export const getCrashRound = (
  token: string,
  sequence: number,
  fetchImpl: Fetch = fetch,
): Promise<CrashRound> =>
  call<CrashRound>(
    fetchImpl,
    `${CRASH_PATHS.round(sequence)}?${new URLSearchParams({ token })}`,
    { method: 'GET' },
    (data) => typeof data.seed === 'string' && typeof data.crash_point === 'number',
  );
