import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUsage, users } from '../../src/server/db/schema/index';
import { gradeDuePicks } from '../../src/server/admin/pick-grades';
import { seedTrackRecord, TRACK_RECORD } from '../../src/server/test-support/admin-fixtures';
import { launchBrowser, newPage, signInWithBrowser, viewports } from './support/browser';
import { startE2eServer } from './support/e2e-server';

const ADMIN = { email: 'ops@arbiter.test', name: 'Ops Lead' };

let browser: Browser;
let env: Awaited<ReturnType<typeof startE2eServer>>;

beforeAll(async () => {
  env = await startE2eServer({
    ADMIN_EMAILS: `${ADMIN.email},deputy@arbiter.test`,
    ODDS_API_CREDIT_PRICE_USD: '0.0015',
  });
  const db = env.database.db;
  const now = Date.now();
  await seedTrackRecord(db, now);
  // What the server's grader does after each scores poll, without waiting for its next pass.
  await gradeDuePicks(db, new Date(now));
  // Two answered calls to the odds source, with its quota headers as they came.
  await db.insert(apiUsage).values([
    {
      at: new Date(now - 60_000),
      sport: 'basketball_nba',
      endpoint: 'odds',
      cost: 6,
      used: 1206,
      remaining: 18794,
      status: 200,
      ok: true,
    },
    {
      at: new Date(now - 30_000),
      sport: 'basketball_nba',
      endpoint: 'scores',
      cost: 2,
      used: 1208,
      remaining: 18792,
      status: 200,
      ok: true,
    },
  ]);
  await db.insert(users).values(
    Object.keys(viewports).flatMap((size) =>
      ['edit', 'delete'].map((role) => ({
        oidcIssuer: 'https://seed.test',
        oidcSubject: `${role}-${size}`,
        email: `${role}-${size}@arbiter.test`,
        name: `${role} ${size}`,
        emailVerified: true,
      })),
    ),
  );
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await env?.close();
});

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect
    .poll(() => page.getByRole('tab', { name, exact: true }).getAttribute('aria-selected'))
    .toBe('true');
}

/** A stat card's whole text: title, figure and caption. */
function card(page: Page, title: string) {
  return page
    .getByRole('tabpanel')
    .locator('div')
    .filter({ has: page.getByText(title, { exact: true }) })
    .last()
    .locator('..');
}

/** The toast with this title and text: one replaces another, so wait for this one's own text. */
async function toast(page: Page, title: string, text: string) {
  const shown = page.getByRole('status').filter({ hasText: title }).filter({ hasText: text });
  await expect.poll(() => shown.first().isVisible()).toBe(true);
}

/** The page never scrolls sideways: every row fits the viewport. */
async function fitsWidth(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(1);
}

describe.each(Object.entries(viewports))('the admin console at the %s size', (size, viewport) => {
  it('walks every tab with real figures, and manages members', async () => {
    const { context, page } = await newPage(browser, viewport);
    const shot = (name: string) =>
      page.screenshot({ path: `dist/e2e-admin-${name}-${viewport.width}.png`, fullPage: true });
    await signInWithBrowser(page, env.url, ADMIN, '/admin');
    // The console loads after sign-in's redirects; a loaded machine needs more than poll's 1 s.
    await expect
      .poll(() => page.getByRole('tablist', { name: 'Admin' }).isVisible(), { timeout: 15_000 })
      .toBe(true);

    // Analytics: the log's counts, by range.
    await expect
      .poll(() => card(page, 'Total Opportunities').textContent())
      .toContain(`${TRACK_RECORD.last24h}first detected in the last 24h`);
    expect(await card(page, 'Top Sports').textContent()).toContain('3most: NBA');
    expect(await page.getByRole('table', { name: 'Sports performance' }).isVisible()).toBe(true);
    await fitsWidth(page);
    await shot('analytics');
    await page.getByRole('radio', { name: '7d' }).click();
    await expect
      .poll(() => card(page, 'Total Opportunities').textContent())
      .toContain(`${TRACK_RECORD.last7d}first detected in the last 7d`);

    // Live Opportunities: real status and lifespan; the search ignores case.
    await openTab(page, 'Live Opportunities');
    const rows = page.getByTestId('admin-opportunity');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    await page.getByPlaceholder('Search teams or sport...').fill('chelsea');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.first().textContent()).toContain('Arsenal vs Chelsea');
    expect(await page.getByText('Ended: edge gone').first().isVisible()).toBe(true);
    await page.getByPlaceholder('Search teams or sport...').fill('no such team');
    await expect.poll(() => page.getByText('No opportunities found').isVisible()).toBe(true);
    await page.getByPlaceholder('Search teams or sport...').fill('');
    await fitsWidth(page);
    await shot('opportunities');

    // Graded Picks: the count by hand.
    await openTab(page, 'Graded Picks');
    await expect
      .poll(() => card(page, 'Total Graded').textContent())
      .toContain(
        `${TRACK_RECORD.totalGraded}${TRACK_RECORD.pending} pending of ${TRACK_RECORD.totalPicks} picks`,
      );
    expect(await card(page, 'Win Rate').textContent()).toContain('60.0%3 wins / 2 losses');
    expect(await card(page, 'Total P/L').textContent()).toContain('+$241.00');
    const picks = page.getByTestId('graded-pick');
    await expect.poll(() => picks.count()).toBe(TRACK_RECORD.totalPicks);
    const pending = picks.filter({ hasText: 'Chiefs vs Bills' });
    expect(await pending.textContent()).toContain('Pending');
    expect(await pending.textContent()).toContain('N/A');
    expect(await picks.filter({ hasText: 'Celtics +6' }).textContent()).toContain('Push');
    await fitsWidth(page);
    await shot('picks');

    // API Usage: the credits and counters the source reported.
    await openTab(page, 'API Usage');
    await expect.poll(() => card(page, 'Today').textContent()).toMatch(/^Today8/);
    expect(await page.getByTestId('usage-remaining').textContent()).toBe('18,792');
    expect(await page.getByTestId('usage-used').textContent()).toBe('1,208');
    expect(await card(page, 'Status').textContent()).toContain('Healthy');
    expect(await card(page, 'This Month').textContent()).toContain('cost $1.81');
    // The budget split names every category, event markets included.
    const split = page.locator('table[aria-label="Split of the budget"]');
    expect(await split.textContent()).toContain('Event-market discovery');
    expect(await split.textContent()).toContain('Event markets (props, alternates, periods)');
    await fitsWidth(page);
    await shot('usage');

    // Members: the membership settings and member management.
    await openTab(page, 'Members');
    const max = page.getByLabel('Max Members');
    await expect.poll(() => max.inputValue()).toMatch(/^\d+$/);
    await max.fill(size === 'mobile' ? '2400' : '2300');
    await page.getByRole('button', { name: 'Update Settings' }).click();
    await toast(page, 'Settings Updated', 'Membership settings have been successfully updated.');

    const editEmail = `edit-${size}@arbiter.test`;
    const editRow = page.getByTestId('member-row').filter({ hasText: editEmail });
    await expect.poll(() => editRow.count()).toBe(1);
    // The protected account (the signed-in admin) has no delete button.
    await expect
      .poll(() => page.getByRole('button', { name: `Edit ${ADMIN.email}` }).count())
      .toBe(1);
    expect(await page.getByRole('button', { name: `Delete ${ADMIN.email}` }).count()).toBe(0);

    await page.getByRole('button', { name: `Edit ${editEmail}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Member' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByLabel('Portfolio Value').fill('12.345');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    expect(
      await dialog
        .getByText('Enter the portfolio value in dollars and cents, such as 1000.00.')
        .isVisible(),
    ).toBe(true);
    await dialog.getByLabel('Portfolio Value').fill('2500.50');
    await dialog.getByLabel('Tier').selectOption('elite');
    await dialog.getByLabel('Status').selectOption('active');
    await shot('edit-member');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Success', 'Member updated successfully.');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => editRow.textContent()).toContain('$2,500.50');
    expect(await editRow.textContent()).toContain('set by admin');

    const deleteEmail = `delete-${size}@arbiter.test`;
    let asked = '';
    page.once('dialog', (confirm) => {
      asked = confirm.message();
      void confirm.accept();
    });
    await page.getByRole('button', { name: `Delete ${deleteEmail}` }).click();
    await toast(page, 'Success', 'Member deleted successfully.');
    expect(asked).toBe('Are you sure you want to delete this member?');
    await expect
      .poll(() => page.getByTestId('member-row').filter({ hasText: deleteEmail }).count())
      .toBe(0);
    await fitsWidth(page);
    await shot('members');

    // Outbox: a test e-mail the admin sends is listed, with its status (stored: no mail server).
    const sent = await page.evaluate(async () => {
      const answer = await fetch('/test-email', {
        method: 'POST',
        headers: { 'x-arbiter-csrf': '1' },
      });
      return answer.status;
    });
    expect(sent).toBe(200);
    await openTab(page, 'Outbox');
    await expect.poll(() => page.getByText('Arbiter: test e-mail').first().isVisible()).toBe(true);

    // Audit log: each change, who made it, before and after.
    await openTab(page, 'Audit log');
    const entries = page.getByTestId('audit-entry');
    await expect.poll(() => entries.count()).toBeGreaterThanOrEqual(3);
    const log = (await entries.allTextContents()).join('\n');
    expect(log).toContain('Member deleted');
    expect(log).toContain(`${deleteEmail[0]}***@arbiter.test`);
    expect(log).not.toContain(deleteEmail);
    expect(log).toContain('portfolioValue: 1000 → 2500.5');
    expect(log).toContain('maxMembers:');
    expect(log).toContain(ADMIN.email);
    await fitsWidth(page);
    await shot('audit');
    await context.close();
  });
});

describe('who sees the admin console', () => {
  it('is the same screen at /admin-analytics, and a member without admin rights is turned away', async () => {
    const admin = await newPage(browser, viewports.desktop);
    await signInWithBrowser(admin.page, env.url, ADMIN, '/admin-analytics');
    await expect
      .poll(() => admin.page.getByRole('tablist', { name: 'Admin' }).isVisible())
      .toBe(true);
    await admin.context.close();

    const member = await newPage(browser, viewports.mobile);
    await signInWithBrowser(
      member.page,
      env.url,
      { email: 'curious@arbiter.test', name: 'Curious' },
      '/admin',
    );
    await expect.poll(() => member.page.getByText('Admin Access Required').isVisible()).toBe(true);
    const status = await member.page.evaluate(
      async () => (await fetch('/api/admin/analytics')).status,
    );
    expect(status).toBe(403);
    await member.context.close();
  });
});
