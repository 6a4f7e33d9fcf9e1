import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLocalBillingClock } from '../../src/server/billing/local-billing-clock';
import { DAY_MS, offsetClock } from '../../src/server/billing/test-support/fake-clock';
import type { DatabaseHandle } from '../../src/server/db/database';
import { openTestDatabase } from '../../src/server/test-support/test-database';
import { startTestServer, type TestServer } from '../../src/server/test-support/test-server';
import { launchBrowser, newPage, signInWithBrowser, viewports } from './support/browser';
import { clientDir } from './support/e2e-server';

let browser: Browser;
let database: DatabaseHandle;
let server: TestServer;
const time = offsetClock();

beforeAll(async () => {
  database = await openTestDatabase('pglite');
  // Sessions outlive the 15 days the journey moves the server's clock.
  server = await startTestServer(
    database,
    { SESSION_ABSOLUTE_HOURS: '2160', SESSION_IDLE_MINUTES: '43200' },
    { clock: time.clock, clientDir },
  );
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await database?.close();
});

/** Moves the server's clock and the page's together, then lets the local billing clock run. */
async function advance(page: Page, ms: number) {
  time.advance(ms);
  await page.clock.setFixedTime(time.clock());
  await runLocalBillingClock({
    db: database.db,
    clock: time.clock,
    billing: server.config.billing,
    publicUrl: server.url,
  });
}

async function openPlanCard(page: Page) {
  await page.getByRole('button', { name: 'Open navigation' }).click();
  return page.getByTestId('plan-card');
}

describe('Elite membership in the browser', () => {
  it('shows a visitor the whole subscribe page', async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    await page.goto(`${server.url}/subscribe`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Elite Membership' }).isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByTestId('member-count').textContent())
      .toMatch(/0 of 2,?500 members/);
    for (const text of [
      '$99',
      'Why Elite Members Win',
      'Annual savings breakdown',
      'Already a member?',
    ]) {
      expect(await page.getByText(text, { exact: false }).first().isVisible()).toBe(true);
    }
    expect(await page.getByRole('radio', { name: /Annual/ }).textContent()).toContain('Save 16%');
    expect(
      await page.getByRole('link', { name: 'Start 14-Day Free Trial' }).getAttribute('href'),
    ).toBe('/api/login?returnTo=%2Fsubscribe%3Fplan%3Delite-monthly');
    await page.screenshot({ path: 'dist/e2e-subscribe-1440.png', fullPage: true });
    await context.close();
  });

  it('signs in, starts an annual trial, uses the dashboard, cancels, and loses access at the period end', async () => {
    const { context, page } = await newPage(browser, viewports.mobile);
    await signInWithBrowser(
      page,
      server.url,
      { email: 'journey@arbiter.test', name: 'Journey Member' },
      '/subscribe',
    );
    await page.getByRole('radio', { name: /Annual/ }).click();
    await expect.poll(() => page.getByTestId('plan-price').textContent()).toBe('$999');

    // A failed start shows the spec's alert and gives the button back.
    await page.route('**/api/create-checkout-session', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"message":"Internal server error"}',
      }),
    );
    await page.getByRole('button', { name: 'Start 14-Day Free Trial' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('alert')
          .filter({ hasText: 'There was an error starting your subscription. Please try again.' })
          .isVisible(),
      )
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Start 14-Day Free Trial' }).isEnabled()).toBe(
      true,
    );
    await page.unroute('**/api/create-checkout-session');

    await page.getByRole('button', { name: 'Start 14-Day Free Trial' }).click();
    await page.waitForURL(/\/local-checkout\/cs_local_\w+$/);
    for (const text of ['Elite Annual membership', '$999.00', '14-day free trial']) {
      expect(await page.getByText(text, { exact: false }).first().isVisible()).toBe(true);
    }
    await page.screenshot({ path: 'dist/e2e-local-checkout-390.png', fullPage: true });
    await page.getByRole('button', { name: 'Start trial' }).click();

    await page.waitForURL(/\/success\?session_id=cs_local_\w+$/);
    const sessionId = new URL(page.url()).searchParams.get('session_id');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Welcome to Elite Membership!' }).isVisible())
      .toBe(true);
    expect(await page.getByTestId('session-id').textContent()).toBe(sessionId);
    expect(await page.getByText('14-Day Free Trial Active').isVisible()).toBe(true);
    expect(await page.getByText('Elite Access Unlocked').isVisible()).toBe(true);
    await page.screenshot({ path: 'dist/e2e-success-390.png', fullPage: true });

    await page.getByRole('link', { name: 'Continue to Dashboard' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Welcome back, Journey' }).isVisible())
      .toBe(true);

    const card = await openPlanCard(page);
    await expect.poll(() => card.textContent()).toMatch(/Active.*Free trial.*14 days remaining/);
    await card.getByRole('button', { name: 'Manage Plan' }).click();
    await page.waitForURL(/\/local-portal\/[\w-]{43}$/);
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await expect.poll(() => page.getByText('Your plan is canceled.').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Resume plan' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Return to Arbiter' }).click();
    await page.waitForURL(`${server.url}/dashboard`);

    await advance(page, 13 * DAY_MS);
    await page.reload();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Welcome back, Journey' }).isVisible())
      .toBe(true);
    await expect
      .poll(async () => (await openPlanCard(page)).textContent())
      .toMatch(/1 day remaining/);
    await page.keyboard.press('Escape');

    await advance(page, 2 * DAY_MS);
    await page.reload();
    await expect.poll(() => page.getByText('Subscription Required').isVisible()).toBe(true);
    await expect
      .poll(async () => (await openPlanCard(page)).textContent())
      .toMatch(/Inactive.*Upgrade Now/);
    await page.screenshot({ path: 'dist/e2e-after-period-390.png' });
    await context.close();
  });

  it("tells a member who opens another member's session that nothing was activated", async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    await signInWithBrowser(
      page,
      server.url,
      { email: 'curious@arbiter.test', name: 'Curious' },
      '/success?session_id=cs_local_notyours',
    );
    await expect
      .poll(() => page.getByRole('heading', { name: 'Checkout not found' }).isVisible())
      .toBe(true);
    expect(await page.getByText('Welcome to Elite Membership!').count()).toBe(0);
    await context.close();
  });
});
