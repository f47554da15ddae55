import { createLeaseWorker, retryDelayMs } from '../../lib/lease-worker';
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

const BATCH = 20;

/**
 * Delivers a sandbox provider's webhooks over real HTTP, as a provider's servers do: each due event is
 * leased, signed at the moment it is sent, and marked delivered only on a 2xx answer; any other
 * answer, or none, is retried later with a growing delay. Rows live in the database, so a
 * restart loses none.
 */
export const createOutboxWorker = (options: OutboxWorkerOptions) => {
  const retryBaseMs = options.retryBaseMs ?? 1_000;
  const timeoutMs = options.timeoutMs ?? 10_000;

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

  // A lease longer than one delivery can take: no other instance sends it meanwhile.
  const leaseSeconds = Math.ceil(timeoutMs / 1000) + 5;
  /** One pass: decide what is due, then send what is owed. */
  const worker = createLeaseWorker({
    lease: async () => {
      await options.beforeEach?.();
      const url = options.webhookUrl();
      if (!url) return [];
      const events = await options.repository.leaseDueEvents(BATCH, leaseSeconds);
      return events.map((event) => ({ url, event }));
    },
    attempt: ({ url, event }) => deliver(url, event),
    ...(options.onError ? { onError: options.onError } : {}),
  });

  return { runOnce: worker.runOnce, start: worker.start, stop: worker.stop };
};
