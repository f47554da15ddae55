import { wageringCategoryOf, type ActiveBonus, type Game } from '@prime/contract';

/** What a lobby tile shows of the active bonus: how much of a bet counts and how far it is. */
export type BonusMark = { contribution: number; progress: number };

/**
 * The mark of a game whose bets count toward the active bonus, by the same category the server
 * counts it in; null for the others.
 */
export const bonusMarkOf = (
  game: Game,
  bonus: ActiveBonus | null | undefined,
): BonusMark | null => {
  if (!bonus) return null;
  const contribution = bonus.campaign.game_contribution[wageringCategoryOf(game.type)] ?? 0;
  return contribution > 0 ? { contribution, progress: bonus.counter_percentage } : null;
};
