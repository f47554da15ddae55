import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { buildApp, type RedisClients } from './app';
import { ConfigError, configWarnings, loadConfig } from './config';
import { openDatabase } from './db/client';
import { databaseIdentity } from './db/identity';
import { runMigrations } from './db/migrate';
import { seedDatabase } from './db/seed/seed';
import { randomToken } from './lib/hash';
import { loadKeyFile } from './lib/key-file';
import { removeOpsFile, writeOpsFile } from './ops/ops-file';

/** The built site, game pages and operator console, beside this bundle's folder in the repository. */
const STATIC_DIRS = {
  web: fileURLToPath(new URL('../../web/dist', import.meta.url)),
  games: fileURLToPath(new URL('../../games/dist', import.meta.url)),
  backoffice: fileURLToPath(new URL('../../backoffice/dist', import.meta.url)),
};

const connectRedis = async (url: string): Promise<RedisClients> => {
  const open = () => new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: true });
  const clients = { client: open(), pub: open(), sub: open() };
  await Promise.all(Object.values(clients).map((client) => client.connect()));
  return clients;
};

const main = async () => {
  const config = loadConfig();
  await mkdir(config.dataDir, { recursive: true });
  // The app's logger exists only once the app is built; until then a lost connection is a warning.
  let reportIdleError = (error: Error) => process.emitWarning(error.message, 'DatabaseWarning');
  const database = config.databaseUrl
    ? await openDatabase({
        kind: 'postgres',
        url: config.databaseUrl,
        onIdleError: (error) => reportIdleError(error),
      })
    : await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  const seed = await database.runExclusive(async () => {
    await runMigrations(database);
    return seedDatabase(database.db, { demo: config.seedDemo, client: config.client });
  });
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  const opsToken = config.opsToken ?? randomToken();

  const captchaHmacKey =
    config.captchaHmacKey ?? (await loadKeyFile(config.dataDir, 'captcha-hmac.key'));
  const gameProviderKey =
    config.gameProviderKey ?? (await loadKeyFile(config.dataDir, 'game-provider.key'));
  const pspWebhookSecret =
    config.pspWebhookSecret ?? (await loadKeyFile(config.dataDir, 'psp-webhook.key'));
  const kycWebhookSecret =
    config.kycWebhookSecret ?? (await loadKeyFile(config.dataDir, 'kyc-webhook.key'));
  const app = await buildApp({
    config: { ...config, captchaHmacKey, gameProviderKey, pspWebhookSecret, kycWebhookSecret },
    database,
    opsToken,
    staticDirs: STATIC_DIRS,
    ...(redis ? { redis } : {}),
  });
  for (const warning of configWarnings(config)) app.log.warn(warning);
  reportIdleError = (error) =>
    app.log.warn({ err: error }, 'an idle database connection was lost; the pool opens another');
  app.log.info(
    {
      database: database.kind,
      redis: Boolean(redis),
      // Instances that should see each other's pushes must show the same prefix.
      ...(redis ? { redisPrefix: config.redisPrefix } : {}),
      seed,
    },
    'database ready',
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    try {
      await removeOpsFile(config.dataDir);
      await app.close();
      if (redis) await Promise.all(Object.values(redis).map((client) => client.quit()));
      await database.close();
      app.log.info('stopped cleanly');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  await writeOpsFile(config.dataDir, {
    pid: process.pid,
    url: `http://127.0.0.1:${port}`,
    token: opsToken,
    database: databaseIdentity(config),
  });
  app.log.info(`Prime is serving on http://localhost:${port} (docs at /docs)`);
};

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Prime failed to start:', error);
  }
  process.exit(1);
});
