import {
  SESSION_IDLE_MINUTES,
  toMajor,
  toMinor,
  type ApiErrorBody,
  type ErrorCode,
  type SeamlessBetBody,
  type SeamlessResponse,
  type SeamlessRollbackBody,
  type SeamlessWinBody,
} from '@prime/contract';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { retryOnConflict } from '../../lib/db-errors';
import { gameSessionTouch } from '../play/play.service';
import {
  dayCount,
  playAfter,
  stakeContextOfRow,
  type ProtectionService,
} from '../protection/protection.service';
import { walletStateOfRead, type WalletService, type WalletState } from '../wallet/wallet.service';
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
import { createSessionMemory, type KnownSession } from './seamless.memory';
import type {
  BetOfWin,
  NewProviderTransaction,
  ProviderTransactionRow,
  RoundSoFar,
  SeamlessRepository,
  SessionOfToken,
} from './seamless.repository';

export type { Provider } from './seamless.decisions';

/** How many game sessions a process knows the standing of, and for how long (ms) at most. */
const KNOWN_SESSIONS = 10_000;
const KNOWN_SESSION_MS = 60_000;

/**
 * The bonus's part of a stake on one game (the bonus module), inside the bet's transaction under
 * the wallet's lock: whether the stake is one of the player's free spins (then `take` pays it
 * from the casino into the bonus pocket, from which the stake is taken), and the wagering count.
 */
export type BonusStake = {
  freeSpinWithin: (
    tx: Db,
    stake: { playerId: number; amount: bigint; key: string },
  ) => Promise<{ take: () => Promise<void> } | undefined>;
  countWithin: (
    tx: Db,
    stake: { playerId: number; amount: bigint; freeSpin: boolean },
  ) => Promise<(() => void) | undefined>;
};

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
 * answer is stored with it and returned to every retry. A bet or a win is decided on what the
 * session's last call left, or on one read, and booked by one statement if nothing it was
 * decided on moved meanwhile; otherwise it is decided and booked under the wallet's lock
 * (decision 21). Either way concurrent bets can neither overdraw nor pass a limit together.
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
    /**
     * Told of a bet refused by player protection (a limit, say), once its refusal is committed:
     * the player's limit message. Never awaited by the provider's answer.
     */
    onBetRefused?: (playerId: number, code: ErrorCode) => void;
    /**
     * The bonus's wagering of a stake on a game, prepared before the bet's transaction; the
     * answer runs inside it under the wallet's lock when the player has an active bonus, and
     * answers what to do once it committed.
     */
    bonusStakeOn?: (gameId: number) => Promise<BonusStake>;
    /**
     * A stake rolled back, inside the rollback's transaction under the wallet's lock: the bonus
     * takes back the wagering it counted, and answers what to do once it committed.
     */
    bonusUnstakeWithin?: (
      tx: Db,
      stake: { playerId: number; gameId: number | null; amount: bigint; at: Date; key: string },
    ) => Promise<(() => void) | undefined>;
  } = {},
) => {
  const onBalance = options.onBalance ?? (() => undefined);
  const onBetRefused = options.onBetRefused ?? (() => undefined);
  const isInMaintenance = options.isInMaintenance ?? (async () => false);
  const onAlarm = options.onAlarm ?? (() => undefined);
  /** The game sessions whose last call this process booked (decision 21). */
  const memory = createSessionMemory({ size: KNOWN_SESSIONS, maxAgeMs: KNOWN_SESSION_MS });
  /**
   * Runs a call in one database transaction, run again whole if it loses a deadlock (decision
   * 36); a balance it changed is told after the commit.
   */
  const committed = async (
    work: (
      tx: Db,
      moved: (playerId: number, pockets: WalletRow) => void,
    ) => Promise<SeamlessAnswer>,
  ): Promise<SeamlessAnswer> => {
    let change: { playerId: number; pockets: WalletRow } | undefined;
    const answer = await retryOnConflict(
      () => {
        change = undefined;
        return repository.transaction((tx) =>
          work(tx, (playerId, pockets) => {
            change = { playerId, pockets };
          }),
        );
      },
      (error, attempt) => onAlarm('transaction retried after a deadlock', { attempt, err: error }),
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

  /** Whether a session may carry this call: real money, this provider, player and currency. */
  const carries = (
    session: SessionOfToken,
    provider: Provider,
    body: SeamlessWinBody | SeamlessBetBody,
  ): session is SessionOfToken & { currencyId: number; currencyCode: string } =>
    session.mode === 'real' &&
    session.providerId === provider.id &&
    session.playerId === body.player_id &&
    session.currencyCode === body.currency &&
    session.currencyId !== null;

  /**
   * A bet without a lock held before, decided on `basis` (what this process knows of the
   * session, or a read) and booked by one statement only if the wallet is still at the version
   * decided on (every change of the pockets or of the day's totals goes with a change of the
   * wallet row) and `guard` holds. Undefined when the bet is not plainly acceptable (a refusal,
   * a retry, a new player's first bets) or the basis no longer holds. What the booking leaves
   * is remembered as the basis of the session's next bet.
   */
  const betOn = async (
    provider: Provider,
    body: SeamlessBetBody,
    amount: bigint,
    basis: KnownSession,
    guard?: SQL,
  ): Promise<SeamlessAnswer | undefined> => {
    const { session, wallet: expected } = basis;
    if (!carries(session, provider, body)) return undefined;
    // A bet of a player with an active bonus counts toward its wagering: the locked path books it.
    if (basis.context.bonus) return undefined;
    if (session.skinId !== null && (await isInMaintenance(session.skinId))) return undefined;
    const now = new Date();
    const decision = betDecision(provider, body, session, basis.context, expected, amount, now);
    if ('refusal' in decision) return undefined;
    const { split, played } = decision;
    const answer = answerOf(addChanges(expected, split), session.currencyCode);
    const counted = { bets: amount, playingSeconds: played, betAt: now, day: basis.date };
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
        (booked) => dayCount(body.player_id, counted, booked),
        (booked) => gameSessionTouch(session.id, SESSION_IDLE_MINUTES, booked),
      ],
      guard,
    );
    if (!posted) return undefined;
    const next: KnownSession = {
      ...basis,
      session: { ...session, expiresAt: new Date(now.getTime() + SESSION_IDLE_MINUTES * 60_000) },
      context: playAfter(basis.context, counted),
      wallet: { ...posted.pockets, version: expected.version + 1n },
    };
    memory.betTaken(
      next,
      body.transaction_id,
      {
        kind: 'bet',
        playerId: body.player_id,
        status: 'ok',
        roundId: body.round_id,
        changes: changesToJson(split),
        gameSessionId: session.id,
      },
      body.round_id,
    );
    memory.set(body.session_token, next);
    onBalance(body.player_id, posted.pockets);
    return answerOf(posted.pockets, session.currencyCode, {
      casino_transaction_id: String(posted.transactionId),
    });
  };

  /**
   * A bet in one round trip when this process booked the session's last call, with the guard
   * that the session's and player's standing is still as it was read; otherwise in two, one read
   * of everything it is decided on without a lock and one booking (decision 21). Undefined when
   * neither books: the locked path then decides, and stores its answer.
   */
  const betAtOnce = async (
    provider: Provider,
    body: SeamlessBetBody,
    amount: bigint,
  ): Promise<SeamlessAnswer | undefined> => {
    const token = body.session_token;
    const known = memory.get(token);
    if (known) {
      const answer = await betOn(
        provider,
        body,
        amount,
        known,
        repository.standingIs(token, known.digest),
      );
      if (answer) return answer;
      memory.forget(token);
    }
    const read = await repository.betRead(provider.id, body.transaction_id, token);
    if (!read || read.seen || !read.stake || !read.wallet) return undefined;
    return betOn(provider, body, amount, {
      session: read.session,
      context: stakeContextOfRow(read.stake),
      date: read.stake.day,
      wallet: walletStateOfRead(read.wallet),
      digest: read.digest,
      bets: new Map(),
      rounds: new Map(),
      at: Date.now(),
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
   * A win with money, decided on `basis` without a lock and booked by one statement only if the
   * wallet is still at the version decided on (a bet, a win, a rollback or a zero win of the
   * player changes it) and `guard` holds. Undefined otherwise: the locked path then decides.
   */
  const winOn = async (
    provider: Provider,
    body: SeamlessWinBody & { session_token: string },
    amount: bigint,
    basis: { session: SessionOfToken; wallet: WalletState; bet: BetOfWin; round: RoundSoFar },
    guard?: SQL,
  ): Promise<SeamlessAnswer | undefined> => {
    const { session, wallet: expected, bet } = basis;
    if (!carries(session, provider, body)) return undefined;
    const decision = winDecision(body, bet, basis.round, amount);
    if ('refusal' in decision) return undefined;
    const answer = answerOf(addChanges(expected, decision.changes), session.currencyCode);
    const movement = winMovement(
      provider,
      body,
      bet,
      session.id,
      session.currencyId,
      decision.changes,
    );
    const posted = await wallet.bookIfUnchanged(
      movement,
      expected,
      [
        (booked) =>
          repository.acceptedWith(
            {
              providerId: provider.id,
              externalId: body.transaction_id,
              kind: 'win',
              playerId: body.player_id,
              // The win counts in the session of its bet (the reality check's summary).
              gameSessionId: bet.gameSessionId ?? session.id,
              roundId: body.round_id,
              gameId: body.game_id,
              amount,
              response: answer.body,
            },
            booked,
          ),
        (booked) => dayCount(body.player_id, { wins: amount }, booked),
      ],
      guard,
    );
    if (!posted) return undefined;
    // What the process knows of the session follows, if it knew the wallet this win moved.
    const known = memory.get(body.session_token);
    const today = new Date().toISOString().slice(0, 10);
    if (known && known.wallet.version === expected.version && known.date === today) {
      const round = known.rounds.get(body.round_id) ?? basis.round;
      known.rounds.set(body.round_id, { ...round, wins: round.wins + 1 });
      memory.set(body.session_token, {
        ...known,
        context: playAfter(known.context, { wins: amount }),
        wallet: { ...posted.pockets, version: expected.version + 1n },
      });
    } else memory.forget(body.session_token);
    onBalance(body.player_id, posted.pockets);
    return answerOf(posted.pockets, session.currencyCode, {
      casino_transaction_id: String(posted.transactionId),
    });
  };

  /**
   * A win with money and a session token in one round trip when this process booked its bet
   * and knows the round, with the guard that the round still holds what is known of it;
   * otherwise in two, as `betAtOnce`. Undefined when neither books.
   */
  const winAtOnce = async (
    provider: Provider,
    body: SeamlessWinBody,
    amount: bigint,
  ): Promise<SeamlessAnswer | undefined> => {
    if (amount === 0n || !body.session_token) return undefined;
    const call = { ...body, session_token: body.session_token };
    const known = memory.get(call.session_token);
    const bet = known?.bets.get(body.bet_transaction_id);
    const round = known?.rounds.get(body.round_id);
    if (known && bet && round) {
      const held = { bets: round.betChanges.length, wins: round.wins };
      const answer = await winOn(
        provider,
        call,
        amount,
        { session: known.session, wallet: known.wallet, bet, round },
        repository.roundHolds(provider.id, body.player_id, body.round_id, held),
      );
      if (answer) return answer;
      memory.forget(call.session_token);
    }
    const read = await repository.winRead(provider.id, {
      token: call.session_token,
      externalId: body.transaction_id,
      betExternalId: body.bet_transaction_id,
      playerId: body.player_id,
      roundId: body.round_id,
    });
    if (!read || read.seen || !read.wallet || !read.bet) return undefined;
    return winOn(provider, call, amount, {
      session: read.session,
      wallet: walletStateOfRead(read.wallet),
      bet: read.bet,
      round: read.round,
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
      let refusedWith: ErrorCode | undefined;
      let afterBonus: (() => void) | undefined;
      const bonusStake = await options.bonusStakeOn?.(body.game_id);
      const settled = await once(
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
          // A run again after a deadlock starts from nothing.
          refusedWith = undefined;
          afterBonus = undefined;
          const { session, currency, currencyId } = await sessionFor(tx, provider, body);
          // Not a stored refusal: the claim is undone, so the bet may come again after it.
          if (session.skinId !== null && (await isInMaintenance(session.skinId, tx)))
            throw new AppError('in_maintenance');
          // From here every movement of the player waits for this bet's commit.
          const pockets = await wallet.lockWithin(tx, body.player_id);
          const context = pockets && (await protection.stakeContextOf(tx, body.player_id));
          if (!pockets || !context) throw new AppError('unauthenticated', 'Unknown player.');
          const now = new Date();
          // A free spin of the player's bonus is paid by the casino: decided as if it were held.
          const freeSpin =
            context.bonus && bonusStake
              ? await bonusStake.freeSpinWithin(tx, {
                  playerId: body.player_id,
                  amount,
                  key: ledgerKey(provider, body.transaction_id),
                })
              : undefined;
          const held = freeSpin ? { ...pockets, bonus: pockets.bonus + amount } : pockets;
          const decision = betDecision(provider, body, session, context, held, amount, now);
          if ('refusal' in decision) {
            refusedWith = decision.refusal.code;
            return refuse(decision.refusal);
          }
          const { played } = decision;
          let { split } = decision;
          if (freeSpin) {
            await freeSpin.take();
            split = { available: 0n, deposited: 0n, bonus: -amount };
          }

          let posted = await wallet.postWithin(
            tx,
            betMovement(provider, body, session, currencyId, split),
          );
          if (context.bonus && bonusStake) {
            afterBonus = await bonusStake.countWithin(tx, {
              playerId: body.player_id,
              amount,
              freeSpin: Boolean(freeSpin),
            });
            // Wagering may have converted or ended the bonus: the answer shows the pockets now.
            if (afterBonus)
              posted = { ...posted, pockets: await wallet.pocketsWithin(tx, body.player_id) };
          }
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
              dayCount(body.player_id, { bets: amount, playingSeconds: played, betAt: now }),
              gameSessionTouch(session.id, SESSION_IDLE_MINUTES),
            ],
          );
          return answer;
        },
      );
      if (refusedWith) onBetRefused(body.player_id, refusedWith);
      afterBonus?.();
      return settled;
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

    rollback: async (provider: Provider, body: SeamlessRollbackBody): Promise<SeamlessAnswer> => {
      let afterBonus: (() => void) | undefined;
      const settled = await once(
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
          afterBonus = undefined;
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
          // A stake that no longer stands no longer counts toward the bonus's wagering.
          afterBonus = await options.bonusUnstakeWithin?.(tx, {
            playerId: body.player_id,
            gameId: bet.gameId,
            amount: bet.amount,
            at: bet.createdAt,
            key: ledgerKey(provider, body.bet_transaction_id),
          });
          moved(body.player_id, posted.pockets);
          return finish(
            answerOf(posted.pockets, currency, {
              casino_transaction_id: String(posted.transactionId),
            }),
            posted.transactionId,
          );
        },
      );
      afterBonus?.();
      return settled;
    },
  };
};

export type SeamlessService = ReturnType<typeof createSeamlessService>;
