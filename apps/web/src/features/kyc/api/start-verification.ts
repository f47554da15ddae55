import type { KycAccessToken, KycLevelName } from '@prime/contract';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { ApiClient } from '../../../shared/api/client';

/** GET kyc/accessTokens/{level}: the provider's token and verification page for a level. */
export const getAccessToken = async (client: ApiClient, level: KycLevelName) =>
  (await client.request<{ data: KycAccessToken }>('GET', `kyc/accessTokens/${level}`)).data;

/**
 * Opens the provider's verification page for a level: the player verifies there and comes
 * back to this section, where the result shows once the provider's webhook arrived.
 */
export const useStartVerification = (go: (url: string) => void) => {
  const { client } = useApi();
  return useMutation({
    mutationFn: (level: KycLevelName) => getAccessToken(client, level),
    onSuccess: (token) => go(token.url),
  });
};
