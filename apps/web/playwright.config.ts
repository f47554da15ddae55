import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * One free port and one fresh data directory per run. Playwright loads this file again in its
 * workers, so the first load keeps both in the environment the workers inherit.
 */
const freePort = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });",
  ])
    .toString()
    .trim();
process.env['PRIME_E2E_PORT'] ??= freePort();
process.env['PRIME_E2E_DATA_DIR'] ??= mkdtempSync(path.join(tmpdir(), 'prime-e2e-'));
const port = process.env['PRIME_E2E_PORT'];
const dataDir = process.env['PRIME_E2E_DATA_DIR'];

export default defineConfig({
  testDir: './e2e',
  // Files run side by side, each file's tests one after another. The maintenance switch is
  // global to the server, so its story runs alone once every other has finished.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  // Two browsers, the server and its embedded database share a CI machine's two cores: the
  // limits catch a hang, not a slow but working page.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'stories', testIgnore: /maintenance\.spec\.ts$/ },
    { name: 'maintenance', testMatch: /maintenance\.spec\.ts$/, dependencies: ['stories'] },
  ],
  webServer: {
    command: 'node apps/api/dist/server.js',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The payment provider sends the player back to the site's own address.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      // Every story's browser comes from 127.0.0.1, two at a time, as if a whole office shared one
      // address: the per-address limit meant for one player would refuse their pages.
      RATE_LIMIT_MAX: '6000',
      // Shorter crash rounds, so a story plays several in a test's time.
      CRASH_BETTING_MS: '3000',
      CRASH_PAUSE_MS: '1500',
      // The sandbox provider's delayed card and payouts settle within a test's time, late
      // enough that the status page shows the wait first.
      PSP_SANDBOX_DELAY_MS: '8000',
    },
  },
});
