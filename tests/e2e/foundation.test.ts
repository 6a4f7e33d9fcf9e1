import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/index';
import { launchBrowser, newPage, signInWithBrowser, viewports } from './support/browser';
import { startE2eServer } from './support/e2e-server';

let browser: Browser;
let env: Awaited<ReturnType<typeof startE2eServer>>;

beforeAll(async () => {
  env = await startE2eServer({ ADMIN_EMAILS: 'owner@arbiter.test' });
  browser = await launchBrowser();
  // Three members hold a place (active or trialing); a canceled one does not count.
  const member = (subject: string, status: 'active' | 'trialing' | 'canceled') => ({
    oidcIssuer: 'https://seed.test',
    oidcSubject: subject,
    email: `${subject}@arbiter.test`,
    subscriptionStatus: status,
    subscriptionTier: 'elite' as const,
  });
  await env.database.db
    .insert(users)
    .values([
      member('m1', 'active'),
      member('m2', 'trialing'),
      member('m3', 'active'),
      member('m4', 'canceled'),
    ]);
});

afterAll(async () => {
  await browser?.close();
  await env?.close();
});

describe.each(Object.entries(viewports))('at the %s size', (_size, viewport) => {
  it('shows a visitor the landing page with the real member count', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto(`${env.url}/landing`);
    await expect
      .poll(() =>
        page
          .getByRole('heading', { name: 'Transform Sports Betting into Smart Investing' })
          .isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() => page.getByTestId('member-count').textContent())
      .toMatch(/3\s+of\s+2,?500/);
    expect(await page.getByText('0.1% full').isVisible()).toBe(true);
    await page.screenshot({ path: `dist/e2e-landing-${viewport.width}.png`, fullPage: true });
    await context.close();
  });

  it('shows a signed-in member the 404 screen for an unknown page', async () => {
    const { context, page } = await newPage(browser, viewport);
    await signInWithBrowser(
      page,
      env.url,
      { email: 'lost@arbiter.test', name: 'Lost Member' },
      '/no-such-page',
    );
    await expect.poll(() => page.getByText('Page not found').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForURL(`${env.url}/dashboard`);
    await context.close();
  });
});

describe('visitors and members', () => {
  it('sends a visitor on /dashboard to /landing', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${env.url}/dashboard`);
    await page.waitForURL(`${env.url}/landing`);
    await context.close();
  });

  it('signs in through the embedded provider, shows the first name, and signs out', async () => {
    const { context, page } = await newPage(browser);
    await signInWithBrowser(
      page,
      env.url,
      { email: 'grace@arbiter.test', name: 'Grace Hopper' },
      '/settings',
    );
    expect(new URL(page.url()).pathname).toBe('/settings');
    await expect
      .poll(() => page.getByTestId('user-first-name').first().textContent())
      .toBe('Grace');

    await page.getByRole('button', { name: 'Sign Out' }).first().click();
    await page.waitForURL(`${env.url}/landing`);
    const status = await page.evaluate(async () => (await fetch('/api/auth/user')).status);
    expect(status).toBe(401);
    await context.close();
  });

  it('shows a free member "Subscription Required" on a subscriber page', async () => {
    const { context, page } = await newPage(browser, viewports.mobile);
    await signInWithBrowser(
      page,
      env.url,
      { email: 'free@arbiter.test', name: 'Free Member' },
      '/opportunities',
    );
    await expect.poll(() => page.getByText('Subscription Required').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Upgrade Now' }).first().isVisible()).toBe(true);
    await page.screenshot({ path: 'dist/e2e-subscription-required-390.png' });
    await context.close();
  });

  it('shows a non-admin "Admin Access Required" and the admin API answers 403', async () => {
    const { context, page } = await newPage(browser);
    await signInWithBrowser(
      page,
      env.url,
      { email: 'member@arbiter.test', name: 'Member' },
      '/admin',
    );
    await expect.poll(() => page.getByText('Admin Access Required').isVisible()).toBe(true);
    const status = await page.evaluate(async () => (await fetch('/api/admin/members')).status);
    expect(status).toBe(403);
    await context.close();
  });

  it('toggles the theme and keeps it after a reload', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${env.url}/landing`);
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    await expect.poll(isDark).toBe(true);
    await page.getByRole('button', { name: 'Toggle theme' }).first().click();
    await expect.poll(isDark).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('arbiter-theme'))).toBe('light');
    await page.reload();
    await expect.poll(() => page.getByTestId('member-count').isVisible()).toBe(true);
    expect(await isDark()).toBe(false);
    await context.close();
  });
});
