import { describe, expect, it } from 'vitest';
import { createBackgroundWork } from './background';

/** A promise and the functions that settle it, for work that ends when the test says so. */
const deferred = () => {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
};

describe('background work', () => {
  it('sends a failure to the handler, never rejecting, whether thrown at once or later', async () => {
    const errors: unknown[] = [];
    const background = createBackgroundWork((error) => errors.push(error));
    const later = new Error('later');
    const atOnce = new Error('at once');

    background.run(() => Promise.reject(later));
    background.run(() => {
      throw atOnce;
    });
    await background.settled();

    expect(errors).toHaveLength(2);
    expect(errors).toEqual(expect.arrayContaining([later, atOnce]));
  });

  it("sends a failure to the work's own handler when one is given", async () => {
    const shared: unknown[] = [];
    const own: unknown[] = [];
    const background = createBackgroundWork((error) => shared.push(error));
    const failure = new Error('mail');

    background.run(
      () => Promise.reject(failure),
      (error) => own.push(error),
    );
    await background.settled();

    expect(own).toEqual([failure]);
    expect(shared).toEqual([]);
  });

  it('does not reject when the handler itself throws', async () => {
    const background = createBackgroundWork(() => {
      throw new Error('logger down');
    });

    background.run(() => Promise.reject(new Error('push')));

    await expect(background.settled()).resolves.toBeUndefined();
  });

  it('starts the work at once', () => {
    const background = createBackgroundWork(() => undefined);
    let started = false;

    background.run(async () => {
      started = true;
    });

    expect(started).toBe(true);
  });

  it('settles only once the work started while draining has finished too', async () => {
    const background = createBackgroundWork(() => undefined);
    const first = deferred();
    const second = deferred();
    const finished: string[] = [];
    background.run(async () => {
      await first.promise;
      finished.push('first');
      // A commit's follow-up starting more work, as a message after a push does.
      background.run(async () => {
        await second.promise;
        finished.push('second');
      });
    });

    let isSettled = false;
    const draining = background.settled().then(() => {
      isSettled = true;
    });
    first.resolve();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(finished).toEqual(['first']);
    expect(isSettled).toBe(false);

    second.resolve();
    await draining;
    expect(finished).toEqual(['first', 'second']);
  });

  it('settles at once with nothing running', async () => {
    await expect(createBackgroundWork(() => undefined).settled()).resolves.toBeUndefined();
  });
});
