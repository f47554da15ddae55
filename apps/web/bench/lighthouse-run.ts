import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from './initial-js';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

/** The metrics Lighthouse weighs into the performance score, by audit id. */
export const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;
export type MetricName = keyof typeof METRICS;

export type LighthouseRun = {
  /** 0-100. */
  score: number;
  /** The audit's own text, e.g. `1.2 s`. */
  metrics: Record<MetricName, string>;
  /**
   * Lighthouse's measure of the machine's CPU speed during the run. The simulated phone is
   * derived from it, so a busy machine lowers the score: compare runs by this too.
   */
  benchmarkIndex: number;
};

/**
 * Lighthouse's default run (mobile form factor, simulated throttling), performance only, in the
 * system Chromium. Nothing but `url` is opened.
 */
export const runLighthouse = async (url: string, runs: number): Promise<LighthouseRun[]> => {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const results: LighthouseRun[] = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error('Lighthouse returned no result');
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      const score = lhr.categories['performance']?.score;
      if (typeof score !== 'number') throw new Error('Lighthouse gave no performance score');
      const metrics = Object.fromEntries(
        Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.displayValue ?? '?']),
      ) as Record<MetricName, string>;
      results.push({
        score: Math.round(score * 100),
        metrics,
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
};

/** The run with the median score: Lighthouse varies with the machine's load. */
export const medianRun = (runs: LighthouseRun[]): LighthouseRun => {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error('No Lighthouse run to take the median of');
  return median;
};
