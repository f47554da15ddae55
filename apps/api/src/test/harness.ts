import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp, type AppOptions, type RedisClients } from '../app';
import type { CrashTimings } from '../modules/studio/crash/timeline';
import type { Database } from '../db/client';
import { checkForOperator } from '../modules/wallet/wallet.ops';
import { createWalletRepository } from '../modules/wallet/wallet.repository';
import { createWalletService } from '../modules/wallet/wallet.service';
import { CLIENT, freshDatabase } from './templates';

export { CLIENT };

export const OPS_TOKEN = 'ops-token-for-the-test-suite-0123456789';
/** Master key of the providers' seamless-wallet secrets in tests. */
export const GAME_PROVIDER_KEY = 'game-provider-key-of-the-test-suite-0123456789';
/** Secret the sandbox payment provider signs its webhooks with in tests. */
export const PSP_WEBHOOK_SECRET = 'psp-webhook-secret-of-the-test-suite-0123';
/** Secret the sandbox verification provider signs its webhooks with in tests. */
export const KYC_WEBHOOK_SECRET = 'kyc-webhook-secret-of-the-test-suite-0123';

export const basic = (ref: string, password: string) =>
  `Basic ${Buffer.from(`${ref}:${password}`).toString('base64')}`;
export const CLIENT_AUTH = basic(CLIENT.ref, CLIENT.password);

export type Harness = {
  app: FastifyInstance;
  database: Database;
  /** The folder of the players' uploaded documents, removed with the harness. */
  documentsDir: string;
  /** `app.inject` with the site's client credentials (override headers per call). */
  call: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
  /** Stops the app but keeps its database for a new harness (`reuse`), as a server restart does. */
  detach: () => Promise<{ database: Database; drop: () => Promise<void> }>;
};

const connectRedis = async (): Promise<RedisClients | undefined> => {
  const url = process.env['REDIS_URL'];
  if (!url) return undefined;
  const open = () => new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const clients = { client: open(), pub: open(), sub: open() };
  await Promise.all(Object.values(clients).map((client) => client.connect()));
  return clients;
};

/**
 * What `npm run ops -- wallet check` would report against this file's database, as text; undefined
 * when the ledger is consistent, or when a test closed the database on purpose.
 */
const ledgerViolations = async (database: Database): Promise<string | undefined> => {
  const isOpen = await database.ping().then(
    () => true,
    () => false,
  );
  if (!isOpen) return undefined;
  // The check `npm run ops -- wallet check` runs, without the app's routes and their limits.
  const report = await checkForOperator(createWalletService(createWalletRepository(database.db)));
  const found = [...report.unbalanced_transactions, ...report.mismatched_wallets];
  return found.length > 0
    ? `${found.length} findings, the first: ${JSON.stringify(found.slice(0, 5))}`
    : undefined;
};

export const startHarness = async (
  options: {
    seed?: boolean;
    rateLimitMax?: number;
    opsToken?: string;
    supportChatScriptUrl?: string;
    smtpUrl?: string;
    /**
     * Delivery of queued mail (with `smtpUrl`): given (even empty), worked every 50 ms and
     * retried after 50 ms, 100 ms, ...; `maxAttempts` as MAIL_MAX_ATTEMPTS.
     */
    mail?: { maxAttempts?: number };
    captchaMaxNumber?: number;
    live?: AppOptions['live'];
    crashTimings?: CrashTimings;
    /**
     * Whether closing checks the ledger as `npm run ops -- wallet check` does (default true); off
     * only for a file that writes ledger rows straight into the tables for another purpose.
     */
    ledgerCheck?: boolean;
    /** Start of the app's keys and channels in Redis; unset, one of its own. */
    redisPrefix?: string;
    /** Receives the app's log lines (level info); unset, the app logs nothing. */
    logStream?: { write: (line: string) => void };
    /** Rounds one game session may play in a minute; small in the tests of that limit. */
    roundsPerMinute?: number;
    /** How often ended bonuses are swept (ms); the app's minute unless given. */
    bonusSweepEveryMs?: number;
    /** How often abandoned registrations are removed (ms); the app's hour unless given. */
    registrationSweepEveryMs?: number;
    /**
     * The cashier's timers (see AppOptions) and the sandbox provider's delay; given (even empty),
     * the sandbox's outbox and the owed payouts are worked every 100 ms and retried after 200 ms,
     * 400 ms, ...
     */
    payments?: AppOptions['payments'] & { sandboxDelayMs?: number; webhookUrl?: string };
    /**
     * The sandbox verification provider's outbox; given (even empty), it is worked every 100 ms
     * and retried after 200 ms, 400 ms, ...
     */
    kyc?: AppOptions['kyc'] & { webhookUrl?: string };
    /**
     * The database of an earlier harness, kept by its `detach`: the new app starts on it as a
     * restarted server would (no migration or seed again), and owns it from then on.
     */
    reuse?: { database: Database; drop: () => Promise<void> };
  } = {},
): Promise<Harness> => {
  // A fresh database per test file (see templates.ts); with REDIS_URL the app uses Redis.
  const { database, drop } = options.reuse ?? (await freshDatabase(options.seed ?? true));
  const redis = await connectRedis();
  const documentsDir = await mkdtemp(path.join(tmpdir(), 'prime-test-documents-'));
  const appOptions: AppOptions = {
    config: {
      rateLimitMax: options.rateLimitMax ?? 10_000,
      trustProxyHops: 0,
      logLevel: options.logStream ? 'info' : 'silent',
      supportChatScriptUrl: options.supportChatScriptUrl,
      env: 'test',
      publicUrl: 'http://localhost:8080',
      smtpUrl: options.smtpUrl,
      mailFrom: 'Prime <no-reply@prime.example>',
      ...(options.mail ? { mailRetryBaseMs: 50, mailMaxAttempts: options.mail.maxAttempts } : {}),
      captchaHmacKey: 'captcha-key-of-the-test-suite',
      // Tests solve challenges in-process; a small space keeps that instant.
      captchaMaxNumber: options.captchaMaxNumber ?? 1_000,
      gameProviderKey: GAME_PROVIDER_KEY,
      ...(options.crashTimings ? { crashTimings: options.crashTimings } : {}),
      redisPrefix: options.redisPrefix ?? `prime-test-${randomUUID()}:`,
      pspWebhookSecret: PSP_WEBHOOK_SECRET,
      pspSandboxDelayMs: options.payments?.sandboxDelayMs ?? 300,
      documentsDir,
      ...(options.payments?.webhookUrl ? { pspWebhookUrl: options.payments.webhookUrl } : {}),
      kycWebhookSecret: KYC_WEBHOOK_SECRET,
      ...(options.kyc?.webhookUrl ? { kycWebhookUrl: options.kyc.webhookUrl } : {}),
    },
    database,
    opsToken: options.opsToken ?? OPS_TOKEN,
    logger: options.logStream ? { stream: options.logStream } : false,
    ...(options.live ? { live: options.live } : {}),
    ...(options.roundsPerMinute ? { roundsPerMinute: options.roundsPerMinute } : {}),
    ...(options.bonusSweepEveryMs ? { bonusSweepEveryMs: options.bonusSweepEveryMs } : {}),
    ...(options.registrationSweepEveryMs
      ? { registrationSweepEveryMs: options.registrationSweepEveryMs }
      : {}),
    // The cashier's tests (those that pass `payments`) work the sandbox's outbox and the owed
    // payouts often.
    ...(options.payments
      ? {
          payments: {
            outboxEveryMs: 100,
            retryBaseMs: 200,
            payoutEveryMs: 100,
            ...options.payments,
          },
        }
      : {}),
    ...(options.kyc ? { kyc: { outboxEveryMs: 100, retryBaseMs: 200, ...options.kyc } } : {}),
    ...(options.mail ? { mailEveryMs: 50 } : {}),
    ...(redis ? { redis } : {}),
  };
  const app = await buildApp(appOptions);
  await app.ready();
  return {
    app,
    database,
    documentsDir,
    call: (inject) =>
      app.inject({ ...inject, headers: { authorization: CLIENT_AUTH, ...inject.headers } }),
    close: async () => {
      const ledger = options.ledgerCheck === false ? undefined : await ledgerViolations(database);
      await app.close();
      if (redis) await Promise.all(Object.values(redis).map((client) => client.quit()));
      // A test may have closed the database on purpose to provoke a failure.
      await database.close().catch(() => undefined);
      await drop();
      await rm(documentsDir, { recursive: true, force: true });
      if (ledger) throw new Error(`The ledger is inconsistent after this file's tests: ${ledger}`);
    },
    detach: async () => {
      await app.close();
      if (redis) await Promise.all(Object.values(redis).map((client) => client.quit()));
      await rm(documentsDir, { recursive: true, force: true });
      return { database, drop };
    },
  };
};

/** Turns maintenance of every skin on or off through the operator API, as `npm run ops` does. */
export const switchMaintenance = (h: Harness, on: boolean) =>
  h.app.inject({
    method: 'POST',
    url: '/ops/maintenance',
    headers: { 'x-ops-token': OPS_TOKEN },
    payload: { in_maintenance: on },
  });
