import {
  SEAMLESS_MAX_WINS_PER_ROUND,
  toMajor,
  type SeamlessBetBody,
  type SeamlessWinBody,
} from '@prime/contract';
import { AppError } from '../../lib/app-error';
import { betRefusal, playedSince, type StakeContext } from '../protection/protection.service';
import { isMostlyBonus, splitBet, splitWin } from '../wallet/stake-split';
import type { PocketChanges } from '../wallet/wallet.service';
import type { BetOfWin, RoundSoFar, SessionOfToken } from './seamless.repository';

/**
 * The seamless wallet's decisions, free of any database: what refuses a bet or a win, in order,
 * and the movement it books. Both the two-round-trip path and the locked path decide with these.
 */

/** A game provider as the seamless routes know it. */
export type Provider = { id: number; slug: string; enabled: boolean };

type Pockets = { available: bigint; deposited: bigint; bonus: bigint };

export const changesToJson = (changes: PocketChanges): Record<string, string> => ({
  available: changes.available.toString(),
  deposited: changes.deposited.toString(),
  bonus: changes.bonus.toString(),
});

export const changesFromJson = (json: Record<string, string> | null): PocketChanges => ({
  available: BigInt(json?.['available'] ?? '0'),
  deposited: BigInt(json?.['deposited'] ?? '0'),
  bonus: BigInt(json?.['bonus'] ?? '0'),
});

export const addChanges = (a: PocketChanges, b: PocketChanges): PocketChanges => ({
  available: a.available + b.available,
  deposited: a.deposited + b.deposited,
  bonus: a.bonus + b.bonus,
});

export const negate = (changes: PocketChanges): PocketChanges => ({
  available: -changes.available,
  deposited: -changes.deposited,
  bonus: -changes.bonus,
});

/**
 * What refuses a bet once its session holds, in order, or how it is paid from the pockets
 * and what it adds to the day's playing time.
 */
export const betDecision = (
  provider: Provider,
  body: SeamlessBetBody,
  session: SessionOfToken,
  context: StakeContext,
  pockets: Pockets,
  amount: bigint,
  now: Date,
): { refusal: AppError } | { split: PocketChanges; played: number } => {
  const played = playedSince(context.day.lastBetAt, now);
  if (!provider.enabled) return { refusal: new AppError('game_not_available') };
  if (session.loginEnded || session.expiresAt <= now)
    return { refusal: new AppError('game_session_expired') };
  if (session.gameId !== body.game_id)
    return { refusal: new AppError('bad_request', 'The game is not the session’s game.') };
  const refused = betRefusal(context, amount, now, played);
  if (refused) return { refusal: refused };
  const split = splitBet(pockets, amount);
  if (!split)
    return {
      refusal: new AppError('insufficient_funds', undefined, undefined, {
        balance: toMajor(pockets.available + pockets.deposited + pockets.bonus),
      }),
    };
  return { split, played };
};

export const ledgerKey = (provider: Provider, externalId: string) =>
  `provider:${provider.slug}:${externalId}`;

export const betMovement = (
  provider: Provider,
  body: SeamlessBetBody,
  session: SessionOfToken,
  currencyId: number,
  split: PocketChanges,
) => ({
  playerId: body.player_id,
  currencyId,
  type: isMostlyBonus(split) ? ('bonus_bet' as const) : ('casino_bet' as const),
  idempotencyKey: ledgerKey(provider, body.transaction_id),
  changes: split,
  house: 'game_revenue' as const,
  createdBy: provider.slug,
  meta: { round_id: body.round_id, game_id: body.game_id, game_session_id: session.id },
});

/**
 * What refuses a win of a bet, in order, or how it is paid: it follows every stake of the
 * bet's round, in the proportion each pocket paid.
 */
export const winDecision = (
  body: SeamlessWinBody,
  bet: BetOfWin | undefined | null,
  round: RoundSoFar,
  amount: bigint,
): { refusal: AppError } | { changes: PocketChanges } => {
  if (!bet || bet.kind !== 'bet' || bet.playerId !== body.player_id || bet.status === 'refused')
    return { refusal: new AppError('bet_not_found') };
  if (bet.status === 'rolled_back') return { refusal: new AppError('transaction_rolled_back') };
  if (bet.roundId !== body.round_id)
    return { refusal: new AppError('bad_request', 'The round is not the round of the bet.') };
  if (round.wins >= SEAMLESS_MAX_WINS_PER_ROUND)
    return { refusal: new AppError('win_limit_reached') };
  const staked = round.betChanges.map(changesFromJson);
  return {
    changes: splitWin(
      staked.length > 0 ? staked.reduce(addChanges) : changesFromJson(bet.changes),
      amount,
    ),
  };
};

export const winMovement = (
  provider: Provider,
  body: SeamlessWinBody,
  bet: BetOfWin,
  sessionId: string | null,
  currencyId: number,
  changes: PocketChanges,
) => ({
  playerId: body.player_id,
  currencyId,
  type: isMostlyBonus(changes) ? ('bonus_win' as const) : ('casino_win' as const),
  idempotencyKey: ledgerKey(provider, body.transaction_id),
  changes,
  house: 'game_revenue' as const,
  createdBy: provider.slug,
  meta: {
    round_id: body.round_id,
    game_id: body.game_id,
    game_session_id: bet.gameSessionId ?? sessionId,
  },
});
