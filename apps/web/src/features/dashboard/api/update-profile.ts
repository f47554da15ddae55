import type { Player } from '@prime/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { PrimeApi } from '../../../shared/api/prime-api';
import { meQueryOptions } from '../../../shared/api/queries';

/** PUT me, profile kind: an unverified e-mail or mobile, the reality-check interval. */
export type ProfileChange = { email?: string; mobile?: string; reality_minutes?: number };

/** PUT me, password kind. */
export type PasswordChange = {
  password_current: string;
  password: string;
  password_confirmation: string;
};

export const updateProfile = async (api: PrimeApi, body: ProfileChange | PasswordChange) =>
  (await api.client.request<{ data: Player }>('PUT', 'me', { body })).data;

/** The server's answer becomes the cached player, so every view shows the change at once. */
const useUpdate = <T extends ProfileChange | PasswordChange>() => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => updateProfile(api, body),
    onSuccess: (player) => queryClient.setQueryData(meQueryOptions(api).queryKey, player),
  });
};

export const useUpdateProfile = () => useUpdate<ProfileChange>();
export const useChangePassword = () => useUpdate<PasswordChange>();
