import {
  toMajor,
  toMinor,
  type GameDetail,
  type LiveBet,
  type LiveRevealedRound,
  type LiveRound,
  type LiveTable,
  type SpotBetBody,
} from '@prime/contract';
import { AppError } from '../../../lib/app-error';
import { isUniqueViolation } from '../../../lib/db-errors';
import type { CasinoService } from '../../casino/casino.service';
import { findStudioEngine } from '../engine';
import { roundSeed, seedHash } from '../fairness';
import type { StudioService } from '../studio.service';
import { toSpotBets } from '../tables/spot-body';
import { paySpots } from '../tables/spot-bets';
import { spotsInMajor } from '../tables/table-engines';
import { LIVE_ENGINES, isLiveEngine, type LiveEngine } from './live-engines';
import type { LiveRepository, LiveRoundRow } from './live.repository';
import {
  closesAt,
  offsetOf,
  periodOf,
  roundAt,
  settlesAt,
  type LiveTimingMs,
} from './live-timeline';

/** Results of a table its page lists: the last ones before the current round. */
const TABLE_HISTORY = 20;

/** Phase lengths every table uses instead of its own (tests, a faster demo); all in ms. */
export type LiveTimingOverride = { bettingMs?: number; spinningMs?: number; resultMs?: number };

const sequenceError = (text: string) =>
  new AppError('validation_failed', text, { sequence: [text] });

/** A stored live bet's stakes, as placed. */
const betsOf = (row: LiveRoundRow): SpotBetBody[] =>
  (row.outcome['bets'] as SpotBetBody[] | undefined) ?? [];

/**
 * Live tables on a shared timeline: rounds computed from the clock, results from the rounds'
 * seeds (commit and reveal), bets taken through the studio's beginRound while a round's betting
 * window is open (server time) and settled through finishRound once its result is shown. Every
 * instance may settle: finishRound pays a round once.
 */
export const createLiveService = (deps: {
  studio: StudioService;
  repository: LiveRepository;
  casino: CasinoService;
  masterKey: string;
  bettingMs: number;
  timing?: LiveTimingOverride;
  now?: () => number;
}) => {
  const { studio, repository, casino, masterKey } = deps;
  const now = deps.now ?? Date.now;

  const timingOf = (game: GameDetail, engine: LiveEngine): LiveTimingMs => {
    const phases = {
      bettingMs: deps.timing?.bettingMs ?? deps.bettingMs,
      spinningMs: deps.timing?.spinningMs ?? engine.spinningMs,
      resultMs: deps.timing?.resultMs ?? engine.resultMs,
    };
    return { ...phases, offsetMs: offsetOf(game.id, periodOf({ ...phases, offsetMs: 0 })) };
  };

  const seedOf = (gameId: number, sequence: number) => roundSeed(masterKey, gameId, sequence);

  const revealed = (game: GameDetail, engine: LiveEngine, sequence: number): LiveRevealedRound => {
    const seed = seedOf(game.id, sequence);
    return {
      sequence,
      seed_hash: seedHash(seed),
      seed,
      result: engine.draw(seed) as LiveRevealedRound['result'],
    };
  };

  /** A round revealed and recorded for disputes (the first time only). */
  const reveal = async (game: GameDetail, engine: LiveEngine, sequence: number) => {
    const round = revealed(game, engine, sequence);
    await repository.saveTableRound({
      gameId: game.id,
      sequence,
      seedHash: round.seed_hash,
      seed: round.seed,
      result: round.result as Record<string, unknown>,
    });
    return round;
  };

  /** Pays a bet from its round's result; a second call (another instance) pays nothing. */
  const settle = async (row: LiveRoundRow, game: GameDetail, engine: LiveEngine) => {
    const sequence = Number(row.outcome['table_sequence']);
    const round = await reveal(game, engine, sequence);
    const bets = betsOf(row).map((bet) => ({ spot: bet.spot, amount: toMinor(bet.amount) }));
    const paid = paySpots(bets, (spot) => engine.returnOf(spot, round.result));
    return studio.finishRound(row.id, paid.win, {
      ...row.outcome,
      seed: round.seed,
      result: round.result,
      spots: spotsInMajor(paid.spots),
    });
  };

  const openTable = async (token: string) => {
    const opened = await studio.openGame(token);
    if (!isLiveEngine(opened.engine)) throw new AppError('game_not_available');
    return { ...opened, engine: opened.engine, timing: timingOf(opened.game, opened.engine) };
  };

  const toLiveBet = (row: LiveRoundRow): LiveBet => ({
    round_id: row.id,
    sequence: Number(row.outcome['table_sequence']),
    bet: toMajor(row.bet),
    win: row.status === 'playing' ? null : toMajor(row.win),
    spots: betsOf(row),
  });

  return {
    /** The table now: clock, timeline, the current round (revealed once bets closed), history. */
    table: async (token: string): Promise<LiveTable> => {
      const { session, game, engine, timing } = await openTable(token);
      const at = now();
      const { sequence, phase } = roundAt(timing, at);
      const history = Array.from({ length: TABLE_HISTORY }, (_, back) =>
        revealed(game, engine, sequence - 1 - back),
      );
      const mine = await repository.sessionRounds(session.id, [sequence, sequence - 1]);
      return {
        server_time: new Date(at).toISOString(),
        server_ms: at,
        timing: {
          offset_ms: timing.offsetMs,
          period_ms: periodOf(timing),
          betting_ms: timing.bettingMs,
          spinning_ms: timing.spinningMs,
          result_ms: timing.resultMs,
        },
        current: {
          sequence,
          phase,
          seed_hash: seedHash(seedOf(game.id, sequence)),
          revealed: phase === 'betting' ? null : await reveal(game, engine, sequence),
        },
        history,
        bets: mine.map(toLiveBet),
        balance: await studio.balanceOf(session, token),
      };
    },

    /**
     * Places the player's stakes on the round taking bets: refused (nothing moves) when
     * `sequence` is not that round or its betting window closed on the server's clock, when a
     * spot is not on the layout, the stakes break the table's limits, or the player already bet
     * on this round.
     */
    placeBets: async (token: string, sequence: number, body: SpotBetBody[]) => {
      const { game, engine, timing } = await openTable(token);
      const current = roundAt(timing, now());
      if (sequence !== current.sequence || current.phase !== 'betting')
        throw sequenceError('Bets are closed for this round. Please bet on the next one.');
      const { bets, total, amounts } = toSpotBets(body, engine.isSpot);
      const outcome = {
        engine: game.engine,
        table: 'live',
        table_sequence: sequence,
        seed_hash: seedHash(seedOf(game.id, sequence)),
        bets: bets.map((bet) => ({ spot: bet.spot, amount: toMajor(bet.amount) })),
      };
      try {
        const placed = await studio.beginRound(token, engine, total, outcome, amounts);
        return { round_id: placed.roundId, sequence, bet: total, balance: placed.balance };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const text = 'You have already placed your bets on this round.';
        throw new AppError('validation_failed', text, { bets: [text] });
      }
    },

    /**
     * A round after its bets closed: seed, result and the player's part. Once its result time
     * has come, the round's bets are settled first (if no settlement run did it yet), so the
     * answer carries the wins and the balance after them.
     */
    round: async (token: string, sequence: number): Promise<LiveRound> => {
      const { session, game, engine, timing } = await openTable(token);
      const at = now();
      if (at < closesAt(timing, sequence))
        throw sequenceError('This round is still taking bets: its result is not known yet.');
      const round = await reveal(game, engine, sequence);
      const isSettled = at >= settlesAt(timing, sequence);
      if (isSettled)
        for (const row of await repository.playingRounds({ gameId: game.id, sequence }))
          // A win the wallet did not take leaves the round open; settleOpenRounds pays it later.
          await settle(row, game, engine).catch(() => undefined);
      const mine = await repository.sessionRounds(session.id, [sequence]);
      const spots = isSettled
        ? mine.flatMap((row) => (row.outcome['spots'] as LiveRound['spots'] | undefined) ?? [])
        : [];
      return {
        ...round,
        settled: isSettled,
        spots,
        bet: toMajor(mine.reduce((sum, row) => sum + row.bet, 0n)),
        win: isSettled ? toMajor(mine.reduce((sum, row) => sum + row.win, 0n)) : 0,
        balance: await studio.balanceOf(session, token),
      };
    },

    /**
     * Settles every bet whose round's result time has passed: after a restart too, since the
     * rounds and their seeds are all there is to it. Safe on every instance at once.
     */
    settleDue: async (): Promise<{ settled: number; failed: number }> => {
      const counts = { settled: 0, failed: 0 };
      const games = new Map<number, GameDetail | undefined>();
      const at = now();
      for (const row of await repository.playingRounds()) {
        if (!games.has(row.gameId))
          games.set(row.gameId, await casino.getGame(row.gameId).catch(() => undefined));
        const game = games.get(row.gameId);
        const engine = game && findStudioEngine(LIVE_ENGINES, game);
        if (!game || !engine || !isLiveEngine(engine)) continue;
        const sequence = Number(row.outcome['table_sequence']);
        if (at < settlesAt(timingOf(game, engine), sequence)) continue;
        try {
          if ((await settle(row, game, engine)).finished) counts.settled += 1;
        } catch {
          // A win the wallet did not take leaves the round open; settleOpenRounds pays it later.
          counts.failed += 1;
        }
      }
      return counts;
    },
  };
};

export type LiveService = ReturnType<typeof createLiveService>;
