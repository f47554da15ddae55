/**
 * The web bench: the initial JavaScript of the lobby and its Lighthouse performance score,
 * measured on the built site (`npm run build`) served by the built API on 127.0.0.1. Figures are
 * printed beside their targets; nothing here asserts a time.
 */
import { startBuiltServer } from './built-server';
import { measureInitialScripts } from './initial-js';
import { medianRun, METRICS, runLighthouse, type MetricName } from './lighthouse-run';

const LOBBY_PATH = '/casino';
/** Targets of issue 3: initial JavaScript at most 150 KB gzip, Lighthouse mobile at least 90. */
const INITIAL_JS_TARGET_KB = 150;
const LIGHTHOUSE_TARGET = 90;
const LIGHTHOUSE_RUNS = Number(process.env['BENCH_LIGHTHOUSE_RUNS'] ?? 3);
const LARGEST_FILES = 5;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const verdict = (ok: boolean) => (ok ? 'within target' : 'OVER TARGET');

const server = await startBuiltServer();
const stopOnSignal = (signal: NodeJS.Signals) => {
  void server.stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
};
process.once('SIGINT', stopOnSignal);
process.once('SIGTERM', stopOnSignal);

try {
  const url = `${server.origin}${LOBBY_PATH}`;
  console.log(`Web bench of ${LOBBY_PATH} (built site, system Chromium)`);

  for (const result of await measureInitialScripts(url)) {
    const ok = result.gzipBytes / 1024 <= INITIAL_JS_TARGET_KB;
    console.log(
      `Initial JS, ${result.viewport.padEnd(7)} ${kb(result.gzipBytes).padStart(6)} KB gzip in ${
        result.files.length
      } files   target <= ${INITIAL_JS_TARGET_KB} KB   ${verdict(ok)}`,
    );
    for (const file of result.files.slice(0, LARGEST_FILES)) {
      console.log(
        `    ${file.path.padEnd(40)} ${kb(file.gzipBytes).padStart(6)} KB gzip  ${kb(
          file.bytes,
        ).padStart(6)} KB raw`,
      );
    }
  }

  const runs = await runLighthouse(url, LIGHTHOUSE_RUNS);
  const median = medianRun(runs);
  console.log(
    `Lighthouse performance (mobile, simulated throttling), median of ${runs.length}: ${
      median.score
    }   target >= ${LIGHTHOUSE_TARGET}   ${verdict(median.score >= LIGHTHOUSE_TARGET)}   runs: ${runs
      .map((run) => run.score)
      .join(', ')}`,
  );
  console.log(
    `    ${(Object.keys(METRICS) as MetricName[])
      .map((name) => `${name} ${median.metrics[name]}`)
      .join('   ')}   CPU benchmark index ${median.benchmarkIndex} (lower on a busy machine)`,
  );
} finally {
  await server.stop();
}
