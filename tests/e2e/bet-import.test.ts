import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betListSchema } from '../../src/contracts/portfolio';
import { opportunityLog } from '../../src/server/db/schema/index';
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

  it('opens "Log this bet" from an alert link, filled with the legs, and logs them', async () => {
    const { context, page } = await newPage(browser, viewport);
    const email = `log-bet-${size}@arbiter.test`;
    const id = `arb-alert-${size}`;
    const now = Date.now();
    await env.database.db.insert(opportunityLog).values({
      id,
      kind: 'arbitrage',
      eventId: `g-${size}`,
      sportKey: 'basketball_nba',
      homeTeam: 'Lakers',
      awayTeam: 'Celtics',
      commenceTime: new Date(now + 3_600_000),
      market: 'h2h',
      line: null,
      firstSeen: new Date(now - 600_000),
      lastSeen: new Date(now - 300_000),
      peakReturn: 0.0149,
      lastReturn: 0.0149,
      legs: [
        {
          book: 'draftkings',
          outcome: 'Lakers',
          point: null,
          price: 2.04,
          effectivePrice: 2.04,
          stakeRatio: 0.5,
        },
        {
          book: 'fanduel',
          outcome: 'Celtics',
          point: null,
          price: 2.06,
          effectivePrice: 2.06,
          stakeRatio: 0.5,
        },
      ],
    });
    await signInAsSubscriber(page, env.url, env.database.db, { email, name: 'Alert Member' });
    // The link an alert e-mail carries (alert-message.ts).
    await page.goto(`${env.url}/portfolio?log=${id}`);
    const dialog = page.getByRole('dialog', { name: 'Log this bet' });
    const lakers = dialog.getByRole('group', { name: 'Lakers at draftkings' });
    await expect.poll(() => lakers.isVisible(), WAIT).toBe(true);
    expect(await lakers.getByLabel('Stake ($)').inputValue()).toBe('500');
    expect(await lakers.getByLabel('Decimal odds').inputValue()).toBe('2.04');
    const celtics = dialog.getByRole('group', { name: 'Celtics at fanduel' });
    await celtics.getByLabel('Decimal odds').fill('2.05');
    await dialog.screenshot({ path: `dist/e2e-log-bet-${viewport.width}.png` });
    await dialog.getByRole('button', { name: 'Log these bets' }).click();
    await expect.poll(() => dialog.isVisible(), WAIT).toBe(false);
    expect(new URL(page.url()).search).toBe('');
    await expect.poll(() => betTotal(page), WAIT).toBe(2);
    const bets = betListSchema.parse(
      await page.evaluate(async () => (await fetch('/api/user/bets')).json()),
    );
    expect(bets.data.map((b) => [b.outcome, b.odds, b.stake]).sort()).toEqual([
      ['Celtics', 2.05, 500],
      ['Lakers', 2.04, 500],
    ]);
    await context.close();
  }, 60_000);
});
