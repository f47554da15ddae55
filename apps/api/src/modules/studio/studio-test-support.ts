import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { GAME_PROVIDER_KEY, type Harness } from '../../test/harness';
import { createCasinoRepository } from '../casino/casino.repository';
import { createCasinoService } from '../casino/casino.service';
import { games, providers } from '../casino/casino.tables';
import { launch, launchToken, playerWithMoney, type SlotGame } from '../play/play-test-support';
import type { StudioEngine } from './engine';
import { STUDIO_ENGINES } from './engines';
import { createSeamlessClient } from './seamless-client';
import { createStudioRepository } from './studio.repository';
import { createStudioService } from './studio.service';

/** A studio service on the harness's database and wallet, as another API instance runs it. */
export const createTestStudio = (h: Harness, engines: readonly StudioEngine[] = STUDIO_ENGINES) =>
  createStudioService({
    repository: createStudioRepository(h.database.db),
    casino: createCasinoService(createCasinoRepository(h.database.db)),
    wallet: createSeamlessClient(
      async (request) => h.app.inject({ method: 'POST', ...request }),
      GAME_PROVIDER_KEY,
    ),
    engines,
  });

/** The rows a raw query answers on the harness's database. */
export const rowsOf = async <T>(h: Harness, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await h.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The first playable game of an engine (of a visible provider), live or not. */
export const findStudioGame = async (
  h: Harness,
  engine: string,
  isLive = false,
): Promise<SlotGame> => {
  const [row] = await h.database.db
    .select({ id: games.id, providerId: games.providerId, slug: providers.slug })
    .from(games)
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(
      sql`${games.engine} = ${engine} and ${games.isLive} = ${isLive} and ${games.isActive} and ${providers.isVisible}`,
    )
    .orderBy(games.id)
    .limit(1);
  return row!;
};

/** A new player with `available` cents, launched into `game` for real play. */
export const seatAtGame = async (h: Harness, game: SlotGame, available = 100_000n) => {
  const player = await playerWithMoney(h, { available });
  const response = await launch(h, game, player.token);
  expect(response.statusCode, response.body).toBe(200);
  return { player, token: launchToken(response) };
};

/** A visitor's launch token of `game` in demo play. */
export const demoToken = async (h: Harness, game: SlotGame): Promise<string> =>
  launchToken(await launch(h, game, undefined, { is_demo: 1 }));
