import { type ExclusionKind, type Player, type UpdateMeBody } from '@prime/contract';
import { EXCLUSION_FOREVER_AT } from '@prime/contract/rules/exclusion';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../api/api-context';
import { useLogout } from './use-session';

/**
 * The end of the player's exclusion in force (the server's rule: while `status_expires_at` is
 * ahead, or without end), 'forever' for an indefinite one, or null when play is open.
 */
export const exclusionInForceUntil = (
  player: Pick<Player, 'status' | 'status_expires_at'>,
  now: Date = new Date(),
): Date | 'forever' | null => {
  if (player.status !== 'self_excluded') return null;
  if (player.status_expires_at === null || player.status_expires_at === EXCLUSION_FOREVER_AT)
    return 'forever';
  const end = new Date(player.status_expires_at);
  if (end.getFullYear() >= 2999) return 'forever';
  return end > now ? end : null;
};

/** Whether the player's exclusion is in force: no deposit and no play are offered. */
export const isExcluded = (player: Pick<Player, 'status' | 'status_expires_at'>) =>
  exclusionInForceUntil(player) !== null;

/** PUT me with an exclusion (spec 02 §7): `statistic` and what it needs. */
export type ExclusionBody = Pick<
  UpdateMeBody,
  'status_reason' | 'status_expires_at' | 'expires_at_forever' | 'status_statistic'
> & { statistic: ExclusionKind };

/**
 * Asks for an exclusion. One that applies (`endsSession`) ends every session of the player on
 * the server, so the site ends its own too and goes home; a request for an earlier end keeps the
 * session, and the caller refreshes what it shows.
 */
export const useExclude = () => {
  const { client } = useApi();
  const logout = useLogout();
  return useMutation({
    mutationFn: async ({ body }: { body: ExclusionBody; endsSession: boolean }) =>
      (await client.request<{ data: Player }>('PUT', 'me', { body })).data,
    onSuccess: async (_player, { endsSession }) => {
      if (endsSession) await logout();
    },
  });
};
