import type { OptOutBody } from '@prime/contract';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { PrimeApi } from '../../../shared/api/prime-api';

export type OptOutResult = { result: 'sent' | 'already_unsubscribed'; message: string };

/** POST notifications/newsletter/opt-out: the player's confirmed request. */
export const sendOptOut = async (api: PrimeApi, body: OptOutBody): Promise<OptOutResult> => {
  const answer = await api.client.request<{ data: OptOutResult }>(
    'POST',
    'notifications/newsletter/opt-out',
    { body },
  );
  return answer.data;
};

export const useSendOptOut = () => {
  const api = useApi();
  return useMutation({ mutationFn: (body: OptOutBody) => sendOptOut(api, body) });
};
