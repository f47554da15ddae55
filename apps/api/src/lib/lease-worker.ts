/** The longest wait between two attempts of one item. */
const MAX_RETRY_MS = 3_600_000;

/** The delay before attempt `attempts + 1`: base, 2×base, 4×base, … up to an hour. */
export const retryDelayMs = (attempts: number, baseMs: number): number =>
  Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);

export type LeaseWorkerOptions<Item> = {
  /**
   * Takes the items due now under a lease (their next attempt pushed ahead in the database), so
   * no other instance works them meanwhile and a crashed instance's lease simply runs out.
   */
  lease: () => Promise<Item[]>;
  /** One attempt of one item; it records its own outcome (done, or due again later). */
  attempt: (item: Item) => Promise<void>;
  /** Told of a pass that failed (the database away, typically); the next pass tries again. */
  onError?: (error: unknown) => void;
};

/**
 * Works a durable outbox: every pass leases the due items and attempts them all. Passes never
 * overlap; one asked for (`runOnce`, `nudge`) while another runs is run right after it, so an
 * item queued meanwhile is not left for the next tick.
 */
export const createLeaseWorker = <Item>(options: LeaseWorkerOptions<Item>) => {
  let running: Promise<void> | undefined;
  let again = false;

  const pass = async () => {
    try {
      do {
        again = false;
        const items = await options.lease();
        await Promise.all(items.map((item) => options.attempt(item)));
      } while (again);
    } finally {
      // Cleared in the step that ends the loop, so no request can fall between the two.
      running = undefined;
    }
  };

  /** Runs a pass now, or right after the one under way; resolves when that pass is done. */
  const runOnce = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = pass();
    return running;
  };

  let timer: NodeJS.Timeout | undefined;
  return {
    runOnce,
    /** A pass now, not awaited: its failure goes to `onError`. */
    nudge: () => {
      runOnce().catch((error: unknown) => options.onError?.(error));
    },
    start: (everyMs: number) => {
      // A tick that finds a pass under way is skipped: polling never piles up behind a slow one.
      timer = setInterval(() => {
        if (!running) runOnce().catch((error: unknown) => options.onError?.(error));
      }, everyMs);
      timer.unref();
    },
    /** Stops the timer and lets a pass in flight finish, so nothing writes to a closed database. */
    stop: async () => {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
};

export type LeaseWorker = ReturnType<typeof createLeaseWorker>;
