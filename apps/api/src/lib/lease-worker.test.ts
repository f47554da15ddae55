import { describe, expect, it } from 'vitest';
import { createLeaseWorker, retryDelayMs } from './lease-worker';

/** A promise and the function that settles it, for work that ends when the test says so. */
const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((yes) => {
    resolve = yes;
  });
  return { promise, resolve };
};

describe('the lease worker', () => {
  it('never overlaps passes, and runs one more after a pass that was asked for meanwhile', async () => {
    const queue = ['first'];
    const attempted: string[] = [];
    let leases = 0;
    let inFlight = 0;
    let mostInFlight = 0;
    const slow = deferred();
    const worker = createLeaseWorker({
      lease: async () => {
        leases += 1;
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        return queue.splice(0);
      },
      attempt: async (item: string) => {
        if (item === 'first') await slow.promise;
        attempted.push(item);
        inFlight -= 1;
      },
    });

    const first = worker.runOnce();
    // Queued while the first pass is still attempting: it must not wait for a timer.
    queue.push('second');
    const asked = worker.runOnce();
    slow.resolve();
    await Promise.all([first, asked]);

    expect(attempted).toEqual(['first', 'second']);
    expect(leases).toBe(2);
    expect(mostInFlight).toBe(1);
  });

  it('lets the pass in flight finish before stop resolves', async () => {
    const gate = deferred();
    let finished = false;
    const worker = createLeaseWorker({
      lease: async () => ['one'],
      attempt: async () => {
        await gate.promise;
        finished = true;
      },
    });
    worker.nudge();
    const stopped = worker.stop().then(() => finished);
    gate.resolve();
    expect(await stopped).toBe(true);
  });

  it('reports a failed pass and works again on the next request', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const worker = createLeaseWorker({
      lease: async () => {
        calls += 1;
        if (calls === 1) throw new Error('database away');
        return [];
      },
      attempt: async () => undefined,
      onError: (error) => errors.push(error),
    });
    worker.nudge();
    await worker.stop();
    await worker.runOnce();
    expect(errors).toEqual([new Error('database away')]);
    expect(calls).toBe(2);
  });

  it('doubles the delay from the base, up to an hour', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, 10_000))).toEqual([
      10_000, 20_000, 40_000, 80_000,
    ]);
    expect(retryDelayMs(20, 10_000)).toBe(3_600_000);
  });
});
