import { SIGNATURE_HEADER } from '@prime/contract';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { GAME_PROVIDER_KEY, type Harness } from '../../test/harness';
import { createTestPlayer } from '../auth/auth-test-support';
import { createSessionsRepository } from '../auth/sessions.repository';
import { createSessionsService } from '../auth/sessions.service';
import { games, providers } from '../casino/casino.tables';
import { players } from '../players/players.tables';
import { providerSecret, signBody } from '../seamless/signature';
import { createWalletRepository } from '../wallet/wallet.repository';
import { createWalletService } from '../wallet/wallet.service';

export type SlotGame = { id: number; providerId: number; slug: string };

/** An active slot game of an enabled provider, or of the switched-off one. */
export const findSlot = (h: Harness, enabled = true): Promise<SlotGame> =>
  findGameOn(h, 'slot-%', enabled);

/**
 * An active game whose engine is like `engine` (`blackjack`, `slot-%`) of an enabled provider;
 * with `isLive`, only a live or only a non-live one.
 */
export const findGameOn = async (
  h: Harness,
  engine: string,
  enabled = true,
  isLive?: boolean,
): Promise<SlotGame> => {
  const [row] = await h.database.db
    .select({ id: games.id, providerId: games.providerId, slug: providers.slug })
    .from(games)
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(
      sql`${games.engine} like ${engine} and ${games.isActive} and ${providers.isVisible} = ${enabled}
        ${isLive === undefined ? sql`` : sql`and ${games.isLive} = ${isLive}`}`,
    )
    .orderBy(games.id)
    .limit(1);
  return row!;
};

export type TestPlayer = { id: number; username: string; token: string; sessionId: string };

/** A fresh active player with a login session and, optionally, money in its pockets. */
export const playerWithMoney = async (
  h: Harness,
  money: { available?: bigint; deposited?: bigint; bonus?: bigint } = {},
  columns: Partial<typeof players.$inferInsert> = {},
): Promise<TestPlayer> => {
  const player = await createTestPlayer(h.database.db);
  if (Object.keys(columns).length > 0)
    await h.database.db.update(players).set(columns).where(eq(players.id, player.id));
  const session = await createSessionsService(
    createSessionsRepository(h.database.db),
  ).createSession(player.id);
  const wallet = createWalletService(createWalletRepository(h.database.db));
  for (const [pocket, amount] of Object.entries(money) as ['available', bigint][]) {
    if (amount > 0n)
      await wallet.adjust({
        playerId: player.id,
        pocket,
        amount,
        reason: 'test funds',
        idempotencyKey: `test:${player.id}:${pocket}`,
        staff: 'test',
      });
  }
  return { id: player.id, username: player.username, token: session.token, sessionId: session.id };
};

/** POST casino/play for the game: real with a player token, demo without. */
export const launch = (
  h: Harness,
  game: SlotGame,
  token?: string,
  extra: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> =>
  h.call({
    method: 'POST',
    url: `/v1/casino/play/${game.slug}`,
    headers: token ? { 'user-token': token } : {},
    payload: { game_id: game.id, provider_id: game.providerId, ...extra },
  });

/** The launch token in a play_for_real or play_for_fun address. */
export const launchToken = (response: LightMyRequestResponse): string => {
  const data = response.json<{ data: { play_for_real?: string; play_for_fun?: string } }>().data;
  const url = data.play_for_real ?? data.play_for_fun ?? '';
  return decodeURIComponent(/token=([^&]+)/.exec(url)?.[1] ?? '');
};

/** A seamless-wallet call signed with the provider's secret (or another one, to test refusals). */
export const signedCall = (
  h: Harness,
  providerSlug: string,
  action: 'balance' | 'bet' | 'win' | 'rollback',
  body: Record<string, unknown>,
  options: { secret?: string; signature?: string; payload?: string } = {},
): Promise<LightMyRequestResponse> => {
  const payload = options.payload ?? JSON.stringify(body);
  const secret = options.secret ?? providerSecret(GAME_PROVIDER_KEY, providerSlug);
  return h.app.inject({
    method: 'POST',
    url: `/seamless/${providerSlug}/${action}`,
    payload,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: options.signature ?? signBody(secret, JSON.stringify(body)),
    },
  });
};

/** The player's pockets in minor units. */
export const pocketsOf = async (h: Harness, playerId: number) => {
  const result = (await h.database.db.execute(
    sql`select available::text, deposited::text, bonus::text from wallets where player_id = ${playerId}`,
  )) as unknown as { rows: { available: string; deposited: string; bonus: string }[] };
  const row = result.rows[0] ?? { available: '0', deposited: '0', bonus: '0' };
  return {
    available: BigInt(row.available),
    deposited: BigInt(row.deposited),
    bonus: BigInt(row.bonus),
  };
};

/** A player with money and a real game session of a game (its launch token in `launch`). */
export type Seat = TestPlayer & { launch: string };

export const seatAt = async (
  h: Harness,
  game: SlotGame,
  money: Parameters<typeof playerWithMoney>[1] = { available: 10_000n },
  columns: Parameters<typeof playerWithMoney>[2] = {},
): Promise<Seat> => {
  const player = await playerWithMoney(h, money, columns);
  const response = await launch(h, game, player.token);
  expect(response.statusCode, response.body).toBe(200);
  return { ...player, launch: launchToken(response) };
};

/** The fields every seamless-wallet call of a seated EUR player carries. */
export const seatFields = (seat: Seat) => ({
  session_token: seat.launch,
  player_id: seat.id,
  currency: 'EUR',
});

/** The ledger check finds no unbalanced transaction and no wallet that differs from its entries. */
export const expectConsistentLedger = async (h: Harness) => {
  const check = await createWalletService(createWalletRepository(h.database.db)).check();
  expect(check.unbalancedTransactions).toEqual([]);
  expect(check.mismatchedWallets).toEqual([]);
};
