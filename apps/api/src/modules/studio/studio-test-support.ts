import type { sql } from 'drizzle-orm';
import { GAME_PROVIDER_KEY, type Harness } from '../../test/harness';
import { createCasinoRepository } from '../casino/casino.repository';
import { createCasinoService } from '../casino/casino.service';
import { launch, launchToken, type SlotGame } from '../play/play-test-support';
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

/** A visitor's launch token of `game` in demo play. */
export const demoToken = async (h: Harness, game: SlotGame): Promise<string> =>
  launchToken(await launch(h, game, undefined, { is_demo: 1 }));
