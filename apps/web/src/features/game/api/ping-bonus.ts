import type { ActiveBonus, GameDetail } from '@prime/contract';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { ApiClient } from '../../../shared/api/client';

/** What the ping answers: whether this game shows the bonus box, and how the game counts. */
export type BonusPing = {
  useBonus: boolean;
  /** Percent of this game's stakes that counts toward the target. */
  contribution: number;
  /** Whether the bonus's free spins are played on this game. */
  freespins_here: boolean;
  bonus: ActiveBonus | null;
};

/** POST campaigns/{campaign_id}/players/{player_id}/ping {game_id, provider_id} (spec 02 §7). */
export const pingBonus = async (client: ApiClient, bonus: ActiveBonus, game: GameDetail) =>
  (
    await client.request<{ data: BonusPing }>(
      'POST',
      `campaigns/${bonus.campaign_id}/players/${bonus.player.user_id}/ping`,
      { body: { game_id: game.id, provider_id: game.provider.id } },
    )
  ).data;

/** Asked once a real game opens for a player with an active bonus, once per bonus and game. */
export const useBonusPing = (bonus: ActiveBonus | null | undefined, game: GameDetail) => {
  const { client } = useApi();
  return useQuery({
    // Under `me`, so logging out forgets it; a pushed bonus keeps its id and asks nothing again.
    queryKey: ['me', 'bonus', 'ping', bonus?.id ?? null, game.id] as const,
    queryFn: bonus ? () => pingBonus(client, bonus, game) : skipToken,
    staleTime: Infinity,
    retry: false,
  });
};
