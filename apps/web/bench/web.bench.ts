/**
 * The web bench: the initial JavaScript of the lobby and its Lighthouse performance score,
 * measured on the built site (`npm run build`) served by the built API on 127.0.0.1, and the
 * initial JavaScript of a baseline build of the site measured in the same run (issue 21: the
 * console must not grow the player's bundle). Figures are printed beside their targets; nothing
 * here asserts a time.
 */
import { builtBaseline, DEFAULT_BASELINE } from './baseline-build';
import { startBuiltServer } from './built-server';
import { measureInitialScripts, type InitialScripts } from './initial-js';
import { medianRun, METRICS, runLighthouse, type MetricName } from './lighthouse-run';

const LOBBY_PATH = '/casino';
/** Targets of issue 3: initial JavaScript at most 150 KB gzip, Lighthouse mobile at least 90. */
const INITIAL_JS_TARGET_KB = 150;
const LIGHTHOUSE_TARGET = 90;
const LIGHTHOUSE_RUNS = Number(process.env['BENCH_LIGHTHOUSE_RUNS'] ?? 3);
const LARGEST_FILES = 5;
const BASELINE = process.env['BENCH_WEB_BASELINE'] ?? DEFAULT_BASELINE;
/** Where the console's files are served; the player's pages never load one. */
const CONSOLE_PATH = '/backoffice/';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const verdict = (ok: boolean) => (ok ? 'within target' : 'OVER TARGET');

/** The baseline's initial JavaScript, measured now, and the current site's as a ratio of it. */
const compareWithBaseline = async (current: InitialScripts[]) => {
  const baseline = builtBaseline(BASELINE);
  const baselineServer = await startBuiltServer(baseline.root);
  try {
    const before = await measureInitialScripts(`${baselineServer.origin}${LOBBY_PATH}`);
    for (const result of current) {
      const was = before.find((entry) => entry.viewport === result.viewport)!;
      const ratio = result.gzipBytes / was.gzipBytes;
      const delta = result.gzipBytes - was.gzipBytes;
      console.log(
        `Initial JS, ${result.viewport.padEnd(7)} ${kb(result.gzipBytes).padStart(6)} KB now, ${kb(
          was.gzipBytes,
        ).padStart(6)} KB at ${baseline.commit.slice(0, 7)}   ${ratio.toFixed(4)}x (${
          delta >= 0 ? '+' : ''
        }${delta} bytes gzip)   target <= 1x   ${delta <= 0 ? 'not grown' : 'GROWN'}`,
      );
    }
  } finally {
    await baselineServer.stop();
  }
};

const server = await startBuiltServer();
const stopOnSignal = (signal: NodeJS.Signals) => {
  void server.stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
};
process.once('SIGINT', stopOnSignal);
process.once('SIGTERM', stopOnSignal);

try {
  const url = `${server.origin}${LOBBY_PATH}`;
  console.log(`Web bench of ${LOBBY_PATH} (built site, system Chromium)`);

  const current = await measureInitialScripts(url);
  for (const result of current) {
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

  const consoleFiles = current.flatMap((result) =>
    result.files.filter((file) => file.path.startsWith(CONSOLE_PATH)),
  );
  console.log(`Console files among them: ${consoleFiles.length}   target 0`);
  if (BASELINE !== 'none') await compareWithBaseline(current);

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
