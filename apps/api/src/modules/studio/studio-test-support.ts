import { GAME_PROVIDER_KEY, type Harness } from '../../test/harness';
import { createCasinoRepository } from '../casino/casino.repository';
import { createCasinoService } from '../casino/casino.service';
import { STUDIO_ENGINES } from './engines';
import { createSeamlessClient } from './seamless-client';
import { createStudioRepository } from './studio.repository';
import { createStudioService } from './studio.service';

/** A studio service on the harness's database and wallet, as another API instance runs it. */
export const createTestStudio = (h: Harness) =>
  createStudioService({
    repository: createStudioRepository(h.database.db),
    casino: createCasinoService(createCasinoRepository(h.database.db)),
    wallet: createSeamlessClient(
      async (request) => h.app.inject({ method: 'POST', ...request }),
      GAME_PROVIDER_KEY,
    ),
    engines: STUDIO_ENGINES,
  });
