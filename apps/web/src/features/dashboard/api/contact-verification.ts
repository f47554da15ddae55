import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { PrimeApi } from '../../../shared/api/prime-api';
import { meQueryOptions } from '../../../shared/api/queries';

export type Channel = 'email' | 'sms';

type Who = { playerId: number; skinId: number };

/**
 * Asks for a new code: POST notifications/players/{id}/registration (e-mail) or
 * notifications/twilio/send_sms/verification (SMS), with the session's user-token.
 */
export const sendCode = async (api: PrimeApi, channel: Channel, who: Who): Promise<void> => {
  if (channel === 'email') {
    await api.client.request('POST', `notifications/players/${who.playerId}/registration`, {
      body: {},
    });
  } else {
    await api.client.request('POST', 'notifications/twilio/send_sms/verification', {
      body: { skin_id: who.skinId, user_id: who.playerId },
    });
  }
};

/** POST notifications/players/verify_email or verify_sms with the code the player typed. */
export const verifyCode = async (
  api: PrimeApi,
  channel: Channel,
  who: Who,
  verification: string,
): Promise<void> => {
  const path = channel === 'email' ? 'verify_email' : 'verify_sms';
  await api.client.request('POST', `notifications/players/${path}`, {
    body: {
      user_id: who.playerId,
      skin_id: who.skinId,
      verification,
      ...(channel === 'email' ? { email_verified: true } : { sms_verified: true }),
    },
  });
};

export const useSendCode = (channel: Channel) => {
  const api = useApi();
  return useMutation({ mutationFn: (who: Who) => sendCode(api, channel, who) });
};

/** A confirmed code changes the player (verified at), so the player is read again. */
export const useVerifyCode = (channel: Channel) => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, ...who }: Who & { code: string }) => verifyCode(api, channel, who, code),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: meQueryOptions(api).queryKey, exact: true }),
  });
};
