import type { BlackjackActionName, BlackjackRound } from '@prime/contract';
import { call, type Fetch } from '../api/studio-client';

export const BLACKJACK_PATHS = {
  deal: '/studio/blackjack/deal',
  action: '/studio/blackjack/action',
  current: '/studio/blackjack/current',
} as const;

const isRound = (data: Record<string, unknown>) =>
  typeof data.round_id === 'string' &&
  Array.isArray(data.hands) &&
  typeof data.dealer === 'object' &&
  Array.isArray(data.actions) &&
  typeof data.balance === 'number';

const post = (path: string, body: Record<string, unknown>, fetchImpl: Fetch) =>
  call<BlackjackRound>(
    fetchImpl,
    path,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    isRound,
  );

/** POST /studio/blackjack/deal {token, bet}: a new hand (over at once on a blackjack). */
export const postDeal = (token: string, bet: number, fetchImpl: Fetch = fetch) =>
  post(BLACKJACK_PATHS.deal, { token, bet }, fetchImpl);

/** POST /studio/blackjack/action: hit, stand, double or split on the hand in play. */
export const postAction = (
  token: string,
  roundId: string,
  action: BlackjackActionName,
  fetchImpl: Fetch = fetch,
) => post(BLACKJACK_PATHS.action, { token, round_id: roundId, action }, fetchImpl);

/** GET /studio/blackjack/current?token=: the unfinished hand to resume, or null. */
export const getCurrent = async (
  token: string,
  fetchImpl: Fetch = fetch,
): Promise<BlackjackRound | null> => {
  const response = await fetchImpl(`${BLACKJACK_PATHS.current}?${new URLSearchParams({ token })}`, {
    method: 'GET',
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
    cache: 'no-store',
  });
  if (!response.ok) return null;
  const body = (await response.json()) as { data?: BlackjackRound | null };
  return body.data ?? null;
};
