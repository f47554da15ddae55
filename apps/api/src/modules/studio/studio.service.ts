import { randomUUID } from 'node:crypto';
import {
  toMajor,
  toMinor,
  type GameDetail,
  type StudioHistoryRound,
  type StudioRules,
  type StudioSession,
} from '@prime/contract';
import { AppError } from '../../lib/app-error';
import type { CasinoService } from '../casino/casino.service';
import { findStudioEngine, type InstantEngine, type StudioEngine } from './engine';
import type { SeamlessClient } from './seamless-client';
import type {
  OpenRound,
  PlayingRound,
  StudioRepository,
  StudioSessionRow,
} from './studio.repository';

/** Stakes a game offers, in minor units; a game offers those between its min and max bet. */
const BET_LADDER = [10n, 20n, 50n, 100n, 200n, 500n, 1_000n, 2_000n, 5_000n, 10_000n];

/** Rounds a game's history shows. */
const HISTORY_ROUNDS = 20;

/** Stake ids of a round with several stakes: `${roundId}:bet`, then `:bet:2`, `:bet:3`, ... */
const stakeId = (roundId: string, number: number) =>
  number === 1 ? `${roundId}:bet` : `${roundId}:bet:${number}`;

/**
 * The bookkeeping of a round's extra stakes, kept in its outcome: how many were tried (each try
 * gets its own transaction id) and which of them were taken and counted in the round.
 */
type StakeBook = { stakes_tried?: number; stakes_taken?: number[] };

/** A round changed by another request meanwhile: nothing of this one was applied. */
const roundChanged = () =>
  new AppError('validation_failed', 'The hand changed meanwhile. Please try again.', {
    round_id: ['The hand changed meanwhile.'],
  });

/** Tries of a win the wallet did not answer; the round stays open for a later settlement. */
const WIN_ATTEMPTS = 3;

/**
 * The in-house studio (ARCHITECTURE.md §6) as a game provider: its game pages ask it for a
 * session and for spins; outcomes are drawn on the server, and real money moves only through
 * the casino's seamless wallet, signed like any provider's call. Demo play keeps play money on
 * the game session and never touches the wallet.
 */
export const createStudioService = (deps: {
  repository: StudioRepository;
  casino: CasinoService;
  wallet: SeamlessClient;
  engines: readonly StudioEngine[];
  /** The spin value of the player's free spins left on a game (the bonus module); none: none. */
  freeSpinValueOf?: (playerId: number, gameId: number) => Promise<bigint | undefined>;
}) => {
  const { repository, casino, wallet, engines } = deps;

  /** The session of a launch token, its game, and the engine family that runs the game. */
  const open = async (token: string) => {
    const session = await repository.sessionOfToken(token);
    if (!session)
      throw new AppError(
        'unauthenticated',
        'This game session is not valid. Please open the game again.',
      );
    const game = await casino.getGame(session.gameId).catch(() => undefined);
    const engine = game && findStudioEngine(engines, game);
    if (!game || !engine) throw new AppError('game_not_available');
    return { session, game, engine, rules: engine.rules(game) };
  };
  type Opened = Awaited<ReturnType<typeof open>>;

  /**
   * Stakes between the game's limits that divide by the engine's divisor (a slot's lines): every
   * pay is then an exact number of cents, and the declared RTP holds without rounding.
   */
  const betsOf = (game: GameDetail, engine: StudioEngine, rules: StudioRules) => {
    const min = toMinor(game.min_bet);
    const max = toMinor(game.max_bet);
    const divisor = engine.stakeDivisor?.(rules) ?? 1n;
    // Chips of a table may be smaller than its minimum: a round's total is what must reach it.
    const floor = engine.stakesOnSpots ? divisor : min;
    return BET_LADDER.filter((bet) => bet >= floor && bet <= max && bet % divisor === 0n);
  };

  /**
   * The stake of a round: one of the offered stakes, or at a table the sum of its spots' stakes,
   * each a whole number of the smallest chip, the total within the game's limits.
   */
  const stakeOf = (
    { game, engine, rules }: Opened,
    betMajor: number,
    spots: readonly bigint[] = [],
  ) => {
    const bet = toMinor(betMajor);
    if (!engine.stakesOnSpots) {
      if (!betsOf(game, engine, rules).includes(bet))
        throw new AppError('validation_failed', undefined, { bet: ['This stake is not offered.'] });
      return bet;
    }
    const step = engine.stakeDivisor?.(rules) ?? 1n;
    const refuse = (text: string) => {
      throw new AppError('validation_failed', undefined, { bets: [text] });
    };
    if (spots.length === 0 || spots.some((amount) => amount <= 0n || amount % step !== 0n))
      refuse(`Every stake must be a whole number of ${toMajor(step).toFixed(2)}.`);
    if (spots.reduce((sum, amount) => sum + amount, 0n) !== bet)
      refuse('The total stake does not match the stakes on the spots.');
    if (bet < toMinor(game.min_bet) || bet > toMinor(game.max_bet))
      refuse(
        `The total stake of a round must be between ${game.min_bet.toFixed(2)} and ${game.max_bet.toFixed(2)}.`,
      );
    return bet;
  };

  const seamlessBase = (session: StudioSessionRow, token: string) => ({
    session_token: token,
    player_id: session.playerId!,
    currency: session.currencyCode,
  });

  /** Sends a round's win (zero closes a lost round), with the round's own transaction ids. */
  const sendWin = (round: OpenRound, token?: string) =>
    wallet.call(round.providerSlug, 'win', {
      ...(token ? { session_token: token } : {}),
      player_id: round.playerId,
      currency: round.currencyCode,
      transaction_id: `${round.id}:win`,
      bet_transaction_id: `${round.id}:bet`,
      round_id: round.id,
      game_id: round.gameId,
      amount: toMajor(round.win),
    });

  /**
   * Refunds a real round's extra stakes that were tried but never counted in it; `known` are the
   * round's ties when the caller has them.
   */
  const rollbackUncounted = async (
    roundId: string,
    outcome: Record<string, unknown>,
    known?: OpenRound,
  ) => {
    const book = outcome as StakeBook;
    const taken = new Set(book.stakes_taken ?? []);
    if ((book.stakes_tried ?? 0) === taken.size) return;
    const ties = known ?? (await repository.tiesOfRound(roundId));
    if (!ties) return;
    for (let number = 2; number < 2 + (book.stakes_tried ?? 0); number += 1) {
      if (taken.has(number)) continue;
      await wallet.call(ties.providerSlug, 'rollback', {
        player_id: ties.playerId,
        currency: ties.currencyCode,
        transaction_id: `${stakeId(roundId, number)}:rollback`,
        bet_transaction_id: stakeId(roundId, number),
        round_id: roundId,
        game_id: ties.gameId,
      });
    }
  };

  /**
   * Pays a real round: extra stakes tried but never counted are refunded first, since the wallet
   * refuses to roll back a bet of a round that was won; then the win is sent.
   */
  const payRound = async (round: OpenRound, token?: string) => {
    await rollbackUncounted(round.id, round.outcome, round);
    return sendWin(round, token);
  };

  const settleWin = async (round: OpenRound, token?: string) => {
    let lastError: unknown;
    for (let attempt = 1; attempt <= WIN_ATTEMPTS; attempt += 1) {
      try {
        const answer = await payRound(round, token);
        await repository.closeRound(round.id, 'settled');
        return answer;
      } catch (error) {
        lastError = error;
        if (error instanceof AppError) break;
      }
    }
    // The round stays open: settleOpenRounds sends its win again later, with the same ids.
    await repository.noteRoundError(round.id, String(lastError));
    throw lastError;
  };

  /** Takes a demo stake from the play money, or answers insufficient funds with the balance. */
  const debitDemo = async (
    tx: Parameters<Parameters<StudioRepository['transaction']>[0]>[0],
    session: StudioSessionRow,
    bet: bigint,
  ) => {
    if (session.expired) throw new AppError('game_session_expired');
    const left = await repository.debitDemo(tx, session.id, bet);
    if (left === undefined)
      throw new AppError('insufficient_funds', undefined, undefined, {
        balance: toMajor(session.demoBalance ?? 0n),
      });
    return left;
  };

  /** Takes a real stake through the wallet; a refusal closes the round, anything else leaves it. */
  const takeRealBet = async (opened: Opened, token: string, roundId: string, bet: bigint) => {
    try {
      return await wallet.call(opened.session.providerSlug, 'bet', {
        ...seamlessBase(opened.session, token),
        transaction_id: `${roundId}:bet`,
        round_id: roundId,
        game_id: opened.game.id,
        amount: toMajor(bet),
      });
    } catch (error) {
      // A refusal moved nothing; any other failure leaves the round open for settlement.
      if (error instanceof AppError) await repository.closeRound(roundId, 'refused', error.code);
      throw error;
    }
  };

  const openRoundOf = (
    opened: Opened,
    roundId: string,
    win: bigint,
    outcome: Record<string, unknown>,
  ): OpenRound => ({
    id: roundId,
    win,
    outcome,
    gameId: opened.game.id,
    playerId: opened.session.playerId!,
    providerSlug: opened.session.providerSlug,
    currencyCode: opened.session.currencyCode,
  });

  /** The balance the page shows: the play money, or the wallet's total for real play. */
  const balanceOf = async (session: StudioSessionRow, token: string): Promise<number> => {
    if (session.mode === 'demo') return toMajor(session.demoBalance ?? 0n);
    const answer = await wallet.call(session.providerSlug, 'balance', seamlessBase(session, token));
    return answer.balance;
  };

  /** The session of a token whose game runs on `family`. */
  const openFor = async (token: string, family: StudioEngine) => {
    const opened = await open(token);
    if (opened.engine !== family) throw new AppError('game_not_available');
    return opened;
  };

  const finish = async (
    roundId: string,
    win: bigint,
    outcome: Record<string, unknown>,
    previous?: Record<string, unknown>,
  ): Promise<{ finished: boolean; balance?: number }> => {
    const round = await repository.finishPlaying(roundId, win, outcome, previous);
    if (!round) return { finished: false };
    if (round.mode === 'demo') return { finished: true, balance: toMajor(round.demoBalance ?? 0n) };
    const paid = await settleWin(round);
    return { finished: true, balance: paid.balance };
  };

  return {
    /** The session of a launch token, its game and family: for families with their own routes. */
    openGame: open,

    /** The balance the page shows: real from the wallet (total plus bonus), demo play money. */
    balanceOf,

    session: async (token: string): Promise<StudioSession> => {
      const { session, game, engine, rules } = await open(token);
      const balance = await balanceOf(session, token);
      const bets = betsOf(game, engine, rules);
      // While free spins remain on this game the page starts at their value, so a spin is free.
      const spinValue =
        session.mode === 'real' && session.playerId !== null
          ? await deps.freeSpinValueOf?.(session.playerId, game.id)
          : undefined;
      return {
        mode: session.mode,
        game: { id: game.id, name: game.name, theme: game.theme, provider: game.provider.name },
        rules,
        currency: { code: session.currencyCode, symbol: session.currencySymbol },
        balance,
        bets: bets.map(toMajor),
        ...(spinValue !== undefined && bets.includes(spinValue)
          ? { start_bet: toMajor(spinValue) }
          : {}),
        lobby_url: session.lobbyUrl,
      };
    },

    /**
     * The game session of a launch token, its game and the engine family that runs it, for a
     * family with shared rounds (which joins the session to its game's table).
     */
    sessionGame: async (
      token: string,
    ): Promise<{
      sessionId: string;
      gameId: number;
      mode: 'real' | 'demo';
      family: StudioEngine;
    }> => {
      const { session, game, engine } = await open(token);
      return { sessionId: session.id, gameId: game.id, mode: session.mode, family: engine };
    },

    /**
     * One round of an instant engine (slots, scratch cards, dice, ...): the stake is checked
     * against the offered ones, the outcome drawn on the server, and the money moved. Demo play
     * settles at once on the play money. Real play records the drawn round as open before any
     * money moves, so a round interrupted at any point is settled from what is stored; the
     * wallet then takes the stake (checking every rule), and the win is paid with the round's
     * own transaction ids.
     */
    playInstant: async <Choice, Result>(
      token: string,
      family: InstantEngine<Choice, Result>,
      betMajor: number,
      choice: Choice,
      spots?: readonly bigint[],
    ): Promise<{ round_id: string; bet: number; win: number; balance: number; result: Result }> => {
      const opened = await openFor(token, family);
      const { session, game, rules } = opened;
      const stake = stakeOf(opened, betMajor, spots);
      // A choice of several units (bingo tickets) costs the stake once per unit.
      const bet = stake * BigInt(family.units?.(choice) ?? 1);
      const roundId = randomUUID();
      const answer = (draw: { win: bigint; result: Result }, balance: number) => ({
        round_id: roundId,
        bet: toMajor(bet),
        win: toMajor(draw.win),
        balance,
        result: draw.result,
      });

      if (session.mode === 'demo') {
        return repository.transaction(async (tx) => {
          const left = await debitDemo(tx, session, bet);
          const draw = family.play({ game, rules, bet: stake, choice });
          const balance =
            draw.win > 0n ? await repository.creditDemo(tx, session.id, draw.win) : left;
          await repository.insertRound(
            {
              id: roundId,
              gameSessionId: session.id,
              gameId: game.id,
              mode: 'demo',
              bet,
              win: draw.win,
              outcome: draw.outcome,
              status: 'settled',
              settledAt: new Date(),
            },
            tx,
          );
          return answer(draw, toMajor(balance));
        });
      }

      const draw = family.play({ game, rules, bet: stake, choice });
      await repository.insertRound({
        id: roundId,
        gameSessionId: session.id,
        gameId: game.id,
        mode: 'real',
        bet,
        win: draw.win,
        outcome: draw.outcome,
        status: 'open',
      });
      await takeRealBet(opened, token, roundId, bet);
      const paid = await settleWin(openRoundOf(opened, roundId, draw.win, draw.outcome), token);
      return answer(draw, paid.balance);
    },

    /**
     * Opens a round whose result comes later (a shared crash or live-table round, a hand with
     * decisions): the stake is taken now and the round stays `playing` until finishRound. The
     * outcome stored now must already fix the result (a seed's hash, a shuffled shoe), so the
     * round can be finished from it after any interruption. Answers the round id and balance.
     */
    beginRound: async (
      token: string,
      family: StudioEngine,
      betMajor: number,
      outcome: Record<string, unknown>,
      spots?: readonly bigint[],
    ): Promise<{ roundId: string; balance: number; gameId: number; playerId: number | null }> => {
      const opened = await openFor(token, family);
      const { session, game } = opened;
      const bet = stakeOf(opened, betMajor, spots);
      const roundId = randomUUID();
      const round = {
        id: roundId,
        gameSessionId: session.id,
        gameId: game.id,
        mode: session.mode,
        bet,
        win: 0n,
        outcome,
        status: 'playing',
      } as const;
      if (session.mode === 'demo') {
        const left = await repository.transaction(async (tx) => {
          const balance = await debitDemo(tx, session, bet);
          await repository.insertRound(round, tx);
          return balance;
        });
        return { roundId, balance: toMajor(left), gameId: game.id, playerId: null };
      }
      await repository.insertRound(round);
      const taken = await takeRealBet(opened, token, roundId, bet);
      return { roundId, balance: taken.balance, gameId: game.id, playerId: session.playerId };
    },

    /**
     * A round played on `family` of the token's player and game (real play: of any of the
     * player's sessions of the game, so a reload goes on with it; demo: of this session), and
     * the balance; any other round (another player's, an unknown id) is not found.
     */
    roundOf: async (
      token: string,
      family: StudioEngine,
      roundId: string,
    ): Promise<{ round: PlayingRound; mode: 'real' | 'demo'; balance: () => Promise<number> }> => {
      const { session, game } = await openFor(token, family);
      const round = await repository.roundOfSession(roundId, session, game.id);
      if (!round)
        throw new AppError('not_found', 'There is no such round in this game session.', {
          round_id: ['There is no such round in this game session.'],
        });
      return {
        round,
        mode: session.mode,
        balance: async () => balanceOf((await repository.sessionOfToken(token))!, token),
      };
    },

    /** The player's round of the game still `playing` (to resume after a reload), if any. */
    currentRound: async (
      token: string,
      family: StudioEngine,
    ): Promise<{ round: PlayingRound | undefined; balance: () => Promise<number> }> => {
      const { session, game } = await openFor(token, family);
      return {
        round: await repository.playingRoundOfSession(session, game.id),
        balance: () => balanceOf(session, token),
      };
    },

    /**
     * Records a move of a `playing` round that moves no money: its outcome becomes `next` if it
     * is still `previous`; otherwise nothing changes and the move is refused.
     */
    updateRound: async (
      roundId: string,
      previous: Record<string, unknown>,
      next: Record<string, unknown>,
    ): Promise<void> => {
      if (!(await repository.replacePlayingOutcome(roundId, previous, next))) throw roundChanged();
    },

    /**
     * Takes an extra stake of a `playing` round (a double, a split) and records the move that
     * needs it, both or neither. Real stakes go through the wallet as further bets of the round,
     * each try with its own transaction id (`${roundId}:bet:2`, `:bet:3`, ...); the round's one
     * win is later paid against its first bet. A stake taken but not counted (the move lost a
     * race) is rolled back at once, or by finishIdleRound. Answers the balance after it and the
     * outcome now stored.
     */
    raiseStake: async (
      token: string,
      family: StudioEngine,
      round: PlayingRound,
      amount: bigint,
      next: Record<string, unknown>,
    ): Promise<{ balance: number; outcome: Record<string, unknown> }> => {
      const opened = await openFor(token, family);
      const previous = round.outcome;
      const tried = (previous as StakeBook).stakes_tried ?? 0;
      const number = tried + 2;
      const reserved = { ...previous, stakes_tried: tried + 1 };
      const counted = {
        ...next,
        stakes_tried: tried + 1,
        stakes_taken: [...((previous as StakeBook).stakes_taken ?? []), number],
      };
      if (!(await repository.replacePlayingOutcome(round.id, previous, reserved)))
        throw roundChanged();

      if (round.mode === 'demo') {
        const left = await repository.transaction(async (tx) => {
          const balance = await debitDemo(tx, opened.session, amount);
          if (!(await repository.replacePlayingOutcome(round.id, reserved, counted, amount, tx)))
            throw roundChanged();
          return balance;
        });
        return { balance: toMajor(left), outcome: counted };
      }

      const transactionId = stakeId(round.id, number);
      let taken;
      try {
        taken = await wallet.call(opened.session.providerSlug, 'bet', {
          ...seamlessBase(opened.session, token),
          transaction_id: transactionId,
          round_id: round.id,
          game_id: opened.game.id,
          amount: toMajor(amount),
        });
      } catch (error) {
        // A refusal moved nothing; an unanswered bet is rolled back (or refused when it comes).
        if (!(error instanceof AppError)) await rollbackUncounted(round.id, reserved);
        throw error;
      }
      if (!(await repository.replacePlayingOutcome(round.id, reserved, counted, amount))) {
        await rollbackUncounted(round.id, reserved);
        throw roundChanged();
      }
      return { balance: taken.balance, outcome: counted };
    },

    /** Rounds of `engine` still `playing` whose last move is older than `idleSeconds`. */
    idleRounds: (engine: string, idleSeconds: number) =>
      repository.idlePlayingRounds(engine, idleSeconds),

    /**
     * Finishes a round its player left (see finishRound) if its outcome is still the one the
     * caller read; extra stakes tried but never counted are refunded before the win is paid.
     */
    finishIdleRound: (
      round: PlayingRound,
      win: bigint,
      outcome: Record<string, unknown>,
    ): Promise<{ finished: boolean; balance?: number }> =>
      finish(round.id, win, outcome, round.outcome),

    /**
     * Finishes a `playing` round with its win and final outcome, once: a second call (a cash-out
     * sent twice, two instances settling the same table) changes nothing and answers
     * `finished: false`. A real win is paid through the wallet with the round's ids; a demo win
     * goes to the play money. With `previous`, only a round whose outcome is still that one is
     * finished. Answers the balance after it when known.
     */
    finishRound: (
      roundId: string,
      win: bigint,
      outcome: Record<string, unknown>,
      previous?: Record<string, unknown>,
    ) => finish(roundId, win, outcome, previous),

    /** The player's last rounds of the session's game (demo: of this session), newest first. */
    history: async (token: string): Promise<StudioHistoryRound[]> => {
      const { session, game, engine } = await open(token);
      const rounds = await repository.lastRounds(session, game.id, HISTORY_ROUNDS);
      // A playing round's outcome fixes what is still to come: the page sees what it may.
      const shown = (round: (typeof rounds)[number]) =>
        round.status === 'playing' ? (engine.playingOutcome?.(round.outcome) ?? {}) : round.outcome;
      return rounds.map((round) => ({
        round_id: round.id,
        created_at: round.createdAt.toISOString(),
        mode: round.mode as 'real' | 'demo',
        bet: toMajor(round.bet),
        win: toMajor(round.win),
        status: round.status as StudioHistoryRound['status'],
        outcome: shown(round),
      }));
    },

    /**
     * Settles real rounds left open (the process stopped, or the wallet did not answer): the win
     * is sent again with the round's ids, so a win already taken is not paid twice; a round whose
     * bet never arrived is void. Answers how many rounds were settled and voided.
     */
    settleOpenRounds: async (): Promise<{ settled: number; voided: number; failed: number }> => {
      const counts = { settled: 0, voided: 0, failed: 0 };
      for (const round of await repository.openRounds(OPEN_ROUND_GRACE_SECONDS)) {
        try {
          await payRound(round);
          await repository.closeRound(round.id, 'settled');
          counts.settled += 1;
        } catch (error) {
          if (error instanceof AppError && error.code === 'bet_not_found') {
            await repository.closeRound(round.id, 'void', error.code);
            counts.voided += 1;
          } else {
            await repository.noteRoundError(round.id, String(error));
            counts.failed += 1;
          }
        }
      }
      return counts;
    },
  };
};

export type StudioService = ReturnType<typeof createStudioService>;

/** How long a real round may stay open before settleOpenRounds takes it over. */
export const OPEN_ROUND_GRACE_SECONDS = 60;
