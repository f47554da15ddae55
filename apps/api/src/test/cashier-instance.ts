import type { PaymentProvider } from '../adapters/psp/psp';
import { createSandboxRepository } from '../adapters/psp/sandbox/sandbox.repository';
import { createSandboxProvider } from '../adapters/psp/sandbox/sandbox-provider';
import { createSessionsRepository } from '../modules/auth/sessions.repository';
import { createSessionsService } from '../modules/auth/sessions.service';
import { createCmsRepository } from '../modules/cms/cms.repository';
import { createCmsService } from '../modules/cms/cms.service';
import { createGeoRepository } from '../modules/geo/geo.repository';
import { createGeoService } from '../modules/geo/geo.service';
import { createPaymentsRepository } from '../modules/payments/payments.repository';
import { createPaymentsOps } from '../modules/payments/payments-ops';
import { createPaymentsService, type PaymentsDeps } from '../modules/payments/payments.service';
import { createPlayersRepository } from '../modules/players/players.repository';
import { createPlayersService } from '../modules/players/players.service';
import { createProtectionRepository } from '../modules/protection/protection.repository';
import { createProtectionService } from '../modules/protection/protection.service';
import { createSurveyRepository } from '../modules/survey/survey.repository';
import { createSurveyService } from '../modules/survey/survey.service';
import { createWalletRepository } from '../modules/wallet/wallet.repository';
import { createWalletService } from '../modules/wallet/wallet.service';
import { PSP_WEBHOOK_SECRET, type Harness } from './harness';

/** A provider call that never answers: the server making it stops at that moment. */
export const neverAnswers = (): Promise<never> => new Promise<never>(() => undefined);

/**
 * The cashier of another server on the harness's database, built as a server builds it, whose
 * payment provider is the sandbox with some calls replaced (`calls` gets the sandbox's own, to
 * make the real call first). A call that never answers stands for that server stopping in the
 * middle of a payment; one that throws, for a provider it could not reach.
 */
export const cashierInstance = (
  h: Harness,
  calls: (sandbox: PaymentProvider) => Partial<PaymentProvider>,
  options: Pick<PaymentsDeps, 'payouts'> = {},
) => {
  const { db } = h.database;
  const geo = createGeoService(createGeoRepository(db));
  const wallet = createWalletService(createWalletRepository(db));
  const players = createPlayersService(createPlayersRepository(db), {
    geo,
    sessions: createSessionsService(createSessionsRepository(db)),
    balances: wallet.balanceOf,
    fenceStakes: wallet.fenceWithin,
  });
  const sandbox = createSandboxProvider({
    repository: createSandboxRepository(db),
    secret: PSP_WEBHOOK_SECRET,
    publicUrl: 'http://localhost:8080',
    delayMs: 300,
  }).provider;
  const deps: PaymentsDeps = {
    repository: createPaymentsRepository(db),
    wallet,
    protection: createProtectionService(createProtectionRepository()),
    geo,
    survey: createSurveyService({
      repository: createSurveyRepository(db),
      playerOf: players.getPlayer,
      languages: createCmsService(createCmsRepository(db), geo).listLanguages,
    }),
    providers: { [sandbox.name]: { ...sandbox, ...calls(sandbox) } },
    publicUrl: 'http://localhost:8080',
    offlineTransferExpiryDays: 14,
    checkoutExpiryMinutes: 60,
    ...options,
  };
  return { service: createPaymentsService(deps), ops: createPaymentsOps(deps) };
};
