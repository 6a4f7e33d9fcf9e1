import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betListSchema } from '../../src/contracts/portfolio';
import { grantMembership } from '../../src/server/test-support/membership';
import {
  launchBrowser,
  newPage,
  signInWithBrowser,
  viewports,
  refreshSessions,
} from './support/browser';
import { startE2eServer } from './support/e2e-server';

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

describe.each(Object.entries(viewports))('a subscriber at the %s size', (size, viewport) => {
  it('adds a player prop by hand, reads why it stays open, and settles it by hand', async () => {
    const { context, page } = await newPage(browser, viewport);
    const email = `props-${size}@arbiter.test`;
    await signInWithBrowser(page, env.url, { email, name: 'Props Member' }, '/portfolio');
    await grantMembership(env.database.db, email);
    await refreshSessions(page);
    await page.reload();

    await page.getByRole('button', { name: 'Add bet' }).click();
    const form = page.getByRole('dialog', { name: 'Add a bet' });
    await form.getByLabel('Home team').fill('Boston Celtics');
    await form.getByLabel('Away team').fill('Miami Heat');
    await form.getByRole('radio', { name: 'Player prop' }).click();
    await form.getByLabel('Player', { exact: true }).fill('J. Smith');
    await form.getByRole('radio', { name: 'Over' }).click();
    await form.getByLabel('Line').fill('24.5');
    await form.getByLabel('Odds', { exact: true }).fill('1.91');
    await form.getByLabel('Stake ($)').fill('50');
    await form.getByLabel('Book', { exact: true }).selectOption('draftkings');
    await form.getByRole('button', { name: 'Add bet' }).click();
    await expect.poll(() => form.isVisible(), WAIT).toBe(false);

    const row = page.getByRole('article', { name: /J\. Smith — Points Over 24\.5/ });
    await expect.poll(() => row.isVisible(), WAIT).toBe(true);
    expect(await row.textContent()).toMatch(/Open: .*settle this bet by hand\./);
    await page.screenshot({ path: `dist/e2e-portfolio-prop-${viewport.width}.png` });

    await row.getByRole('button', { name: 'Settle', exact: true }).click();
    const settle = page.getByRole('dialog', { name: 'Settle bet' });
    await settle.getByRole('button', { name: 'Settle as won' }).click();
    await expect.poll(() => settle.isVisible(), WAIT).toBe(false);

    const bets = betListSchema.parse(
      await page.evaluate(async () => (await fetch('/api/user/bets?status=settled')).json()),
    );
    expect(bets.data[0]).toMatchObject({
      marketKey: 'player_points',
      marketType: 'player_prop',
      player: 'J. Smith',
      status: 'won',
      settledBy: 'member',
      openReason: null,
    });
    await context.close();
  });
});
