import { CRASH_EVENTS } from '@prime/contract';
import type { CrashRoundRow } from './crash.repository';
import type { CrashService } from './crash.service';
import { msToReach, type CrashTimings } from './timeline';

type Table = {
  timer?: NodeJS.Timeout;
  /** `sequence:phase` last told to this instance's watchers. */
  shown?: string;
  autosOf?: number;
  /** Crashed rounds waiting for their settlement, and those this loop settled. */
  unsettled: Map<number, CrashRoundRow>;
  settled: Set<number>;
  autoTimers: NodeJS.Timeout[];
  running?: Promise<void>;
};

/** After a failed step (the database did not answer), the table tries again this much later. */
const RETRY_MS = 1_000;

/**
 * The loops of this instance's crash tables (docs/decisions/0013-crash-rounds.md). A game's
 * loop runs only while a socket of this instance watches the game or one of its bets is riding;
 * it wakes at each boundary of the round (betting -> running -> crashed -> next round), tells
 * this instance's watchers (every instance tells its own), pays automatic cash-outs when the
 * multiplier reaches them, and settles the round after the crash. Two instances running the
 * same game do the same idempotent work: the stored round decides the times, finishRound pays
 * once.
 */
export const createCrashTables = (deps: {
  crash: CrashService;
  timings: CrashTimings;
  /** Whether a socket of this instance watches the game. */
  hasWatchers: (gameId: number) => boolean;
  /** To this instance's watchers of the game. */
  emitLocal: (gameId: number, event: string, payload: unknown) => void;
  onError: (error: unknown) => void;
  clock?: () => number;
}) => {
  const { crash, timings } = deps;
  const clock = deps.clock ?? Date.now;
  const tables = new Map<number, Table>();
  let closed = false;

  const stop = (gameId: number, table: Table) => {
    clearTimeout(table.timer);
    for (const timer of table.autoTimers) clearTimeout(timer);
    tables.delete(gameId);
  };

  const scheduleAutos = async (round: CrashRoundRow, table: Table) => {
    table.autoTimers = [];
    for (const bet of await crash.playingBets(round)) {
      const target = bet.outcome['auto_cashout'];
      if (typeof target !== 'number') continue;
      const hundredths = Math.round(target * 100);
      if (hundredths > round.crashPoint) continue;
      const at = round.startsAt.getTime() + msToReach(timings, hundredths);
      table.autoTimers.push(
        setTimeout(
          () => void crash.autoCashout(bet, round).catch(deps.onError),
          Math.max(0, at - clock()),
        ),
      );
    }
  };

  /** One wake-up: tell what changed, do what is due, and sleep until the next boundary. */
  const step = async (gameId: number, table: Table): Promise<void> => {
    const round = await crash.currentRound(gameId);
    const now = clock();
    const view = crash.viewOf(round, now);
    const key = `${round.sequence}:${view.phase}`;
    if (table.shown !== key) {
      table.shown = key;
      deps.emitLocal(gameId, CRASH_EVENTS.round, view);
    }
    if (view.phase === 'crashed' && !table.settled.has(round.sequence))
      table.unsettled.set(round.sequence, round);
    // A crashed round is settled after its grace, even if the next round opened meanwhile.
    for (const [sequence, crashed] of table.unsettled) {
      if (now < crashed.crashedAt.getTime() + timings.settleGraceMs) continue;
      await crash.settleRound(crashed);
      table.unsettled.delete(sequence);
      table.settled.add(sequence);
    }
    let next: number;
    if (view.phase === 'betting') next = round.startsAt.getTime();
    else if (view.phase === 'running') {
      if (table.autosOf !== round.sequence) {
        table.autosOf = round.sequence;
        await scheduleAutos(round, table);
      }
      next = round.crashedAt.getTime();
    } else {
      const idle =
        table.unsettled.size === 0 &&
        !deps.hasWatchers(gameId) &&
        !(await crash.hasPlayingBets(gameId));
      if (idle) {
        stop(gameId, table);
        return;
      }
      next = round.crashedAt.getTime() + timings.pauseMs;
    }
    for (const crashed of table.unsettled.values())
      next = Math.min(next, crashed.crashedAt.getTime() + timings.settleGraceMs);
    schedule(gameId, table, next - clock());
  };

  const schedule = (gameId: number, table: Table, delay: number) => {
    if (closed) return;
    table.timer = setTimeout(
      () => {
        table.running = step(gameId, table).catch((error: unknown) => {
          deps.onError(error);
          schedule(gameId, table, RETRY_MS);
        });
      },
      Math.max(0, delay),
    );
  };

  return {
    /** Runs the game's loop on this instance, unless it runs already. */
    watch: (gameId: number): void => {
      if (closed || tables.has(gameId)) return;
      const table: Table = { autoTimers: [], unsettled: new Map(), settled: new Set() };
      tables.set(gameId, table);
      schedule(gameId, table, 0);
    },
    /** Games whose loop runs on this instance. */
    running: (): number[] => [...tables.keys()],
    close: async (): Promise<void> => {
      closed = true;
      const pending = [...tables.values()].map((table) => table.running);
      for (const [gameId, table] of tables) stop(gameId, table);
      await Promise.allSettled(pending);
    },
  };
};

export type CrashTables = ReturnType<typeof createCrashTables>;
