import type { Player, ResponsibleGaming, ResponsibleGamingNotice } from '@prime/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../api/api-context';
import { meQueryOptions } from '../api/queries';

/** When the player read each notice: the field of the player's `responsible_gaming`. */
export const NOTICE_FIELDS = {
  deposit: 'deposit_notice_acknowledged_at',
  bet: 'bet_notice_acknowledged_at',
} as const satisfies Record<ResponsibleGamingNotice, keyof ResponsibleGaming>;

/** The notice was never read: it shows before the first deposit, or the first real-money bet. */
export const isNoticeDue = (player: Player | undefined, notice: ResponsibleGamingNotice) =>
  player !== undefined && player.responsible_gaming[NOTICE_FIELDS[notice]] === null;

/**
 * POST me/responsible-gaming/acknowledge {notice}: the server keeps when the player read it, so
 * the notice shows once per player, on any device; the answer goes into the cached player.
 */
export const useAcknowledgeNotice = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (notice: ResponsibleGamingNotice) =>
      (
        await api.client.request<{ data: ResponsibleGaming }>(
          'POST',
          'me/responsible-gaming/acknowledge',
          { body: { notice } },
        )
      ).data,
    onSuccess: (responsibleGaming) =>
      queryClient.setQueryData(meQueryOptions(api).queryKey, (player) =>
        player ? { ...player, responsible_gaming: responsibleGaming } : player,
      ),
  });
};
