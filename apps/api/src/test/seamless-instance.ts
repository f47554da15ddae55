import { SESSION_IDLE_MINUTES } from '@prime/contract';
import { createProtectionRepository } from '../modules/protection/protection.repository';
import { createProtectionService } from '../modules/protection/protection.service';
import {
  createSeamlessRepository,
  type SeamlessRepository,
} from '../modules/seamless/seamless.repository';
import { createSeamlessService } from '../modules/seamless/seamless.service';
import { createWalletRepository } from '../modules/wallet/wallet.repository';
import { createWalletService } from '../modules/wallet/wallet.service';
import type { Harness } from './harness';

/**
 * The seamless wallet on the harness's database as another API instance runs it, with a memory
 * of sessions and ledger accounts of its own; its options, and `faulty` over its repository,
 * let a test step into a call.
 */
export const createTestSeamless = (
  h: Harness,
  options: Parameters<typeof createSeamlessService>[3] = {},
  faulty: (repository: SeamlessRepository) => SeamlessRepository = (repository) => repository,
) =>
  createSeamlessService(
    faulty(createSeamlessRepository(h.database.db, SESSION_IDLE_MINUTES)),
    createWalletService(createWalletRepository(h.database.db)),
    createProtectionService(createProtectionRepository()),
    options,
  );
