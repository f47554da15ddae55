import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import { launchGame, type LaunchContext } from './launch-game';

/**
 * The launch of the open game, once `context` is known. Each visit of the screen launches
 * afresh (a launch is a one-time game session, never reused from the cache); `refetch`
 * relaunches, as Continue of the reality check does.
 */
export const useLaunch = (context: LaunchContext | null) => {
  const api = useApi();
  return useQuery({
    queryKey: [
      'casino',
      'play',
      context?.game.id ?? 0,
      context?.player ? context.player.user_id : 'demo',
    ] as const,
    queryFn: () => (context ? launchGame(api, context) : Promise.resolve(null)),
    enabled: context !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnReconnect: false,
  });
};
