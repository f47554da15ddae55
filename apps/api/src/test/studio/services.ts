import { createCasinoRepository } from '../../modules/casino/casino.repository';
import { createCasinoService } from '../../modules/casino/casino.service';
import type { StudioEngine } from '../../modules/studio/engine';
import { STUDIO_ENGINES } from '../../modules/studio/engines';
import { createSeamlessClient } from '../../modules/studio/seamless-client';
import { createStudioRepository } from '../../modules/studio/studio.repository';
import { createStudioService } from '../../modules/studio/studio.service';
import { GAME_PROVIDER_KEY, type Harness } from '../harness';

/** The casino service on the harness's database, as another API instance runs it. */
export const createTestCasino = (h: Harness) =>
  createCasinoService(createCasinoRepository(h.database.db));

/** A studio service on the harness's database and wallet, as another API instance runs it. */
export const createTestStudio = (h: Harness, engines: readonly StudioEngine[] = STUDIO_ENGINES) =>
  createStudioService({
    repository: createStudioRepository(h.database.db),
    casino: createTestCasino(h),
    wallet: createSeamlessClient(
      async (request) => h.app.inject({ method: 'POST', ...request }),
      GAME_PROVIDER_KEY,
    ),
    engines,
  });
