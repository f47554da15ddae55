import type { OutboxRepository } from './outbox.repository';

export type OutboxWorkerOptions = {
  repository: Pick<OutboxRepository, 'leaseDueEvents' | 'markDelivered' | 'markFailed'>;
  /** The headers that sign one body, computed at the moment it is sent. */
  sign: (body: string, now: Date) => Record<string, string>;
  /** Work of the provider's own before each pass (decisions that fell due queue their events). */
  beforeEach?: () => Promise<unknown>;
  /** The casino's webhook address; undefined while it is not known (the server not listening). */
  webhookUrl: () => string | undefined;
  /** First retry delay; each further one doubles, up to an hour. */
  retryBaseMs?: number;
  /** How long one delivery may take before it counts as failed. */
  timeoutMs?: number;
  onError?: (error: unknown) => void;
};

const MAX_RETRY_MS = 3_600_000;
const BATCH = 20;

/** The delay before attempt `attempts + 1`: base, 2×base, 4×base, … up to an hour. */
export const retryDelayMs = (attempts: number, baseMs: number): number =>
  Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);

/**
 * Delivers a sandbox provider's webhooks over real HTTP, as a provider's servers do: each due event is
 * leased, signed at the moment it is sent, and marked delivered only on a 2xx answer; any other
 * answer, or none, is retried later with a growing delay. Rows live in the database, so a
 * restart loses none.
 */
export const createOutboxWorker = (options: OutboxWorkerOptions) => {
  const retryBaseMs = options.retryBaseMs ?? 1_000;
  const timeoutMs = options.timeoutMs ?? 10_000;
  let running = false;

  const deliver = async (url: string, event: { id: number; body: string; attempts: number }) => {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...options.sign(event.body, new Date()),
        },
        body: event.body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (response.ok) return await options.repository.markDelivered(event.id);
      await options.repository.markFailed(
        event.id,
        `HTTP ${response.status}`,
        retryDelayMs(event.attempts, retryBaseMs),
      );
    } catch (error) {
      await options.repository.markFailed(
        event.id,
        error instanceof Error ? error.message : String(error),
        retryDelayMs(event.attempts, retryBaseMs),
      );
    }
  };

  /** One pass: decide what is due, then send what is owed. Passes never overlap. */
  const runOnce = async (): Promise<void> => {
    if (running) return;
    running = true;
    try {
      await options.beforeEach?.();
      const url = options.webhookUrl();
      if (!url) return;
      // A lease longer than one delivery can take: no other instance sends it meanwhile.
      const leaseSeconds = Math.ceil(timeoutMs / 1000) + 5;
      const events = await options.repository.leaseDueEvents(BATCH, leaseSeconds);
      await Promise.all(events.map((event) => deliver(url, event)));
    } finally {
      running = false;
    }
  };

  let timer: NodeJS.Timeout | undefined;
  return {
    runOnce,
    start: (everyMs: number) => {
      timer = setInterval(() => {
        runOnce().catch((error: unknown) => options.onError?.(error));
      }, everyMs);
      timer.unref();
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      // Let a pass in flight finish, so nothing writes to a closed database.
      while (running) await new Promise((resolve) => setTimeout(resolve, 20));
    },
  };
};
