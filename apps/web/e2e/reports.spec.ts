import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Download, FrameLocator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';
import { runOps } from './ops';
import { createPlayer, loginAs } from './players';

const GAME = 'Zlatá koruna';
const FILE = /^casino-report-\d{4}-\d{2}-\d{2}\.(xlsx|csv|pdf)$/;
const HEADERS = [
  'Last played (UTC)',
  'Game',
  'Provider',
  'Currency',
  'Rounds',
  'Bets',
  'Wins',
  'Net',
];

/** PDF.js reads the standard fonts' metrics from its own package. */
const standardFontDataUrl = `${path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Spins once at the chosen stake and waits for the round's result. */
const spinOnce = async (frame: FrameLocator) => {
  const spin = frame.getByRole('button', { name: 'Spin' });
  await spin.click();
  await expect(spin).toBeDisabled();
  // A spin that triggers free spins plays them all before the button returns: up to about a
  // minute of the page's own animation for ten of them.
  await expect(spin).toBeEnabled({ timeout: 120_000 });
};

/** Plays two real rounds of €1.00 in the slot, as a player does, in the game iframe. */
const playTwoRounds = async (page: Page, player: { username: string; password: string }) => {
  await page.goto('/en/prime');
  const href = await page.getByRole('link', { name: GAME }).first().getAttribute('href');
  await loginAs(page, player, href!);
  const frame = page.frameLocator(`iframe[title="${GAME}"]`);
  await expect(frame.getByText('Real money')).toBeVisible();
  await frame.getByLabel('Bet').selectOption({ label: '€1.00' });
  await spinOnce(frame);
  await spinOnce(frame);
};

const download = async (page: Page, name: string): Promise<{ file: Download; bytes: Buffer }> => {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name, exact: true }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(FILE);
  return { file, bytes: await readFile((await file.path())!) };
};

const utcDay = (offsetDays = 0) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

test('a player reads today’s casino report and exports it in every format', async ({ page }) => {
  // Either round may trigger free spins, which the page plays out for up to a minute.
  test.setTimeout(240_000);
  const player = await createPlayer('report');
  await runOps('wallet', 'credit', player.username, '20', '--reason', 'Report story funds');
  await playTwoRounds(page, player);

  await page.goto('/en/reports');
  await expect(page.getByRole('heading', { name: 'Casino report' })).toBeVisible();
  await expect(page.getByText('Dates and times are in UTC.')).toBeVisible();
  const from = page.getByLabel('From');
  const to = page.getByLabel('To', { exact: true });
  await expect(from).toHaveValue(utcDay());
  await expect(to).toHaveValue(utcDay());
  // The pickers offer a start up to yesterday and an end up to today (spec 02 §5).
  await expect(from).toHaveAttribute('max', utcDay(-1));
  await expect(to).toHaveAttribute('max', utcDay());

  const search = page.getByRole('button', { name: 'Search' });
  await search.click();
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals).toContainText('Bets€2.00');
  await expect(totals).toContainText('Bonus bets€0.00');
  const row = page.getByRole('row').filter({ hasText: GAME });
  await expect(row).toContainText('€2.00');
  await expect(row.getByRole('cell').nth(4)).toHaveText('2');
  const net = (await row.getByRole('cell').nth(7).innerText()).trim();
  await expect(totals).toContainText(`Net${net}`);

  // A range that ends before it starts cannot be searched.
  await from.fill(utcDay());
  await to.fill(utcDay(-1));
  await expect(search).toBeDisabled();
  await expect(page.getByText('The start date must not be after the end date.')).toBeVisible();
  await to.fill(utcDay());
  await expect(search).toBeEnabled();

  await expectNoSeriousA11yViolations(page);

  // Excel: read back with a real workbook reader.
  const xlsx = await download(page, 'Excel');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(
    xlsx.bytes.buffer.slice(
      xlsx.bytes.byteOffset,
      xlsx.bytes.byteOffset + xlsx.bytes.byteLength,
    ) as ArrayBuffer,
  );
  const sheet = workbook.worksheets[0]!;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADERS);
  const cells = (sheet.getRow(2).values as unknown[]).slice(1);
  expect(cells[1]).toBe(GAME);
  expect(cells.slice(3, 6)).toEqual(['EUR', 2, 2]);
  const sheetNet = cells[7] as number;
  expect(sheetNet).toBeCloseTo((cells[6] as number) - 2, 9);
  const total = (sheet.getRow(3).values as unknown[]).slice(1);
  expect(total[1]).toBe('Total');
  expect(total[7]).toBe(sheetNet);

  // CSV: the same lines.
  const csv = (await download(page, 'CSV')).bytes.toString('utf8').replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe(HEADERS.join(','));
  expect(lines[1]).toContain(`,${GAME},`);
  expect(lines[1]!.split(',').slice(3, 6)).toEqual(['EUR', '2', '2']);
  expect(lines[2]!.split(',')[1]).toBe('Total');

  // PDF: read back with PDF.js, the reader of Firefox.
  const pdf = await getDocument({
    data: new Uint8Array((await download(page, 'PDF')).bytes),
    standardFontDataUrl,
  }).promise;
  expect(pdf.numPages).toBe(1);
  const content = await (await pdf.getPage(1)).getTextContent();
  const text = content.items.map((item) => ('str' in item ? item.str : '')).join('\n');
  expect(text).toContain('Casino report');
  expect(text).toContain(GAME);
  expect(text).toContain('Total');
  expect(text).toContain('€2.00');
  expect(text).toContain(net);

  // Copy: tab-separated lines on the clipboard.
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByText('Copied to the clipboard.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const copiedLines = copied.split('\n').map((line) => line.split('\t'));
  expect(copiedLines[0]).toEqual(HEADERS);
  expect(copiedLines[1]!.slice(1, 2)).toEqual([GAME]);
  expect(copiedLines[1]!.slice(3, 6)).toEqual(['EUR', '2', '2']);
});
