import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betListSchema, bankrollSchema } from '../../src/contracts/portfolio';
import { americanToDecimal } from '../../src/core/odds-format';
import { settlementFromStatus } from '../../src/core/portfolio/bet-settlement';
import { grantMembership } from '../../src/server/test-support/membership';
import {
  launchBrowser,
  newPage,
  signInWithBrowser,
  viewports,
  refreshSessions,
} from './support/browser';
import { startE2eServer } from './support/e2e-server';

// Pages load under a shared, busy machine: give each wait more than vitest's 1 s default.
const WAIT = { timeout: 10_000 };

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

/** Reads a member API from inside the page, with the page's own session. */
async function readApi(page: Page, url: string): Promise<unknown> {
  return page.evaluate(async (path) => (await fetch(path)).json(), url);
}

/** From the dashboard: the menu on a phone; on a wide screen, the balance in the greeting. */
async function openPortfolio(page: Page, size: string) {
  if (size === 'mobile') {
    await page.getByRole('navigation', { name: 'Bottom bar' }).getByText('Menu').click();
    await page
      .getByRole('navigation', { name: 'Menu' })
      .getByRole('link', { name: 'Portfolio' })
      .click();
  } else {
    await page.getByTestId('greeting-balance').click();
  }
  await page.waitForURL(`${env.url}/portfolio`);
}

const balance = (page: Page) => page.getByTestId('bankroll-balance').textContent();

describe.each(Object.entries(viewports))('a subscriber at the %s size', (size, viewport) => {
  it('logs a bet, settles it as won, and the balance moves by exactly its profit', async () => {
    const { context, page } = await newPage(browser, viewport);
    const email = `portfolio-${size}@arbiter.test`;
    await signInWithBrowser(page, env.url, { email, name: 'Portfolio Member' }, '/dashboard');
    await grantMembership(env.database.db, email);
    await refreshSessions(page);
    await page.reload();
    await expect
      .poll(() => page.getByTestId('greeting-balance').textContent(), WAIT)
      .toBe('$1,000.00');

    await openPortfolio(page, size);
    await expect.poll(() => balance(page), WAIT).toBe('$1,000.00');
    const start = bankrollSchema.parse(await readApi(page, '/api/user/bankroll'));
    expect(start.balance).toBe(1000);

    // A moneyline bet typed in American odds, as a member copies it from a book's slip.
    await page.getByRole('button', { name: 'Add bet' }).click();
    const form = page.getByRole('dialog', { name: 'Add a bet' });
    await form.getByLabel('Home team').fill('Boston Celtics');
    await form.getByLabel('Away team').fill('Los Angeles Lakers');
    await form.getByLabel('Odds format').selectOption('american');
    await form.getByLabel('Odds', { exact: true }).fill('-110');
    expect(await form.getByText('1.9091 in decimal').isVisible()).toBe(true);
    await form.getByLabel('Stake ($)').fill('50');
    await form.getByLabel('Book', { exact: true }).selectOption('draftkings');
    await page.screenshot({ path: `dist/e2e-portfolio-add-${viewport.width}.png` });
    await form.getByRole('button', { name: 'Add bet' }).click();
    await expect.poll(() => form.isVisible(), WAIT).toBe(false);

    const row = page.getByRole('article', { name: /Boston Celtics vs Los Angeles Lakers/ });
    await expect.poll(() => row.isVisible(), WAIT).toBe(true);
    expect(await row.textContent()).toContain('DraftKings');
    expect(await balance(page)).toBe('$1,000.00');

    // Settled by hand as won: the dialog says what the balance will do before it does it.
    const won = settlementFromStatus('won', 50, americanToDecimal(-110))!;
    expect(won.profit).toBe(45.45);
    await row.getByRole('button', { name: 'Settle', exact: true }).click();
    const settle = page.getByRole('dialog', { name: 'Settle bet' });
    expect(await settle.getByRole('radio', { name: /Won/ }).isChecked()).toBe(true);
    expect(await settle.getByText('Your balance moves by').textContent()).toContain('+$45.45');
    await page.screenshot({ path: `dist/e2e-portfolio-settle-${viewport.width}.png` });
    await settle.getByRole('button', { name: 'Settle as won' }).click();

    await expect.poll(() => balance(page), WAIT).toBe('$1,045.45');
    const after = bankrollSchema.parse(await readApi(page, '/api/user/bankroll'));
    const bets = betListSchema.parse(await readApi(page, '/api/user/bets?status=settled'));
    expect(bets.total).toBe(1);
    const bet = bets.data[0]!;
    expect(bet).toMatchObject({ status: 'won', settledBy: 'member', profit: won.profit });
    expect(Math.round((after.balance - start.balance) * 100)).toBe(Math.round(bet.profit! * 100));

    await page.getByRole('radio', { name: 'Settled' }).click();
    await expect.poll(() => row.textContent(), WAIT).toContain('+$45.45');
    expect(await row.textContent()).toContain('Settled by you');
    expect(await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/user/bets.csv',
    );
    const csv = await page.evaluate(async () => (await fetch('/api/user/bets.csv')).text());
    expect(csv.split(/\r?\n/)[0]).toContain('homeTeam');
    expect(csv).toContain('Boston Celtics');
    await page.screenshot({ path: `dist/e2e-portfolio-${viewport.width}.png`, fullPage: true });

    // The analytics page shows the same profit, with how each figure is computed.
    await page.getByRole('link', { name: 'Analytics' }).click();
    await page.waitForURL(`${env.url}/portfolio-analytics`);
    await expect
      .poll(() => page.getByTestId('analytics-profit').textContent(), WAIT)
      .toBe('+$45.45');
    expect(await page.getByText('Profit ÷ portfolio starting value.').first().isVisible()).toBe(
      true,
    );
    // The charts arrive in a chunk of their own, after the figures.
    await expect
      .poll(() => page.getByRole('heading', { name: 'CLV distribution' }).isVisible(), WAIT)
      .toBe(true);
    await page.getByRole('radio', { name: '7D' }).click();
    await page.waitForURL(`${env.url}/portfolio-analytics?range=7d`);
    await expect
      .poll(() => page.getByTestId('analytics-profit').textContent(), WAIT)
      .toBe('+$45.45');
    await page.screenshot({
      path: `dist/e2e-portfolio-analytics-${viewport.width}.png`,
      fullPage: true,
    });

    await page.goto(`${env.url}/dashboard`);
    await expect
      .poll(() => page.getByTestId('greeting-balance').textContent(), WAIT)
      .toBe('$1,045.45');
    await expect
      .poll(() => page.getByTestId('bankroll-chart-dashboard').isVisible(), WAIT)
      .toBe(true);
    await page.screenshot({ path: `dist/e2e-dashboard-portfolio-${viewport.width}.png` });
    await context.close();
  });
});

describe('a failed bankroll read', () => {
  it('shows "—" and the server message with Retry, never a zero', async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    const email = 'portfolio-failure@arbiter.test';
    await signInWithBrowser(page, env.url, { email, name: 'Failure Member' }, '/dashboard');
    await grantMembership(env.database.db, email);
    await refreshSessions(page);
    await page.route('**/api/user/bankroll', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"message":"The bankroll is being recalculated."}',
      }),
    );
    await page.goto(`${env.url}/portfolio`);
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load your bankroll' });
    await expect.poll(() => alert.isVisible(), WAIT).toBe(true);
    expect(await alert.textContent()).toContain('The bankroll is being recalculated.');
    expect(await page.getByTestId('bankroll-balance').count()).toBe(0);
    expect(await page.getByText('$0.00').count()).toBe(0);

    await page.unroute('**/api/user/bankroll');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => balance(page), WAIT).toBe('$1,000.00');
    await context.close();
  });
});
