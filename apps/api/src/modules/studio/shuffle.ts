import type { Rng } from './slot';

/** Fisher-Yates in place with the round's RNG: every order equally likely. */
export const shuffle = <T>(items: T[], rng: Rng): T[] => {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = rng.int(i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
};
