import type { ActiveBonus, Game } from '@prime/contract';

type Category = keyof ActiveBonus['campaign']['game_contribution'];

/**
 * The wagering category of the game types that plainly belong to one. Other types (scratch
 * cards, instant wins, bingo) get no mark: the server's ping tells their contribution when the
 * game opens, and a tile never claims more than that.
 */
const CATEGORY_OF_TYPE: Partial<Record<Game['type'], Category>> = {
  slot: 'slots',
  'table-game': 'tables',
  'live-casino': 'live',
  'crash-game': 'crash',
};

/** What a lobby tile shows of the active bonus: how much of a bet counts and how far it is. */
export type BonusMark = { contribution: number; progress: number };

/** The mark of a game whose bets count toward the active bonus; null for the others. */
export const bonusMarkOf = (
  game: Game,
  bonus: ActiveBonus | null | undefined,
): BonusMark | null => {
  if (!bonus) return null;
  const category = CATEGORY_OF_TYPE[game.type];
  const contribution = category ? (bonus.campaign.game_contribution[category] ?? 0) : 0;
  return contribution > 0 ? { contribution, progress: bonus.counter_percentage } : null;
};
