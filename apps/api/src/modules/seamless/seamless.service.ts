import {
  SEAMLESS_MAX_WINS_PER_ROUND,
  SESSION_IDLE_MINUTES,
  toMajor,
  toMinor,
  type ApiErrorBody,
  type SeamlessBetBody,
  type SeamlessResponse,
  type SeamlessRollbackBody,
  type SeamlessWinBody,
} from '@prime/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { statusRefusal } from '../play/play-status';
import { splitBet, splitWin } from '../wallet/stake-split';
import type { PocketChanges } from '../wallet/wallet.repository';
import type { WalletService } from '../wallet/wallet.service';
import type {
  BetContext,
  NewProviderTransaction,
  ProviderTransactionRow,
  SeamlessRepository,
  SessionOfToken,
} from './seamless.repository';

/** A gap between two bets longer than this counts as a pause, not as playing time. */
export const PLAY_GAP_SECONDS = 120;

export type Provider = { id: number; slug: string; enabled: boolean };

/** An answer of the seamless wallet: its HTTP status and body, stored for retries. */
export type SeamlessAnswer = { status: number; body: SeamlessResponse | ApiErrorBody };

type WalletRow = { available: bigint; deposited: bigint; bonus: bigint };

const refusal = (error: AppError): SeamlessAnswer => ({
  status: error.statusCode,
  body: {
    message: error.message,
    code: error.code,
    ...(error.details ? { details: error.details } : {}),
  },
});

const changesToJson = (changes: PocketChanges): Record<string, string> => ({
  available: changes.available.toString(),
  deposited: changes.deposited.toString(),
  bonus: changes.bonus.toString(),
});

const changesFromJson = (json: Record<string, string> | null): PocketChanges => ({
  available: BigInt(json?.['available'] ?? '0'),
  deposited: BigInt(json?.['deposited'] ?? '0'),
  bonus: BigInt(json?.['bonus'] ?? '0'),
});

const addChanges = (a: PocketChanges, b: PocketChanges): PocketChanges => ({
  available: a.available + b.available,
  deposited: a.deposited + b.deposited,
  bonus: a.bonus + b.bonus,
});

const negate = (changes: PocketChanges): PocketChanges => ({
  available: -changes.available,
  deposited: -changes.deposited,
  bonus: -changes.bonus,
});

/**
 * The rules a bet must pass, in order, read under the wallet's lock: the player's status and
 * exclusions, a pending reality check, then the daily limits (ARCHITECTURE.md §7). Limits are
 * in minor units; playing time in minutes.
 */
export const betRefusal = (
  context: BetContext,
  amount: bigint,
  now: Date,
  playedSeconds: number,
): AppError | null => {
  const status = statusRefusal(context, now);
  if (status) return status;
  if (context.statusReason === 'awaiting_reality_check')
    return new AppError('reality_check_pending');
  if (context.maxDailyBet !== null && context.day.bets + amount > context.maxDailyBet)
    return new AppError('daily_bet_limit');
  if (
    context.maxDailyLoss !== null &&
    context.day.bets - context.day.wins + amount > context.maxDailyLoss
  )
    return new AppError('daily_loss_limit');
  if (
    context.maxDailyPlayingTime !== null &&
    context.day.playingSeconds + playedSeconds > context.maxDailyPlayingTime * 60
  )
    return new AppError('playing_time_limit');
  return null;
};

/** Seconds a bet adds to the day's playing time: the gap since the last bet, unless a pause. */
export const playedSince = (lastBetAt: Date | null, now: Date): number => {
  if (!lastBetAt) return 0;
  const seconds = Math.floor((now.getTime() - lastBetAt.getTime()) / 1000);
  return seconds > 0 && seconds <= PLAY_GAP_SECONDS ? seconds : 0;
};

/**
 * The casino's side of the seamless-wallet interface (ARCHITECTURE.md §6): balance, bet, win
 * and rollback for game providers. Each provider transaction id is processed once: the first
 * answer is stored with it and returned to every retry. Bets are checked and debited under the
 * player's wallet lock, so concurrent bets can neither overdraw nor pass a limit together.
 */
export const createSeamlessService = (
  repository: SeamlessRepository,
  wallet: WalletService,
  options: {
    /** Told of a player's new pockets once the movement is committed (the socket push). */
    onBalance?: (playerId: number, pockets: WalletRow) => void;
    /** Whether a site is in maintenance: its players' bets are refused meanwhile. */
    isInMaintenance?: (skinId: number, tx: Db) => Promise<boolean>;
    /** Told of what the operator should look at: a provider that behaves out of bounds. */
    onAlarm?: (what: string, facts: Record<string, unknown>) => void;
  } = {},
) => {
  const onBalance = options.onBalance ?? (() => undefined);
  const isInMaintenance = options.isInMaintenance ?? (async () => false);
  const onAlarm = options.onAlarm ?? (() => undefined);
  /** Runs a call in one database transaction; a balance it changed is told after the commit. */
  const committed = async (
    work: (
      tx: Db,
      moved: (playerId: number, pockets: WalletRow) => void,
    ) => Promise<SeamlessAnswer>,
  ): Promise<SeamlessAnswer> => {
    let change: { playerId: number; pockets: WalletRow } | undefined;
    const answer = await repository.transaction((tx) =>
      work(tx, (playerId, pockets) => {
        change = { playerId, pockets };
      }),
    );
    if (change) onBalance(change.playerId, change.pockets);
    return answer;
  };

  const answerOf = (row: WalletRow, currency: string, extra: Partial<SeamlessResponse> = {}) => ({
    status: 200,
    body: {
      balance: toMajor(row.available + row.deposited + row.bonus),
      real: toMajor(row.available + row.deposited),
      bonus: toMajor(row.bonus),
      currency,
      ...extra,
    } satisfies SeamlessResponse,
  });

  const currentAnswer = async (tx: Db, playerId: number, currency: string) =>
    answerOf(
      (await repository.walletOf(playerId, tx)) ?? { available: 0n, deposited: 0n, bonus: 0n },
      currency,
    );

  /** The game session of the token, for this provider and player; refusals are thrown. */
  const sessionFor = async (
    tx: Db,
    provider: Provider,
    body: { session_token: string; player_id: number; currency: string },
  ): Promise<{ session: SessionOfToken; currency: string; currencyId: number }> => {
    const session = await repository.sessionOfToken(body.session_token, tx);
    if (
      !session ||
      session.mode !== 'real' ||
      session.providerId !== provider.id ||
      session.playerId !== body.player_id
    )
      throw new AppError('unauthenticated', 'Unknown game session.');
    if (session.currencyCode !== body.currency || session.currencyId === null)
      throw new AppError('bad_request', 'The currency is not the player’s currency.');
    return { session, currency: session.currencyCode, currencyId: session.currencyId };
  };

  /** A win's or rollback's player and currency: from the session token, or without one. */
  const settlementFor = async (
    tx: Db,
    provider: Provider,
    body: { session_token?: string | undefined; player_id: number; currency: string },
  ): Promise<{ sessionId: string | null; currency: string; currencyId: number }> => {
    if (body.session_token) {
      const { session, currency, currencyId } = await sessionFor(tx, provider, {
        ...body,
        session_token: body.session_token,
      });
      return { sessionId: session.id, currency, currencyId };
    }
    const player = await repository.playerCurrency(tx, body.player_id);
    if (!player) throw new AppError('unauthenticated', 'Unknown player.');
    if (player.code !== body.currency)
      throw new AppError('bad_request', 'The currency is not the player’s currency.');
    return { sessionId: null, currency: player.code, currencyId: player.id };
  };

  /** Replays the stored answer of an id seen before, or refuses when it was another call. */
  const replay = (row: ProviderTransactionRow, kind: string, playerId: number, amount: bigint) => {
    if (row.kind === 'tombstone' && kind === 'bet')
      return refusal(new AppError('transaction_rolled_back'));
    if (row.kind !== kind || row.playerId !== playerId || row.amount !== amount)
      return refusal(
        new AppError('idempotency_conflict', 'This transaction id was used for another call.'),
      );
    const body = row.response as SeamlessResponse | ApiErrorBody;
    return {
      status: row.httpStatus,
      body: row.httpStatus === 200 ? { ...(body as SeamlessResponse), replayed: true } : body,
    };
  };

  /**
   * Runs a call that names a transaction id: the id is claimed for this provider first, and a
   * claim made before answers the stored first answer. `refuse` stores a refusal as the answer.
   */
  const once = (
    provider: Provider,
    values: Omit<NewProviderTransaction, 'providerId'>,
    work: (
      tx: Db,
      claim: { id: number; refuse: (error: AppError) => Promise<SeamlessAnswer> },
      moved: (playerId: number, pockets: WalletRow) => void,
    ) => Promise<SeamlessAnswer>,
  ): Promise<SeamlessAnswer> =>
    committed(async (tx, moved) => {
      const id = await repository.claim(tx, { providerId: provider.id, ...values });
      if (id === undefined) {
        const first = await repository.find(tx, provider.id, values.externalId);
        // Nothing claimed and nothing before: the player does not exist, for any retry too.
        if (!first) throw new AppError('unauthenticated', 'Unknown player.');
        return replay(first, values.kind, values.playerId, values.amount);
      }
      const refuse = async (error: AppError) => {
        const answer = refusal(error);
        await repository.settle(tx, id, {
          status: 'refused',
          httpStatus: answer.status,
          response: answer.body,
        });
        return answer;
      };
      return work(tx, { id, refuse }, moved);
    });

  const ledgerKey = (provider: Provider, externalId: string) =>
    `provider:${provider.slug}:${externalId}`;

  return {
    balance: async (
      provider: Provider,
      body: { session_token: string; player_id: number; currency: string },
    ): Promise<SeamlessAnswer> =>
      repository.transaction(async (tx) => {
        const { currency } = await sessionFor(tx, provider, body);
        return currentAnswer(tx, body.player_id, currency);
      }),

    bet: async (provider: Provider, body: SeamlessBetBody): Promise<SeamlessAnswer> => {
      const amount = toMinor(body.amount);
      return once(
        provider,
        {
          externalId: body.transaction_id,
          kind: 'bet',
          playerId: body.player_id,
          roundId: body.round_id,
          gameId: body.game_id,
          amount,
        },
        async (tx, { id: claimed, refuse }, moved) => {
          const { session, currency, currencyId } = await sessionFor(tx, provider, body);
          // Not a stored refusal: the claim is undone, so the bet may come again after it.
          if (session.skinId !== null && (await isInMaintenance(session.skinId, tx)))
            throw new AppError('in_maintenance');
          const context = await repository.lockForBet(tx, body.player_id);
          if (!context) throw new AppError('unauthenticated', 'Unknown player.');
          const now = new Date();
          const played = playedSince(context.day.lastBetAt, now);

          if (!provider.enabled) return refuse(new AppError('game_not_available'));
          if (session.loginEnded || session.expiresAt <= now)
            return refuse(new AppError('game_session_expired'));
          if (session.gameId !== body.game_id)
            return refuse(new AppError('bad_request', 'The game is not the session’s game.'));
          const refused = betRefusal(context, amount, now, played);
          if (refused) return refuse(refused);
          const split = splitBet(context.pockets, amount);
          if (!split) {
            const held = context.pockets;
            return refuse(
              new AppError('insufficient_funds', undefined, undefined, {
                balance: toMajor(held.available + held.deposited + held.bonus),
              }),
            );
          }

          const posted = await wallet.postWithin(tx, {
            playerId: body.player_id,
            currencyId,
            type: 'casino_bet',
            idempotencyKey: ledgerKey(provider, body.transaction_id),
            changes: split,
            house: 'game_revenue',
            createdBy: provider.slug,
            meta: { round_id: body.round_id, game_id: body.game_id, game_session_id: session.id },
          });
          moved(body.player_id, posted.pockets);
          const answer = answerOf(posted.pockets, currency, {
            casino_transaction_id: String(posted.transactionId),
          });
          await repository.settle(
            tx,
            claimed,
            {
              status: 'ok',
              httpStatus: 200,
              response: answer.body,
              walletTransactionId: posted.transactionId,
              changes: changesToJson(split),
              gameSessionId: session.id,
            },
            {
              day: {
                playerId: body.player_id,
                change: { bets: amount, playingSeconds: played, betAt: true },
              },
              touch: { sessionId: session.id, idleMinutes: SESSION_IDLE_MINUTES },
            },
          );
          return answer;
        },
      );
    },

    win: async (provider: Provider, body: SeamlessWinBody): Promise<SeamlessAnswer> => {
      const amount = toMinor(body.amount);
      return once(
        provider,
        {
          externalId: body.transaction_id,
          kind: 'win',
          playerId: body.player_id,
          roundId: body.round_id,
          gameId: body.game_id,
          amount,
        },
        async (tx, { id: claimed, refuse }, moved) => {
          // Wins are taken after the game session expired: the round was paid for.
          const { sessionId, currency, currencyId } = await settlementFor(tx, provider, body);
          // From here the player's movements wait for this one: no rollback of the round's
          // bets can slip between what this win reads and its credit.
          await wallet.lockWithin(tx, body.player_id);
          const bet = await repository.find(tx, provider.id, body.bet_transaction_id);
          if (
            !bet ||
            bet.kind !== 'bet' ||
            bet.playerId !== body.player_id ||
            bet.status === 'refused'
          )
            return refuse(new AppError('bet_not_found'));
          if (bet.status === 'rolled_back') return refuse(new AppError('transaction_rolled_back'));
          if (bet.roundId !== body.round_id)
            return refuse(new AppError('bad_request', 'The round is not the round of the bet.'));
          const round = await repository.roundOf(tx, provider.id, body.player_id, body.round_id);
          if (round.wins >= SEAMLESS_MAX_WINS_PER_ROUND) {
            onAlarm('win_limit_reached', { provider: provider.slug, round_id: body.round_id });
            return refuse(new AppError('win_limit_reached'));
          }

          if (amount === 0n) {
            const answer = await currentAnswer(tx, body.player_id, currency);
            await repository.settle(tx, claimed, {
              status: 'ok',
              httpStatus: 200,
              response: answer.body,
            });
            return answer;
          }
          // The win follows every stake of the bet's round, in the proportion each pocket paid.
          const staked = round.betChanges.map(changesFromJson);
          const posted = await wallet.postWithin(tx, {
            playerId: body.player_id,
            currencyId,
            type: 'casino_win',
            idempotencyKey: ledgerKey(provider, body.transaction_id),
            changes: splitWin(
              staked.length > 0 ? staked.reduce(addChanges) : changesFromJson(bet.changes),
              amount,
            ),
            house: 'game_revenue',
            createdBy: provider.slug,
            meta: {
              round_id: body.round_id,
              game_id: body.game_id,
              game_session_id: bet.gameSessionId ?? sessionId,
            },
          });
          moved(body.player_id, posted.pockets);
          const answer = answerOf(posted.pockets, currency, {
            casino_transaction_id: String(posted.transactionId),
          });
          await repository.settle(
            tx,
            claimed,
            {
              status: 'ok',
              httpStatus: 200,
              response: answer.body,
              walletTransactionId: posted.transactionId,
              // The win counts in the session of its bet (the reality check's summary).
              gameSessionId: bet.gameSessionId ?? sessionId,
            },
            { day: { playerId: body.player_id, change: { wins: amount } } },
          );
          return answer;
        },
      );
    },

    rollback: async (provider: Provider, body: SeamlessRollbackBody): Promise<SeamlessAnswer> =>
      once(
        provider,
        {
          externalId: body.transaction_id,
          kind: 'rollback',
          playerId: body.player_id,
          roundId: body.round_id ?? null,
          gameId: body.game_id ?? null,
          amount: 0n,
        },
        async (tx, { id: claimed }, moved) => {
          const { sessionId, currency, currencyId } = await settlementFor(tx, provider, body);
          const finish = async (answer: SeamlessAnswer, walletTransactionId?: number) => {
            await repository.settle(tx, claimed, {
              status: answer.status === 200 ? 'ok' : 'refused',
              httpStatus: answer.status,
              response: answer.body,
              ...(walletTransactionId ? { walletTransactionId } : {}),
            });
            return answer;
          };

          // The bet may not have arrived yet: a tombstone under its id refuses it when it does.
          const recorded = await repository.tombstone(tx, {
            providerId: provider.id,
            externalId: body.bet_transaction_id,
            kind: 'tombstone',
            playerId: body.player_id,
            gameSessionId: sessionId,
            roundId: body.round_id ?? null,
            gameId: body.game_id ?? null,
            amount: 0n,
          });
          if (recorded) return finish(await currentAnswer(tx, body.player_id, currency));

          // From here the player's movements wait for this one: no win of the round can be
          // credited between the check below and the refund.
          await wallet.lockWithin(tx, body.player_id);
          const bet = await repository.find(tx, provider.id, body.bet_transaction_id);
          if (
            !bet ||
            bet.playerId !== body.player_id ||
            (bet.kind !== 'bet' && bet.kind !== 'tombstone')
          )
            return finish(refusal(new AppError('bet_not_found')));
          // A refused or already rolled-back bet moved nothing, or was already refunded.
          if (bet.kind === 'tombstone' || bet.status !== 'ok')
            return finish(await currentAnswer(tx, body.player_id, currency));
          // A round that was won is settled: refunding its bet alone would pay the stake twice.
          if (
            bet.roundId !== null &&
            (await repository.roundOf(tx, provider.id, body.player_id, bet.roundId)).wins > 0
          )
            return finish(refusal(new AppError('bet_already_settled')));

          const posted = await wallet.postWithin(tx, {
            playerId: body.player_id,
            currencyId,
            type: 'refund',
            idempotencyKey: ledgerKey(provider, body.transaction_id),
            changes: negate(changesFromJson(bet.changes)),
            house: 'game_revenue',
            createdBy: provider.slug,
            meta: {
              bet_transaction_id: body.bet_transaction_id,
              // The ledger's own link: reports leave out a bet that a refund undid.
              refund_of: bet.walletTransactionId,
              game_id: bet.gameId,
              game_session_id: bet.gameSessionId ?? sessionId,
            },
          });
          await repository.markRolledBack(tx, bet.id);
          await repository.addToDay(tx, body.player_id, { bets: -bet.amount, day: bet.createdAt });
          moved(body.player_id, posted.pockets);
          return finish(
            answerOf(posted.pockets, currency, {
              casino_transaction_id: String(posted.transactionId),
            }),
            posted.transactionId,
          );
        },
      ),
  };
};

export type SeamlessService = ReturnType<typeof createSeamlessService>;
