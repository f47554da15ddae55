import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Response } from '@playwright/test';

/** The system Chromium, as the end-to-end tests run it. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const LOAD_TIMEOUT_MS = 60_000;

/** A phone like Lighthouse's mobile run, and the desktop the end-to-end tests use. */
export const VIEWPORTS = {
  mobile: { width: 412, height: 823 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export type ScriptFile = { path: string; bytes: number; gzipBytes: number };
export type InitialScripts = { viewport: ViewportName; files: ScriptFile[]; gzipBytes: number };

const isScript = (response: Response) =>
  response.request().resourceType() === 'script' ||
  (response.headers()['content-type'] ?? '').includes('javascript');

/**
 * Opens `url` in a fresh profile and records every script the page fetches until the network is
 * idle after the page has rendered its `<main>`: the entry, its modulepreloads and the lazy
 * chunks the route loads at start. Sizes are gzip level 9 of the bytes received, which is what
 * a compressing server or CDN sends. Requests to any host other than 127.0.0.1 are refused.
 */
const measureOnce = async (
  browser: Browser,
  url: string,
  viewport: ViewportName,
): Promise<InitialScripts> => {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  try {
    await context.route('**/*', (route) =>
      new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort(),
    );
    const page = await context.newPage();
    const bodies: Promise<ScriptFile>[] = [];
    page.on('response', (response) => {
      if (!isScript(response)) return;
      bodies.push(
        response.body().then((body) => ({
          path: new URL(response.url()).pathname,
          bytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
        })),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle', timeout: LOAD_TIMEOUT_MS });
    await page.locator('main').first().waitFor({ state: 'visible', timeout: LOAD_TIMEOUT_MS });
    await page.waitForLoadState('networkidle', { timeout: LOAD_TIMEOUT_MS });
    const files = (await Promise.all(bodies)).sort((a, b) => b.gzipBytes - a.gzipBytes);
    return {
      viewport,
      files,
      gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    };
  } finally {
    await context.close();
  }
};

/** The initial JavaScript of `url` on a phone and on a desktop screen. */
export const measureInitialScripts = async (url: string): Promise<InitialScripts[]> => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: BROWSER_ARGS });
  try {
    const results: InitialScripts[] = [];
    for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
      results.push(await measureOnce(browser, url, viewport));
    }
    return results;
  } finally {
    await browser.close();
  }
};
