import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { DEMO_SKIN } from '../../db/seed/demo';
import { hashPassword } from '../../lib/password';
import { players } from '../../modules/players/players.tables';
import { uniqueSuffix } from '../unique';
import { buildSession } from './sessions';
import { fundWallet, type Pockets } from './wallet';

/** The password of every test player whose test sets none. */
export const TEST_PASSWORD = 'PrimeTest#2026';

/** The player's columns a test may set: status, country, currency, limits, consents, ... */
export type PlayerColumns = Partial<Omit<typeof players.$inferInsert, 'id'>>;

export type PlayerOptions = PlayerColumns & {
  /** The password in clear, hashed as registration does; a `passwordHash` column wins. */
  password?: string;
  /** Verified (the default): the account is verified and the e-mail confirmed; false: neither. */
  verified?: boolean;
};

export type TestPlayer = { id: number; username: string; email: string; password: string };

// argon2id is slow on purpose: one hash per password serves every player of a test file.
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string): Promise<string> => {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
};

/**
 * A fresh active player of the demo skin in EUR, verified, terms accepted, who logs in with
 * `password`; the options set any other column the test is about.
 */
export const buildPlayer = async (db: Db, options: PlayerOptions = {}): Promise<TestPlayer> => {
  const { password = TEST_PASSWORD, verified = true, ...columns } = options;
  const name = `player${uniqueSuffix()}`;
  const username = columns.username ?? name;
  const email = columns.email ?? `${name}@example.com`;
  const [row] = await db
    .insert(players)
    .values({
      skinId: DEMO_SKIN.id,
      currencyId: 1,
      language: 'en',
      status: 'active',
      isVerified: verified,
      emailVerifiedAt: verified ? new Date() : null,
      termsAccepted: true,
      passwordHash: columns.passwordHash ?? (await hashOf(password)),
      ...columns,
      username,
      email,
    })
    .returning({ id: players.id });
  return { id: row!.id, username, email, password };
};

/** Changes columns of an existing player, as an operator or the passing of time would. */
export const updatePlayer = async (db: Db, playerId: number, columns: PlayerColumns) => {
  await db.update(players).set(columns).where(eq(players.id, playerId));
};

export type LoggedInPlayer = TestPlayer & { token: string };

export type LoggedInPlayerOptions = PlayerOptions & {
  /** Money credited to the wallet's pockets, in minor units; none by default. */
  money?: Pockets;
};

/** A fresh player (see `buildPlayer`) with a live session, its token, and optionally money. */
export const buildLoggedInPlayer = async (
  db: Db,
  options: LoggedInPlayerOptions = {},
): Promise<LoggedInPlayer> => {
  const { money = {}, ...playerOptions } = options;
  const player = await buildPlayer(db, playerOptions);
  const token = await buildSession(db, player.id);
  await fundWallet(db, player.id, money);
  return { ...player, token };
};
