import { SCRIPT_LOAD_TIMEOUT_MS } from '@prime/contract';

/** How an outside script's loading ended. */
export type ScriptOutcome = 'loaded' | 'failed' | 'timed_out';

/** The scripts this page added and how their loading ends, by element id. */
const loading = new Map<string, { script: HTMLScriptElement; outcome: Promise<ScriptOutcome> }>();

/**
 * Adds `<script async src>` to the head once per id: consent may be read many times (every
 * render, every reopened panel) but a third-party script must only ever start once. A script that
 * fails, or has neither loaded nor failed after `timeoutMs` (SCRIPT_LOAD_TIMEOUT_MS, spec 01 §9),
 * is given up: its tag goes, so a later call may add it again.
 */
export const appendScriptOnce = (
  id: string,
  src: string,
  timeoutMs = SCRIPT_LOAD_TIMEOUT_MS,
): Promise<ScriptOutcome> => {
  const present = document.getElementById(id);
  if (present) {
    const known = loading.get(id);
    return known?.script === present ? known.outcome : Promise.resolve('loaded');
  }
  const script = document.createElement('script');
  script.id = id;
  script.async = true;
  script.src = src;
  const outcome = new Promise<ScriptOutcome>((resolve) => {
    const giveUp = (why: Exclude<ScriptOutcome, 'loaded'>) => {
      script.remove();
      // A tag added again meanwhile keeps its own entry.
      if (loading.get(id)?.script === script) loading.delete(id);
      resolve(why);
    };
    const timer = window.setTimeout(() => giveUp('timed_out'), timeoutMs);
    script.addEventListener(
      'load',
      () => {
        window.clearTimeout(timer);
        resolve('loaded');
      },
      { once: true },
    );
    script.addEventListener(
      'error',
      () => {
        window.clearTimeout(timer);
        giveUp('failed');
      },
      { once: true },
    );
  });
  loading.set(id, { script, outcome });
  document.head.append(script);
  return outcome;
};
