import path from 'node:path';
import { z } from '@prime/contract';
import { databaseIdentity } from './db/identity';
import { sha256 } from './lib/hash';
import type { CrashTimings } from './modules/studio/crash/timeline';

/**
 * The countries a Malta licence does not reach by default (decision 39): those whose law forbids
 * or licenses online casinos on its own terms (Australia, Belgium, Denmark, France, Great
 * Britain, Italy, the Netherlands, the United States) and the FATF's call-for-action
 * jurisdictions (Iran, North Korea, Myanmar). An operator sets its own list.
 */
export const DEFAULT_RESTRICTED_COUNTRIES = [
  'AU',
  'BE',
  'DK',
  'FR',
  'GB',
  'IT',
  'NL',
  'US',
  'IR',
  'KP',
  'MM',
] as const;

/** Environment -> typed config, parsed once at start; a bad variable stops the start with its name. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.decimal(z.number().int().min(0).max(65_535)).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Folder of the embedded database (PGlite) and the operator socket file. */
  DATA_DIR: z.string().min(1).default('./.data'),
  /**
   * Folder of the players' uploaded documents, outside the built site; unset, `documents` in
   * DATA_DIR. Instances behind one site need it on a shared volume.
   */
  DOCUMENTS_DIR: z.string().min(1).optional(),
  /** PostgreSQL connection string; unset means the embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Redis connection string; set means shared socket.io rooms and rate limits. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /**
   * Start of this deployment's keys and channels in Redis. No glob characters: the socket.io
   * adapter subscribes to patterns made from it.
   */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w.:-]{1,64}$/, 'letters, digits, ".", "_", ":" and "-", up to 64')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Requests per minute per address before 429. */
  RATE_LIMIT_MAX: z.decimal(z.number().int().positive()).default(600),
  /** Fill an empty database with demo data at start. */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  /** Site client credentials the seed gives the demo skin (the web build uses the same pair). */
  PRIME_CLIENT_REF: z.string().min(3).default('prime-web'),
  PRIME_CLIENT_PASSWORD: z.string().min(8).default('prime-web-client'),
  /** Token of the operator API; generated at start (and written to DATA_DIR) when unset. */
  OPS_TOKEN: z.string().min(24).optional(),
  /** Trust X-Forwarded-* from this many proxies in front of the server. */
  TRUST_PROXY_HOPS: z.decimal(z.number().int().min(0)).default(0),
  /** How long a graceful shutdown may take before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.decimal(z.number().int().positive()).default(10_000),
  /** Script of a support-chat widget; loaded by the site after functional-cookie consent. */
  SUPPORT_CHAT_SCRIPT_URL: z.url({ protocol: /^https$/ }).optional(),
  /** Address of the site as players reach it; links in e-mails start with it. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** SMTP server for real mail (smtp:// or smtps://user:pass@host:port); unset keeps mail in the outbox. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** Sender of the casino's mail. */
  MAIL_FROM: z.string().min(3).default('Prime <no-reply@prime.example>'),
  /** First wait before a mail the SMTP server did not take is tried again; each further one doubles. */
  MAIL_RETRY_BASE_MS: z.decimal(z.number().int().min(100).max(3_600_000)).default(10_000),
  /** Attempts before a mail the SMTP server never took is given up (marked failed). */
  MAIL_MAX_ATTEMPTS: z.decimal(z.number().int().min(1).max(100)).default(10),
  /** Key that signs captcha challenges; every instance behind one site needs the same one. */
  CAPTCHA_HMAC_KEY: z.string().min(16).optional(),
  /** Master key of the game providers' seamless-wallet secrets; the same on every instance. */
  GAME_PROVIDER_KEY: z.string().min(32).optional(),
  /** Crash games: how long each round takes bets before the multiplier starts. */
  CRASH_BETTING_MS: z.decimal(z.number().int().min(100).max(60_000)).default(7_000),
  /** Crash games: the pause after a crash before the next round's betting opens. */
  CRASH_PAUSE_MS: z.decimal(z.number().int().min(100).max(60_000)).default(4_000),
  /** Crash games: seconds of running for the multiplier to reach 2x (it grows as e^(r t)). */
  CRASH_SECONDS_TO_DOUBLE: z.decimal(z.number().min(0.05).max(60)).default(6.5),
  /** Crash games: how long after a crash the bets still riding are closed as lost. */
  CRASH_SETTLE_GRACE_MS: z.decimal(z.number().int().min(0).max(10_000)).default(1_000),
  /** Captcha difficulty: the largest number a browser may have to try. */
  CAPTCHA_MAX_NUMBER: z.decimal(z.number().int().min(10).max(10_000_000)).default(30_000),
  /** Seconds a live table takes bets in every round (then it spins or deals, and shows). */
  LIVE_BETTING_SECONDS: z.decimal(z.number().int().min(3).max(120)).default(15),
  /**
   * Secret the payment provider signs its webhooks with; generated once and kept in DATA_DIR
   * when unset (the sandbox provider runs in this process). Every instance needs the same one.
   */
  PSP_WEBHOOK_SECRET: z.string().min(24).optional(),
  /**
   * Where the sandbox provider sends its webhooks; unset, this server's own
   * `http://127.0.0.1:<port>/v1/payments/webhooks/sandbox`.
   */
  PSP_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** How long the sandbox provider takes for a delayed card approval and for a payout. */
  /**
   * Secret the verification provider signs its webhooks with (`X-Payload-Digest`); generated
   * once and kept in DATA_DIR when unset.
   */
  KYC_WEBHOOK_SECRET: z.string().min(24).optional(),
  /**
   * Where the sandbox verification provider sends its webhooks; unset, this server's own
   * `http://127.0.0.1:<port>/v1/kyc/webhooks/sandbox`.
   */
  KYC_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  PSP_SANDBOX_DELAY_MS: z.decimal(z.number().int().min(0).max(600_000)).default(5_000),
  /** An offline bank or crypto deposit not confirmed within this many days is declined. */
  OFFLINE_TRANSFER_EXPIRY_DAYS: z.decimal(z.number().int().min(1).max(365)).default(14),
  /**
   * A card or e-wallet checkout not paid within this many minutes is declined (the provider's
   * page is closed first) and no longer counts against the deposit limits.
   */
  CARD_CHECKOUT_EXPIRY_MINUTES: z.decimal(z.number().int().min(5).max(1_440)).default(60),
  /**
   * A registration never finished is removed this many days after it started; at least the
   * lifetime of its activation link, so a link still working never leads to nothing.
   */
  UNFINISHED_REGISTRATION_DAYS: z.decimal(z.number().int().min(1).max(365)).default(7),
  /**
   * Countries (ISO 3166-1 alpha-2, comma-separated) whose logins and registrations are refused,
   * by the client's address; empty refuses none.
   */
  RESTRICTED_COUNTRIES: z
    .string()
    .regex(
      /^\s*([A-Za-z]{2}\s*(,\s*[A-Za-z]{2}\s*)*)?$/,
      'two-letter country codes, comma-separated',
    )
    .default(DEFAULT_RESTRICTED_COUNTRIES.join(','))
    .transform((value) =>
      value
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
    ),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Folder of the players' uploaded documents. */
  documentsDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Start of this deployment's keys and channels in Redis. */
  redisPrefix: string;
  logLevel: string;
  rateLimitMax: number;
  seedDemo: boolean;
  client: { ref: string; password: string };
  opsToken: string | undefined;
  trustProxyHops: number;
  shutdownTimeoutMs: number;
  supportChatScriptUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailRetryBaseMs: number;
  mailMaxAttempts: number;
  captchaHmacKey: string | undefined;
  gameProviderKey: string | undefined;
  captchaMaxNumber: number;
  liveBettingSeconds: number;
  crashTimings: CrashTimings;
  pspWebhookSecret: string | undefined;
  pspWebhookUrl: string | undefined;
  pspSandboxDelayMs: number;
  kycWebhookSecret: string | undefined;
  kycWebhookUrl: string | undefined;
  offlineTransferExpiryDays: number;
  cardCheckoutExpiryMinutes: number;
  unfinishedRegistrationDays: number;
  /** ISO codes of the countries whose logins and registrations are refused. */
  restrictedCountries: string[];
};

export class ConfigError extends Error {}

/**
 * The GAME_PROVIDER_KEY the README shows as an example. Crash and live results are seeded from
 * the key alone, so two deployments that copied it deal the same rounds, and anyone who read the
 * README can compute them: refused in production, warned about elsewhere.
 */
export const EXAMPLE_GAME_PROVIDER_KEY = '0123456789abcdef0123456789abcdef-example';

/** What a start should warn about in a configuration it accepts. */
export const configWarnings = (config: Pick<Config, 'gameProviderKey'>): string[] =>
  config.gameProviderKey === EXAMPLE_GAME_PROVIDER_KEY
    ? [
        'GAME_PROVIDER_KEY is the example key of the README: game rounds can be computed by anyone who read it. Set a random key of your own (refused with NODE_ENV=production).',
      ]
    : [];

/**
 * Redis pub/sub ignores the database number, so deployments sharing a Redis are told apart by
 * prefix. The default follows the database: instances of one deployment share it, another
 * deployment's differs. A hash, so no database name or address ends up in Redis.
 */
const defaultRedisPrefix = (databaseUrl: string | undefined, dataDir: string) =>
  `prime:${sha256(databaseIdentity({ databaseUrl, dataDir })).slice(0, 12)}:`;

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && e.GAME_PROVIDER_KEY === EXAMPLE_GAME_PROVIDER_KEY) {
    throw new ConfigError(
      'Invalid environment:\n  GAME_PROVIDER_KEY: the example key of the README; set a random key of your own, the same on every instance of this deployment only',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    documentsDir: path.resolve(e.DOCUMENTS_DIR ?? path.join(dataDir, 'documents')),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX ?? defaultRedisPrefix(e.DATABASE_URL, dataDir),
    logLevel: e.LOG_LEVEL,
    rateLimitMax: e.RATE_LIMIT_MAX,
    seedDemo: e.SEED_DEMO,
    client: { ref: e.PRIME_CLIENT_REF, password: e.PRIME_CLIENT_PASSWORD },
    opsToken: e.OPS_TOKEN,
    trustProxyHops: e.TRUST_PROXY_HOPS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    supportChatScriptUrl: e.SUPPORT_CHAT_SCRIPT_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailRetryBaseMs: e.MAIL_RETRY_BASE_MS,
    mailMaxAttempts: e.MAIL_MAX_ATTEMPTS,
    captchaHmacKey: e.CAPTCHA_HMAC_KEY,
    gameProviderKey: e.GAME_PROVIDER_KEY,
    captchaMaxNumber: e.CAPTCHA_MAX_NUMBER,
    liveBettingSeconds: e.LIVE_BETTING_SECONDS,
    pspWebhookSecret: e.PSP_WEBHOOK_SECRET,
    pspWebhookUrl: e.PSP_WEBHOOK_URL,
    pspSandboxDelayMs: e.PSP_SANDBOX_DELAY_MS,
    kycWebhookSecret: e.KYC_WEBHOOK_SECRET,
    kycWebhookUrl: e.KYC_WEBHOOK_URL,
    offlineTransferExpiryDays: e.OFFLINE_TRANSFER_EXPIRY_DAYS,
    cardCheckoutExpiryMinutes: e.CARD_CHECKOUT_EXPIRY_MINUTES,
    unfinishedRegistrationDays: e.UNFINISHED_REGISTRATION_DAYS,
    restrictedCountries: e.RESTRICTED_COUNTRIES,
    crashTimings: {
      bettingMs: e.CRASH_BETTING_MS,
      pauseMs: e.CRASH_PAUSE_MS,
      growthPerSecond: Math.LN2 / e.CRASH_SECONDS_TO_DOUBLE,
      settleGraceMs: e.CRASH_SETTLE_GRACE_MS,
    },
  };
};

/** Names of every environment variable the server reads (the README documents each). */
export const ENV_VARIABLES = Object.keys(envSchema.shape);
