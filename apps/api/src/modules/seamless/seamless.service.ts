import {
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
import { gameSessionTouch } from '../play/play.service';
import {
  dayCount,
  stakeContextOfRow,
  type ProtectionService,
} from '../protection/protection.service';
import { walletStateOfRead, type WalletService } from '../wallet/wallet.service';
import {
  addChanges,
  betDecision,
  betMovement,
  changesFromJson,
  changesToJson,
  ledgerKey,
  negate,
  winDecision,
  winMovement,
  type Provider,
} from './seamless.decisions';
import type {
  NewProviderTransaction,
  ProviderTransactionRow,
  SeamlessRepository,
  SessionOfToken,
} from './seamless.repository';

export type { Provider } from './seamless.decisions';

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

/**
 * The casino's side of the seamless-wallet interface (ARCHITECTURE.md §6): balance, bet, win
 * and rollback for game providers. Each provider transaction id is processed once: the first
 * answer is stored with it and returned to every retry. A bet or a win is decided on one read
 * and booked by one statement if the player's wallet did not move in between; otherwise it is
 * decided and booked under the wallet's lock (decision 21). Either way concurrent bets can
 * neither overdraw nor pass a limit together.
 */
export const createSeamlessService = (
  repository: SeamlessRepository,
  wallet: WalletService,
  protection: ProtectionService,
  options: {
    /** Told of a player's new pockets once the movement is committed (the socket push). */
    onBalance?: (playerId: number, pockets: WalletRow) => void;
    /** Whether a site is in maintenance: its players' bets are refused meanwhile. */
    isInMaintenance?: (skinId: number, tx?: Db) => Promise<boolean>;
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
    answerOf(await wallet.pocketsWithin(tx, playerId), currency);

  /** The game session of the token, for this provider and player; refusals are thrown. */
  const checkedSession = (
    provider: Provider,
    body: { player_id: number; currency: string },
    session: SessionOfToken | undefined,
  ): { session: SessionOfToken; currency: string; currencyId: number } => {
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

  const sessionFor = async (
    tx: Db,
    provider: Provider,
    body: { session_token: string; player_id: number; currency: string },
  ): Promise<{ session: SessionOfToken; currency: string; currencyId: number }> =>
    checkedSession(provider, body, await repository.sessionOfToken(body.session_token, tx));

  /**
   * A bet in two round trips: one read of everything it is decided on, without a lock, then
   * one statement that books it only if the wallet is still at the version read (every change
   * of the pockets or of the day's totals goes with a change of the wallet row). Undefined when
   * the bet is not plainly acceptable (a refusal, a retry, a new player's first bets) or the
   * wallet moved in between: the locked path then decides, and stores its answer.
   */
  const betAtOnce = async (
    provider: Provider,
    body: SeamlessBetBody,
    amount: bigint,
  ): Promise<SeamlessAnswer | undefined> => {
    const read = await repository.betRead(provider.id, body.transaction_id, body.session_token);
    if (!read || read.seen || !read.stake || !read.wallet) return undefined;
    const session = read.session;
    if (
      session.mode !== 'real' ||
      session.providerId !== provider.id ||
      session.playerId !== body.player_id ||
      session.currencyCode !== body.currency ||
      session.currencyId === null
    )
      return undefined;
    if (session.skinId !== null && (await isInMaintenance(session.skinId))) return undefined;
    const expected = walletStateOfRead(read.wallet);
    const decision = betDecision(
      provider,
      body,
      session,
      stakeContextOfRow(read.stake),
      expected,
      amount,
      new Date(),
    );
    if ('refusal' in decision) return undefined;
    const { split, played } = decision;
    const answer = answerOf(addChanges(expected, split), session.currencyCode);
    const posted = await wallet.bookIfUnchanged(
      betMovement(provider, body, session, session.currencyId, split),
      expected,
      [
        (booked) =>
          repository.acceptedWith(
            {
              providerId: provider.id,
              externalId: body.transaction_id,
              kind: 'bet',
              playerId: body.player_id,
              gameSessionId: session.id,
              roundId: body.round_id,
              gameId: body.game_id,
              amount,
              changes: changesToJson(split),
              response: answer.body,
            },
            booked,
          ),
        (booked) =>
          dayCount(
            body.player_id,
            { bets: amount, playingSeconds: played, betAt: true, day: read.stake!.day },
            booked,
          ),
        (booked) => gameSessionTouch(session.id, SESSION_IDLE_MINUTES, booked),
      ],
    );
    if (!posted) return undefined;
    onBalance(body.player_id, posted.pockets);
    return answerOf(posted.pockets, session.currencyCode, {
      casino_transaction_id: String(posted.transactionId),
    });
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

  /**
   * A win with money and a session token in two round trips, as `betAtOnce`: one read without a
   * lock, one statement that books it if the wallet is still at the version read (a bet, a win,
   * a rollback or a zero win of the player changes it). Otherwise the locked path decides.
   */
  const winAtOnce = async (
    provider: Provider,
    body: SeamlessWinBody,
    amount: bigint,
  ): Promise<SeamlessAnswer | undefined> => {
    if (amount === 0n || !body.session_token) return undefined;
    const read = await repository.winRead(provider.id, {
      token: body.session_token,
      externalId: body.transaction_id,
      betExternalId: body.bet_transaction_id,
      playerId: body.player_id,
      roundId: body.round_id,
    });
    if (!read || read.seen || !read.wallet || !read.bet) return undefined;
    const session = read.session;
    if (
      session.mode !== 'real' ||
      session.providerId !== provider.id ||
      session.playerId !== body.player_id ||
      session.currencyCode !== body.currency ||
      session.currencyId === null
    )
      return undefined;
    const decision = winDecision(body, read.bet, read.round, amount);
    if ('refusal' in decision) return undefined;
    const expected = walletStateOfRead(read.wallet);
    const answer = answerOf(addChanges(expected, decision.changes), session.currencyCode);
    const movement = winMovement(
      provider,
      body,
      read.bet,
      session.id,
      session.currencyId,
      decision.changes,
    );
    const posted = await wallet.bookIfUnchanged(movement, expected, [
      (booked) =>
        repository.acceptedWith(
          {
            providerId: provider.id,
            externalId: body.transaction_id,
            kind: 'win',
            playerId: body.player_id,
            // The win counts in the session of its bet (the reality check's summary).
            gameSessionId: read.bet!.gameSessionId ?? session.id,
            roundId: body.round_id,
            gameId: body.game_id,
            amount,
            response: answer.body,
          },
          booked,
        ),
      (booked) => dayCount(body.player_id, { wins: amount }, booked),
    ]);
    if (!posted) return undefined;
    onBalance(body.player_id, posted.pockets);
    return answerOf(posted.pockets, session.currencyCode, {
      casino_transaction_id: String(posted.transactionId),
    });
  };

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
      const atOnce = await betAtOnce(provider, body, amount);
      if (atOnce) return atOnce;
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
          // From here every movement of the player waits for this bet's commit.
          const pockets = await wallet.lockWithin(tx, body.player_id);
          const context = pockets && (await protection.stakeContextOf(tx, body.player_id));
          if (!pockets || !context) throw new AppError('unauthenticated', 'Unknown player.');
          const decision = betDecision(
            provider,
            body,
            session,
            context,
            pockets,
            amount,
            new Date(),
          );
          if ('refusal' in decision) return refuse(decision.refusal);
          const { split, played } = decision;

          const posted = await wallet.postWithin(
            tx,
            betMovement(provider, body, session, currencyId, split),
          );
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
            [
              dayCount(body.player_id, { bets: amount, playingSeconds: played, betAt: true }),
              gameSessionTouch(session.id, SESSION_IDLE_MINUTES),
            ],
          );
          return answer;
        },
      );
    },

    win: async (provider: Provider, body: SeamlessWinBody): Promise<SeamlessAnswer> => {
      const amount = toMinor(body.amount);
      const atOnce = await winAtOnce(provider, body, amount);
      if (atOnce) return atOnce;
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
          const round = await repository.roundOf(tx, provider.id, body.player_id, body.round_id);
          const decision = winDecision(body, bet, round, amount);
          if ('refusal' in decision) {
            if (decision.refusal.code === 'win_limit_reached')
              onAlarm('win_limit_reached', { provider: provider.slug, round_id: body.round_id });
            return refuse(decision.refusal);
          }

          if (amount === 0n) {
            // A zero win changes what the round holds: a booking read before must not rely on it.
            await wallet.markChangedWithin(tx, body.player_id);
            const answer = await currentAnswer(tx, body.player_id, currency);
            await repository.settle(tx, claimed, {
              status: 'ok',
              httpStatus: 200,
              response: answer.body,
            });
            return answer;
          }
          const posted = await wallet.postWithin(
            tx,
            winMovement(provider, body, bet!, sessionId, currencyId, decision.changes),
          );
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
              gameSessionId: bet!.gameSessionId ?? sessionId,
            },
            [dayCount(body.player_id, { wins: amount })],
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
          await protection.count(tx, body.player_id, {
            bets: -bet.amount,
            day: bet.createdAt.toISOString().slice(0, 10),
          });
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
