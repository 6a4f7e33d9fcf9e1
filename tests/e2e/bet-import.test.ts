import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betListSchema } from '../../src/contracts/portfolio';
import { launchBrowser, newPage, signInAsSubscriber, viewports } from './support/browser';
import { startE2eServer } from './support/e2e-server';

// Pages load under a shared, busy machine: give each wait far more than vitest's 1 s default.
const WAIT = { timeout: 15_000 };

let browser: Browser;
let env: Awaited<ReturnType<typeof startE2eServer>>;

beforeAll(async () => {
  env = await startE2eServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await env?.close();
});

const HEADER = 'Date,Event,Selection,Book,Odds,Stake,Result';
const GOOD_ROWS = [
  '2026-03-01 19:00,Celtics vs Heat,Celtics,DraftKings,-110,$110.00,W',
  '2026-03-02 20:30,Lakers @ Suns,Over 221.5,FanDuel,+105,"$1,250.00",pending',
  '2026-03-03 18:00,Knicks vs Nets,Nets,BetMGM,2.40,$40.00,L',
];
const file = (rows: string[]) => ({
  name: 'tracker.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from([HEADER, ...rows].join('\r\n')),
});

const betTotal = async (page: Page) =>
  betListSchema.parse(await page.evaluate(async () => (await fetch('/api/user/bets')).json()))
    .total;

describe.each(Object.entries(viewports))('importing bets at the %s size', (size, viewport) => {
  it('shows the bad row and imports nothing, then imports the fixed file', async () => {
    const { context, page } = await newPage(browser, viewport);
    const email = `import-${size}@arbiter.test`;
    await signInAsSubscriber(page, env.url, env.database.db, { email, name: 'Import Member' });
    await page.goto(`${env.url}/portfolio`);
    const openImport = page.getByRole('button', { name: 'Import CSV' });
    await expect.poll(() => openImport.isVisible(), WAIT).toBe(true);
    await openImport.click();
    const dialog = page.getByRole('dialog', { name: 'Import bets' });

    // One bad price in the middle row.
    const bad = [GOOD_ROWS[0]!, GOOD_ROWS[1]!.replace('+105', 'evens'), GOOD_ROWS[2]!];
    await dialog.getByLabel('CSV file').setInputFiles(file(bad));
    const check = dialog.getByRole('button', { name: 'Check rows' });
    await expect.poll(() => check.isEnabled(), WAIT).toBe(true);
    expect(await dialog.getByLabel('Selection').inputValue()).toBe('Selection');
    expect(await dialog.getByLabel('Event', { exact: true }).inputValue()).toBe('Event');
    await check.click();

    const errors = dialog.getByRole('list', { name: 'Rows with errors' });
    await expect.poll(() => errors.isVisible(), WAIT).toBe(true);
    expect(await errors.textContent()).toBe('Line 3: odds: "evens" is not a decimal price');
    expect(await dialog.getByTestId('import-counts').textContent()).toBe(
      '3 rows: 2 readable, 1 with errors.',
    );
    expect(await dialog.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(
      true,
    );
    await dialog.screenshot({ path: `dist/e2e-import-error-${viewport.width}.png` });
    expect(await betTotal(page)).toBe(0);

    // The member fixes the price and chooses the file again.
    await dialog.getByLabel('CSV file').setInputFiles(file(GOOD_ROWS));
    await expect.poll(() => check.isEnabled(), WAIT).toBe(true);
    await check.click();
    await expect
      .poll(() => dialog.getByRole('button', { name: 'Change columns' }).isVisible(), WAIT)
      .toBe(true);
    const importButton = dialog.getByRole('button', { name: 'Import 3 bets' });
    await expect.poll(() => importButton.isEnabled(), WAIT).toBe(true);
    expect(await errors.isVisible()).toBe(false);
    await importButton.click();
    await expect
      .poll(() => dialog.getByRole('status').textContent(), WAIT)
      .toBe('3 bets imported.');
    await page.screenshot({ path: `dist/e2e-import-done-${viewport.width}.png` });
    expect(await betTotal(page)).toBe(3);
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The imported open bet is in the list; the settled ones moved the balance.
    const row = page.getByRole('article', { name: /Suns vs Lakers/ });
    await expect.poll(() => row.isVisible(), WAIT).toBe(true);
    await expect
      .poll(() => page.getByTestId('bankroll-balance').textContent(), WAIT)
      .toBe('$1,060.00');

    // The same file again: everything is recognised and nothing is imported twice.
    await openImport.click();
    await dialog.getByLabel('CSV file').setInputFiles(file(GOOD_ROWS));
    await expect.poll(() => check.isEnabled(), WAIT).toBe(true);
    await check.click();
    await expect
      .poll(() => dialog.getByRole('button', { name: 'Nothing new to import' }).isVisible(), WAIT)
      .toBe(true);
    expect(await dialog.getByTestId('import-counts').textContent()).toBe(
      '3 rows: 3 readable, 3 already imported (skipped).',
    );
    expect(await betTotal(page)).toBe(3);
    await context.close();
  }, 90_000);
});
