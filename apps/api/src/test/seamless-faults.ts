import { SESSION_IDLE_MINUTES } from '@prime/contract';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { registerErrorHandling } from '../plugins/errors';
import { GAME_PROVIDER_KEY, type Harness } from './harness';
import { signedCall } from './calls/seamless';
import { createCasinoRepository } from '../modules/casino/casino.repository';
import { createCasinoService } from '../modules/casino/casino.service';
import { createProtectionRepository } from '../modules/protection/protection.repository';
import { createProtectionService } from '../modules/protection/protection.service';
import { createWalletRepository } from '../modules/wallet/wallet.repository';
import { createWalletService } from '../modules/wallet/wallet.service';
import { createSeamlessRepository } from '../modules/seamless/seamless.repository';
import { seamlessRoutes } from '../modules/seamless/seamless.routes';
import { createSeamlessService } from '../modules/seamless/seamless.service';

export type FaultAnswer = { status: number; body: { code?: string } };

const answerOf = (response: { statusCode: number; json: () => unknown }): FaultAnswer => ({
  status: response.statusCode,
  body: response.json() as FaultAnswer['body'],
});

/** The harness database's own address on the DATABASE_URL server. */
const urlOfHarness = async (h: Harness): Promise<string> => {
  const result = (await h.database.db.execute(
    sql`select current_database() as name`,
  )) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(process.env['DATABASE_URL']!);
  url.pathname = `/${result.rows[0]!.name}`;
  return url.toString();
};

const waitFor = async <T>(probe: () => Promise<T | undefined>, what: string): Promise<T> => {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
};

/**
 * PostgreSQL: another connection holds the player's wallet row, so the bet stops inside its
 * transaction (after claiming its transaction id) waiting for the lock; its backend is then
 * terminated, as an operator or a failover would, and the lock released.
 */
const killWhileLocked = async (
  h: Harness,
  providerSlug: string,
  playerId: number,
  body: Record<string, unknown>,
): Promise<FaultAnswer> => {
  const holder = new pg.Client({ connectionString: await urlOfHarness(h) });
  await holder.connect();
  try {
    await holder.query('begin');
    await holder.query('select player_id from wallets where player_id = $1 for update', [playerId]);
    // An inject starts when it is awaited; `then` sends it now, while the lock is held.
    const pending = signedCall(h, providerSlug, 'bet', body).then(answerOf);
    const pid = await waitFor(async () => {
      // Not by `state`: a backend waiting inside a pipelined statement may still show the last one.
      const result = await holder.query<{ pid: number }>(
        `select pid from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()
            and wait_event_type = 'Lock' and pg_backend_pid() = any(pg_blocking_pids(pid))`,
      );
      return result.rows[0]?.pid;
    }, 'the bet to wait for the wallet lock');
    const killed = await holder.query<{ done: boolean }>(
      'select pg_terminate_backend($1) as done',
      [pid],
    );
    if (!killed.rows[0]?.done) throw new Error(`could not terminate backend ${pid}`);
    const answer = await pending;
    await holder.query('rollback');
    return answer;
  } finally {
    await holder.end();
  }
};

/**
 * PGlite (one in-process connection, nothing to kill): the same bet through the real routes and
 * service, whose repository fails once the money is posted: the answer cannot be stored (the
 * locked path), or the booking statement fails after its wallet part (the one-statement path).
 */
const throwAfterPosting = async (
  h: Harness,
  providerSlug: string,
  body: Record<string, unknown>,
): Promise<FaultAnswer> => {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  const repository = createSeamlessRepository(h.database.db, SESSION_IDLE_MINUTES);
  const faulty = {
    ...repository,
    // The locked path: the answer cannot be stored after the money moved.
    settle: async () => {
      throw new Error('injected fault: the request dies after the wallet post');
    },
    // The one-statement path: the statement fails after the wallet's part of it ran.
    acceptedWith: (_values: unknown, booked: SQL) =>
      sql`insert into provider_transactions (provider_id) select 1 / 0 from ${booked}`,
  };
  const wallet = createWalletService(createWalletRepository(h.database.db));
  await app.register(seamlessRoutes, {
    prefix: '/seamless',
    seamless: createSeamlessService(
      faulty,
      wallet,
      createProtectionService(createProtectionRepository()),
    ),
    providerBySlug: createCasinoService(createCasinoRepository(h.database.db)).providerBySlug,
    masterKey: GAME_PROVIDER_KEY,
  });
  await app.ready();
  try {
    return answerOf(await signedCall({ ...h, app }, providerSlug, 'bet', body));
  } finally {
    await app.close();
  }
};

/** Sends a bet that dies half-way: killed on PostgreSQL, a thrown fault on PGlite. */
export const dieHalfWay = (
  h: Harness,
  providerSlug: string,
  playerId: number,
  body: Record<string, unknown>,
): Promise<FaultAnswer> =>
  process.env['DATABASE_URL']
    ? killWhileLocked(h, providerSlug, playerId, body)
    : throwAfterPosting(h, providerSlug, body);
