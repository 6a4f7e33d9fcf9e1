import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/contracts/errors';
import { users } from '../../src/server/db/schema/index';
import {
  launchBrowser,
  newPage,
  signInWithBrowser,
  viewports,
  refreshSessions,
} from './support/browser';
import { startE2eServer } from './support/e2e-server';

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

const DAY_MS = 86_400_000;

function saveButton(page: Page) {
  return page.getByRole('button', { name: 'Save Changes' });
}

async function openTab(page: Page, name: 'Account' | 'Preferences' | 'Alerts') {
  await page.getByRole('tab', { name }).click();
  await expect
    .poll(() => page.getByRole('tab', { name }).getAttribute('aria-selected'))
    .toBe('true');
}

async function toast(page: Page, title: string) {
  await expect
    .poll(() => page.getByRole('status').filter({ hasText: title }).first().isVisible())
    .toBe(true);
}

async function saveAndConfirm(page: Page) {
  await saveButton(page).click();
  await toast(page, 'Settings Updated');
  expect(
    await page.getByText('Your preferences have been saved successfully.').first().isVisible(),
  ).toBe(true);
  await expect.poll(() => saveButton(page).count()).toBe(0);
}

async function openSettings(page: Page, query = '') {
  await page.goto(`${env.url}/settings${query}`);
  await expect.poll(() => page.getByRole('tablist', { name: 'Settings' }).isVisible()).toBe(true);
}

/** A call made from the signed-in page, with the CSRF header the client sends. */
async function api(page: Page, method: string, path: string, json?: unknown) {
  return page.evaluate(
    async ({ method, path, json, header, value }) => {
      const response = await fetch(path, {
        method,
        headers: {
          [header]: value,
          ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      const text = await response.text();
      return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
    },
    { method, path, json, header: CSRF_HEADER, value: CSRF_HEADER_VALUE },
  );
}

/** Elite until 14 days from now (a minute less, so the count reads 14 at once). */
async function makeSubscriber(email: string, status: 'active' | 'trialing' = 'active') {
  await env.database.db
    .update(users)
    .set({
      subscriptionStatus: status,
      subscriptionTier: 'elite',
      accessEndsAt: new Date(Date.now() + 14 * DAY_MS - 60_000),
    })
    .where(eq(users.email, email));
}

describe.each(Object.entries(viewports))('Settings at the %s size', (size, viewport) => {
  const member = { email: `settings-${size}@arbiter.test`, name: `Settings ${size}` };

  it('edits settings: Save appears, saving keeps them across a reload', async () => {
    const { context, page } = await newPage(browser, viewport);
    await signInWithBrowser(page, env.url, member, '/settings');
    await expect.poll(() => page.getByRole('tablist', { name: 'Settings' }).isVisible()).toBe(true);

    // Account: identity from the provider, the real plan, no Save before an edit.
    expect(await page.getByLabel('Email').inputValue()).toBe(member.email);
    expect(await page.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel('Name').inputValue()).toBe(member.name);
    await expect.poll(() => page.getByTestId('plan-status').textContent()).toContain('Free Plan');
    expect(await page.getByRole('link', { name: 'Upgrade to Elite' }).getAttribute('href')).toBe(
      '/subscribe',
    );
    expect(await saveButton(page).count()).toBe(0);

    // A starting value that does not read is refused on the spot, and nothing is sent.
    const start = page.getByLabel('Portfolio Starting Value');
    expect(await start.inputValue()).toBe('1000.00');
    await start.fill('-50');
    await expect.poll(() => saveButton(page).isVisible()).toBe(true);
    expect(
      await page.getByText('Enter a dollar amount of 0 or more, such as 1000.00.').isVisible(),
    ).toBe(true);
    await start.fill('1,000');
    await expect.poll(() => saveButton(page).count()).toBe(0);
    await start.fill('2,500.50');
    await saveAndConfirm(page);

    // Preferences: a sport tile, the odds display and the time zone.
    await openTab(page, 'Preferences');
    const golf = page.getByRole('button', { name: 'Golf' });
    expect(await golf.getAttribute('aria-pressed')).toBe('false');
    expect(await page.getByRole('button', { name: 'NFL' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await golf.click();
    await expect.poll(() => saveButton(page).isVisible()).toBe(true);
    // Tapping it off again is no edit: Save goes away.
    await golf.click();
    await expect.poll(() => saveButton(page).count()).toBe(0);
    await golf.click();
    await page.getByRole('radio', { name: 'American (+150)' }).click();
    await page.getByLabel('Time zone').selectOption('Europe/London');
    expect(await page.getByText('3 unsaved changes').isVisible()).toBe(true);
    await page.screenshot({ path: `dist/e2e-settings-preferences-${viewport.width}.png` });
    await saveAndConfirm(page);

    // Alerts: the slider moves in steps of 0.5, switches and the e-mail frequency.
    await openTab(page, 'Alerts');
    expect(await page.getByTestId('min-profit-value').textContent()).toBe('2.0%');
    await page.getByRole('slider').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByTestId('min-profit-value').textContent()).toBe('2.5%');
    await page.getByRole('switch', { name: 'E-mail notifications' }).click();
    await page.getByRole('radio', { name: 'Daily' }).click();
    await page.getByLabel('Risk tolerance').selectOption('low');
    await page.screenshot({ path: `dist/e2e-settings-alerts-${viewport.width}.png` });
    await saveAndConfirm(page);

    await page.reload();
    await expect
      .poll(() => page.getByLabel('Portfolio Starting Value').inputValue())
      .toBe('2500.50');
    await openTab(page, 'Preferences');
    expect(await page.getByRole('button', { name: 'Golf' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(
      await page.getByRole('radio', { name: 'American (+150)' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(await page.getByLabel('Time zone').inputValue()).toBe('Europe/London');
    await openTab(page, 'Alerts');
    expect(await page.getByTestId('min-profit-value').textContent()).toBe('2.5%');
    expect(
      await page.getByRole('switch', { name: 'E-mail notifications' }).getAttribute('aria-checked'),
    ).toBe('false');
    expect(await page.getByRole('radio', { name: 'Daily' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(await page.getByLabel('Risk tolerance').inputValue()).toBe('low');

    // The server agrees with the screen.
    const saved = (await api(page, 'GET', '/api/user/settings')).body as {
      preferredSports: string[];
    };
    expect(saved).toMatchObject({
      portfolioValue: 2500.5,
      oddsFormat: 'american',
      timezone: 'Europe/London',
      minArbitrageProfit: 2.5,
      emailNotifications: false,
      emailFrequency: 'daily',
      riskTolerance: 'low',
    });
    expect(saved.preferredSports).toContain('golf');
    await context.close();
  });

  it('shows why a save or a load failed, never a form of made-up values', async () => {
    const { context, page } = await newPage(browser, viewport);
    await signInWithBrowser(page, env.url, { ...member, email: `failing-${member.email}` });
    await page.route('**/api/user/settings', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: '{"message":"Settings are resting","requestId":"req-1"}',
          })
        : route.fallback(),
    );
    await page.goto(`${env.url}/settings`);
    await expect
      .poll(() =>
        page.getByRole('alert').filter({ hasText: 'Failed to load your settings' }).count(),
      )
      .toBe(1);
    expect(await page.getByText('Settings are resting (request id req-1)').isVisible()).toBe(true);
    expect(await page.getByLabel('Portfolio Starting Value').count()).toBe(0);
    await page.unroute('**/api/user/settings');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => page.getByLabel('Portfolio Starting Value').isVisible()).toBe(true);

    await page.route('**/api/user/settings', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: '{"message":"timezone must be an IANA time zone such as America/New_York"}',
          })
        : route.fallback(),
    );
    await page.getByLabel('Portfolio Starting Value').fill('750');
    await saveButton(page).click();
    await toast(page, 'Update Failed');
    expect(
      await page
        .getByText(
          'Failed to update settings. Please try again. timezone must be an IANA time zone such as America/New_York',
        )
        .first()
        .isVisible(),
    ).toBe(true);
    // The edit is kept so the member can try again.
    expect(await saveButton(page).isVisible()).toBe(true);
    await context.close();
  });

  it('resets statistics after a confirmation: bets go, the starting value and settings stay', async () => {
    const email = `reset-${member.email}`;
    const { context, page } = await newPage(browser, viewport);
    await signInWithBrowser(page, env.url, { ...member, email });
    // Logging bets needs Elite; resetting them needs only sign-in.
    await makeSubscriber(email);
    await openSettings(page);

    await page.getByLabel('Portfolio Starting Value').fill('2000');
    await saveAndConfirm(page);
    const bet = await api(page, 'POST', '/api/user/bets', {
      sport: 'basketball_nba',
      homeTeam: 'Boston Celtics',
      awayTeam: 'Los Angeles Lakers',
      market: 'h2h',
      outcome: 'Boston Celtics',
      odds: 2.5,
      stake: 100,
      book: 'draftkings',
    });
    expect(bet.status).toBe(201);
    const id = (bet.body as { id: string }).id;
    expect((await api(page, 'PATCH', `/api/user/bets/${id}`, { status: 'won' })).status).toBe(200);
    // The new starting value shows in the bankroll, and the won bet's profit on top of it.
    expect((await api(page, 'GET', '/api/user/bankroll')).body).toMatchObject({
      startingValue: 2000,
      settledProfit: 150,
      balance: 2150,
    });

    await page.getByRole('button', { name: 'Reset All Statistics' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Reset all statistics?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain('Your settings and your plan stay.');
    await page.screenshot({ path: `dist/e2e-settings-reset-${viewport.width}.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect((await api(page, 'GET', '/api/user/bets')).body).toMatchObject({ total: 1 });

    // A failed reset says so with the server's message (stubbed: the real route does not fail).
    await page.route('**/api/user/reset-statistics', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"message":"Internal server error","requestId":"req-9"}',
      }),
    );
    await page.getByRole('button', { name: 'Reset All Statistics' }).click();
    await dialog.getByRole('button', { name: 'Yes, reset everything' }).click();
    await toast(page, 'Reset Failed');
    expect(
      await page
        .getByText(
          'Failed to reset statistics. Please try again. Internal server error (request id req-9)',
        )
        .first()
        .isVisible(),
    ).toBe(true);
    await page.unroute('**/api/user/reset-statistics');

    await page.getByRole('button', { name: 'Reset All Statistics' }).click();
    await dialog.getByRole('button', { name: 'Yes, reset everything' }).click();
    await toast(page, 'Statistics Reset');
    expect(
      await page
        .getByText('All betting statistics and history have been cleared.')
        .first()
        .isVisible(),
    ).toBe(true);
    expect((await api(page, 'GET', '/api/user/bets')).body).toMatchObject({ total: 0 });
    expect((await api(page, 'GET', '/api/user/bankroll')).body).toMatchObject({
      startingValue: 2000,
      balance: 2000,
    });
    expect((await api(page, 'GET', '/api/user/settings')).body).toMatchObject({
      portfolioValue: 2000,
    });
    expect(await page.getByLabel('Portfolio Starting Value').inputValue()).toBe('2000.00');
    await context.close();
  });
});

describe('Plan access from the header', () => {
  it('takes a trial member on a wide screen from the header to their plan in Settings', async () => {
    const email = 'header-trial@arbiter.test';
    const { context, page } = await newPage(browser, viewports.desktop);
    await signInWithBrowser(page, env.url, { email, name: 'Header Trial' }, '/settings');
    await makeSubscriber(email, 'trialing');
    await refreshSessions(page);
    await page.goto(`${env.url}/education`);
    const planLink = page.getByTestId('header-plan');
    await expect.poll(() => planLink.textContent()).toBe('Trial: 14 days left');
    expect(
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents(),
    ).toEqual([
      'Dashboard',
      'Opportunities',
      'History',
      'Portfolio',
      'Market Intel',
      'Education',
      'Settings',
    ]);
    await planLink.click();
    await page.waitForURL(`${env.url}/settings?tab=account`);
    await expect
      .poll(() => page.getByTestId('plan-status').textContent())
      .toContain('Elite trial, 14 days left');
    await page.screenshot({ path: 'dist/e2e-settings-account-1440.png', fullPage: true });
    await context.close();
  });
});
