/** Handles the failure of work nobody awaits: logs it, typically. */
export type OnBackgroundError = (error: unknown) => void;

/**
 * Work a request starts and does not wait for, such as a push or a message once a commit is
 * done. `run` never throws nor rejects: a failure goes to the handler given with the work, or
 * else to the app's. `settled` resolves once nothing is running, work started meanwhile
 * included, so closing the app does not cut any of it off halfway.
 */
export type BackgroundWork = {
  run: (work: () => Promise<unknown>, onError?: OnBackgroundError) => void;
  settled: () => Promise<void>;
};

export const createBackgroundWork = (onError: OnBackgroundError): BackgroundWork => {
  const unfinished = new Set<Promise<void>>();
  const report = (handler: OnBackgroundError, error: unknown) => {
    try {
      handler(error);
    } catch {
      // A handler that fails itself has nowhere left to report to; the work must not reject.
    }
  };
  return {
    run: (work, handler = onError) => {
      // The executor runs `work` at once and turns a synchronous throw into a rejection.
      const task: Promise<void> = new Promise<unknown>((resolve) => resolve(work()))
        .then(
          () => undefined,
          (error: unknown) => report(handler, error),
        )
        .finally(() => unfinished.delete(task));
      unfinished.add(task);
    },
    settled: async () => {
      while (unfinished.size > 0) await Promise.allSettled([...unfinished]);
    },
  };
};
