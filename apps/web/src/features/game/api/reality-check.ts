import type { PlayerMessage, RealityCheckResponse } from '@prime/contract';
import type { PrimeApi } from '../../../shared/api/prime-api';

export type RealityCheck = RealityCheckResponse['data'];

/**
 * POST me/mga/realityCheck {minutes}: records the check of the interval that just ended and
 * answers the message to show with the session's figures. Until the player answers, the
 * server refuses bets; the next launch clears it.
 */
export const startRealityCheck = async (api: PrimeApi, minutes: number): Promise<RealityCheck> =>
  (
    await api.client.request<RealityCheckResponse>('POST', 'me/mga/realityCheck', {
      body: { minutes },
    })
  ).data;

/** GET me/messages/{id}: reading a message marks it read. */
export const markMessageRead = async (api: PrimeApi, id: number): Promise<PlayerMessage> =>
  (await api.client.request<{ data: PlayerMessage }>('GET', `me/messages/${id}`)).data;
