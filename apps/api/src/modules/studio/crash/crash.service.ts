import {
  CRASH_EVENTS,
  toMajor,
  type CrashBetEntry,
  type CrashOwnBet,
  type CrashResult,
  type CrashRound,
  type CrashState,
} from '@prime/contract';
import { AppError } from '../../../lib/app-error';
import { roundSeed, seedHash } from '../fairness';
import type { StudioService } from '../studio.service';
import type { CrashEngine } from './crash-engine';
import { crashHundredthsOfSeed } from './crash-point';
import type { CrashBetRow, CrashRepository, CrashRoundRow } from './crash.repository';
import { cashoutWin, hundredthsAt, phaseAt, roundTimes } from './timeline';

/** Names the crash point's recipe in every stored round (docs/decisions/0013-crash-rounds.md). */
export const CRASH_RECIPE = 'crash-v1: hmac-sha256(seed, "crash:0") 52 bits, edge 3%, cap 10000x';
/** Results the strip shows. */
const HISTORY_SIZE = 20;
/** Bets still riding this long after their round crashed are settled by any instance's timer. */
export const LEFT_BET_GRACE_SECONDS = 10;

/** Where the service's news goes: every watcher of a game, or one game session's sockets. */
export type CrashEmitter = {
  toGame: (gameId: number, event: string, payload: unknown) => void;
  toSession: (sessionId: string, event: string, payload: unknown) => void;
};

/** Other players are shown by the first letters of their nickname; demo players as guests. */
export const anonymise = (username: string | null): string =>
  username ? `${username.slice(0, 2)}***` : 'Guest***';

const isUniqueViolation = (error: unknown): boolean => {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause)
    if ((cause as { code?: unknown }).code === '23505') return true;
  return false;
};

const hundredths = (value: unknown): number | null =>
  typeof value === 'number' ? Math.round(value * 100) : null;

/**
 * Shared crash rounds (docs/decisions/0013-crash-rounds.md). A game's rounds follow one another
 * a fixed pause apart; each round's seed, crash point and times are fixed when it is opened, so
 * its phase at any moment is computed, not stored. Bets are studio rounds (beginRound) that
 * finishRound settles once, whoever gets there first: a manual cash-out, the automatic one, or
 * the settlement at the crash.
 */
export const createCrashService = (deps: {
  repository: CrashRepository;
  studio: StudioService;
  engine: CrashEngine;
  masterKey: string;
  emitter: CrashEmitter;
  /** Told of every accepted bet, so the game's table runs until the bet is settled. */
  onBet?: (gameId: number) => void;
  clock?: () => number;
}) => {
  const { repository, studio, engine, masterKey, emitter } = deps;
  const { timings } = engine;
  const clock = deps.clock ?? Date.now;
  const seedOf = (round: Pick<CrashRoundRow, 'gameId' | 'sequence'>) =>
    roundSeed(masterKey, round.gameId, round.sequence);
  const phaseOf = (round: CrashRoundRow, now = clock()) => phaseAt(round, now);
  /** What a crashed round publishes, and every one of its bets stores. */
  const revealOf = (round: CrashRoundRow) => ({
    crash_point: round.crashPoint / 100,
    seed: seedOf(round),
  });

  /**
   * The game's current round: the newest one until its pause after the crash is over, then the
   * next one, opened now (or at the end of that pause) by whichever instance asks first.
   */
  const currentRound = async (gameId: number): Promise<CrashRoundRow> => {
    const latest = await repository.latestRound(gameId);
    const now = clock();
    if (latest && now < latest.crashedAt.getTime() + timings.pauseMs) return latest;
    const sequence = (latest?.sequence ?? 0) + 1;
    const seed = roundSeed(masterKey, gameId, sequence);
    const crashPoint = crashHundredthsOfSeed(seed);
    const opensAt = Math.max(now, (latest?.crashedAt.getTime() ?? 0) + timings.pauseMs);
    await repository.insertRound({
      gameId,
      sequence,
      seedHash: seedHash(seed),
      seed: null,
      crashPoint,
      ...roundTimes(timings, new Date(opensAt), crashPoint),
      recipe: CRASH_RECIPE,
    });
    return (await repository.findRound(gameId, sequence))!;
  };

  const viewOf = (round: CrashRoundRow, now = clock()): CrashRound => {
    const crashed = phaseOf(round, now) === 'crashed';
    return {
      sequence: round.sequence,
      phase: phaseOf(round, now),
      hash: round.seedHash,
      betting_at: round.bettingAt.toISOString(),
      starts_at: round.startsAt.toISOString(),
      server_time: new Date(now).toISOString(),
      crash_point: crashed ? round.crashPoint / 100 : null,
      crashed_at: crashed ? round.crashedAt.toISOString() : null,
      seed: crashed ? seedOf(round) : null,
    };
  };

  const entryOf = (bet: CrashBetRow): CrashBetEntry => {
    const cashout = hundredths(bet.outcome['cashout']);
    return {
      id: bet.id,
      name: anonymise(bet.username),
      bet: toMajor(bet.bet),
      currency: bet.currency,
      cashout: cashout === null ? null : cashout / 100,
      win: cashout === null ? null : toMajor(bet.win),
    };
  };

  const ownOf = (bet: CrashBetRow): CrashOwnBet => {
    const cashout = hundredths(bet.outcome['cashout']);
    return {
      round_id: bet.id,
      sequence: Number(bet.outcome['sequence']),
      bet: toMajor(bet.bet),
      auto_cashout: (hundredths(bet.outcome['auto_cashout']) ?? 0) / 100 || null,
      cashout: cashout === null ? null : cashout / 100,
      win: bet.status === 'playing' ? null : toMajor(bet.win),
      status: bet.status as CrashOwnBet['status'],
    };
  };

  const resultOf = (round: CrashRoundRow): CrashResult => ({
    sequence: round.sequence,
    crash_point: round.crashPoint / 100,
    hash: round.seedHash,
    seed: seedOf(round),
  });

  /**
   * Finishes a riding bet at a multiplier (null: lost) once; `final` adds the crash point and
   * seed to its outcome. Undefined when another path finished it first.
   */
  const settle = async (
    bet: Pick<CrashBetRow, 'id' | 'bet' | 'outcome'> & { gameSessionId?: string },
    round: CrashRoundRow,
    at: number | null,
    final: boolean,
  ) => {
    const win = at === null ? 0n : cashoutWin(bet.bet, at);
    const outcome = {
      ...bet.outcome,
      cashout: at === null ? null : at / 100,
      ...(final ? revealOf(round) : {}),
    };
    const finished = await studio.finishRound(bet.id, win, outcome);
    if (!finished.finished) return undefined;
    if (at !== null)
      emitter.toGame(round.gameId, CRASH_EVENTS.cashout, {
        id: bet.id,
        cashout: at / 100,
        win: toMajor(win),
      });
    const sessionId = bet.gameSessionId ?? (await repository.findBet(bet.id))?.gameSessionId;
    const settled = {
      round_id: bet.id,
      sequence: round.sequence,
      cashout: at === null ? null : at / 100,
      win: toMajor(win),
      balance: finished.balance ?? null,
    };
    if (sessionId) emitter.toSession(sessionId, CRASH_EVENTS.settled, settled);
    return settled;
  };

  const crashGameOf = async (token: string) => {
    const game = await studio.sessionGame(token);
    if (game.family !== engine) throw new AppError('game_not_available');
    return game;
  };

  return {
    currentRound,
    viewOf,

    /** Everything a page shows on joining a game's table. */
    stateFor: async (game: { gameId: number; sessionId: string }): Promise<CrashState> => {
      const round = await currentRound(game.gameId);
      const now = clock();
      const [bets, crashed, own] = await Promise.all([
        repository.roundBets(game.gameId, round.sequence),
        repository.lastCrashed(game.gameId, HISTORY_SIZE, new Date(now)),
        repository.lastBetOfSession(game.sessionId, game.gameId),
      ]);
      const isOwnCurrent =
        own && (own.status === 'playing' || Number(own.outcome['sequence']) === round.sequence);
      return {
        round: viewOf(round, now),
        bets: bets.map(entryOf),
        history: crashed.map(resultOf),
        own_bet: isOwnCurrent ? ownOf(own) : null,
      };
    },

    /** The game and session of a launch token, refused unless its game is a crash game. */
    crashGameOf,

    /** A bet in the current round's betting window, with an optional automatic cash-out. */
    placeBet: async (token: string, betMajor: number, autoCashout: number | null) => {
      const game = await crashGameOf(token);
      const round = await currentRound(game.gameId);
      if (phaseOf(round) !== 'betting') throw new AppError('betting_closed');
      const auto = autoCashout === null ? null : Math.round(autoCashout * 100);
      const outcome = {
        engine: 'crash',
        game_id: game.gameId,
        sequence: round.sequence,
        seed_hash: round.seedHash,
        recipe: CRASH_RECIPE,
        auto_cashout: auto === null ? null : auto / 100,
      };
      let begun;
      try {
        begun = await studio.beginRound(token, engine, betMajor, outcome);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('bet_already_placed');
        throw error;
      }
      deps.onBet?.(game.gameId);
      const placed = await repository.findBet(begun.roundId);
      if (placed) emitter.toGame(game.gameId, CRASH_EVENTS.bet, entryOf(placed));
      return {
        round_id: begun.roundId,
        sequence: round.sequence,
        bet: betMajor,
        auto_cashout: outcome.auto_cashout,
        balance: begun.balance,
      };
    },

    /**
     * Cashes the session's riding bet out at the server's multiplier now, floored to the grid;
     * refused once the round crashed, and a second cash-out finds no bet riding.
     */
    cashout: async (token: string) => {
      const game = await crashGameOf(token);
      const bet = await repository.lastBetOfSession(game.sessionId, game.gameId);
      if (!bet || bet.status !== 'playing') throw new AppError('no_open_bet');
      const round = (await repository.findRound(game.gameId, Number(bet.outcome['sequence'])))!;
      const now = clock();
      const phase = phaseOf(round, now);
      if (phase === 'betting')
        throw new AppError('no_open_bet', 'The multiplier has not started yet.');
      if (phase === 'crashed') throw new AppError('round_crashed');
      const at = Math.min(hundredthsAt(timings, now - round.startsAt.getTime()), round.crashPoint);
      const settled = await settle(bet, round, at, false);
      if (!settled) throw new AppError('no_open_bet');
      return { ...settled, cashout: at / 100 };
    },

    /** An automatic cash-out whose target the multiplier reached (the table calls it then). */
    autoCashout: async (bet: CrashBetRow, round: CrashRoundRow): Promise<void> => {
      const target = hundredths(bet.outcome['auto_cashout']);
      if (target !== null && target <= round.crashPoint) await settle(bet, round, target, false);
    },

    playingBets: (round: CrashRoundRow) => repository.playingBets(round.gameId, round.sequence),
    hasPlayingBets: (gameId: number) => repository.hasPlayingBets(gameId),

    /**
     * After a crash: every bet still riding is paid its automatic cash-out if the crash reached
     * it, else closed with win 0; the seed is stored as revealed. Safe to run on every instance.
     */
    settleRound: async (round: CrashRoundRow): Promise<void> => {
      for (const bet of await repository.playingBets(round.gameId, round.sequence)) {
        const target = hundredths(bet.outcome['auto_cashout']);
        await settle(
          bet,
          round,
          target !== null && target <= round.crashPoint ? target : null,
          true,
        );
      }
      await repository.revealSeed(round.gameId, round.sequence, revealOf(round));
    },

    /** Bets left riding by an instance that stopped: settled from the stored round. */
    settleLeftBets: async (graceSeconds = LEFT_BET_GRACE_SECONDS): Promise<number> => {
      let count = 0;
      for (const left of await repository.betsLeftRiding(graceSeconds)) {
        const round = (await repository.findRound(left.gameId, left.sequence))!;
        const target = hundredths(left.outcome['auto_cashout']);
        const at = target !== null && target <= round.crashPoint ? target : null;
        if (await settle(left, round, at, true)) count += 1;
        await repository.revealSeed(round.gameId, round.sequence, revealOf(round));
      }
      return count;
    },

    /** A crashed round of the session's game, with its seed, for verification. */
    crashedRound: async (token: string, sequence: number): Promise<CrashRound> => {
      const game = await crashGameOf(token);
      const round = await repository.findRound(game.gameId, sequence);
      if (!round || phaseOf(round) !== 'crashed') throw new AppError('not_found');
      return viewOf(round);
    },
  };
};

export type CrashService = ReturnType<typeof createCrashService>;
