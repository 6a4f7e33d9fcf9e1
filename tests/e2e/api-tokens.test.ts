import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signInAsSubscriber, viewports } from './support/browser';
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

/** A call from outside the browser, as the member's own script would make it. */
function callApi(secret: string, path: string) {
  return fetch(`${env.url}${path}`, { headers: { authorization: `Bearer ${secret}` } });
}

const tokenList = (page: Page) => page.getByRole('list', { name: 'Your API tokens' });

describe.each(Object.entries(viewports))('API tokens at the %s size', (size, viewport) => {
  const member = { email: `tokens-${size}@arbiter.test`, name: `Tokens ${size}` };
  const name = `Sheets sync ${size}`;

  it('creates a token, shows it once, uses it against /api/v1, then revokes it', async () => {
    const { context, page } = await newPage(browser, viewport);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.url });
    await signInAsSubscriber(page, env.url, env.database.db, member, '/settings');
    await expect
      .poll(() => page.getByRole('heading', { name: 'API tokens' }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    await expect
      .poll(() => page.getByText('No API tokens yet.').isVisible(), { timeout: 15_000 })
      .toBe(true);

    await page.getByLabel('Token name').fill(name);
    await page.getByRole('button', { name: 'Create token' }).click();
    const secretField = page.getByLabel('Token secret');
    await expect.poll(() => secretField.isVisible(), { timeout: 5_000 }).toBe(true);
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^arb_[A-Za-z0-9_-]{43}$/);
    expect(await page.getByText('you will not see it again').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Copied' }).isVisible(), { timeout: 5_000 })
      .toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await expect
      .poll(() => tokenList(page).getByText(name).isVisible(), { timeout: 5_000 })
      .toBe(true);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);

    // The member's own script reads their data with it; the browser's cookie plays no part.
    const bankroll = await callApi(secret, '/api/v1/bankroll');
    expect(bankroll.status).toBe(200);
    expect(((await bankroll.json()) as { balance: number }).balance).toBe(1000);

    // Once put away, the secret is nowhere on the page, not even after a reload.
    await page.getByRole('button', { name: 'I have stored it' }).click();
    await expect.poll(() => secretField.count(), { timeout: 5_000 }).toBe(0);
    await page.reload();
    await expect
      .poll(() => tokenList(page).getByText(name).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await page.content()).not.toContain(secret);
    expect(await tokenList(page).textContent()).not.toContain('last used never');
    expect(await tokenList(page).textContent()).toContain(secret.slice(0, 8));

    await page.getByRole('button', { name: `Revoke ${name}` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect.poll(() => dialog.isVisible(), { timeout: 5_000 }).toBe(true);
    expect(await dialog.textContent()).toContain('gets 401');
    await dialog.getByRole('button', { name: 'Yes, revoke it' }).click();
    await expect
      .poll(
        () => page.getByRole('status').filter({ hasText: 'Token revoked' }).first().isVisible(),
        { timeout: 5_000 },
      )
      .toBe(true);
    await expect
      .poll(() => page.getByText('No API tokens yet.').isVisible(), { timeout: 5_000 })
      .toBe(true);

    const refused = await callApi(secret, '/api/v1/bankroll');
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toContain('revoked');
    await context.close();
  });
});
