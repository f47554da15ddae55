import { and, eq, ne, sql } from 'drizzle-orm';
import { games, providers } from '../../modules/casino/casino.tables';
import type { Harness } from '../harness';

/** A catalog game as the launch call names it. */
export type TestGame = { id: number; providerId: number; slug: string };

/**
 * An active game whose engine is like `engine` (`blackjack`, `slot-%`) of an enabled provider,
 * or of a switched-off one; with `isLive`, only a live or only a non-live one.
 */
export const findGameOn = async (
  h: Harness,
  engine: string,
  enabled = true,
  isLive?: boolean,
): Promise<TestGame> => {
  const [row] = await h.database.db
    .select({ id: games.id, providerId: games.providerId, slug: providers.slug })
    .from(games)
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(
      sql`${games.engine} like ${engine} and ${games.isActive} and ${providers.isVisible} = ${enabled}
        ${isLive === undefined ? sql`` : sql`and ${games.isLive} = ${isLive}`}`,
    )
    .orderBy(games.id)
    .limit(1);
  return row!;
};

/** An active slot game of an enabled provider, or of the switched-off one. */
export const findSlot = (h: Harness, enabled = true): Promise<TestGame> =>
  findGameOn(h, 'slot-%', enabled);

/** A crash game (not live, so it has a demo) of an enabled provider. */
export const findCrashGame = (h: Harness): Promise<TestGame> => findGameOn(h, 'crash', true, false);

/** An active slot game of an enabled provider other than `other`'s. */
export const findSlotOfAnotherProvider = async (h: Harness, other: TestGame): Promise<TestGame> => {
  const [row] = await h.database.db
    .select({ id: games.id, providerId: games.providerId, slug: providers.slug })
    .from(games)
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(
      and(
        sql`${games.engine} like 'slot-%' and ${games.isActive} and ${providers.isVisible}`,
        ne(games.providerId, other.providerId),
      ),
    )
    .orderBy(games.id)
    .limit(1);
  return row!;
};
