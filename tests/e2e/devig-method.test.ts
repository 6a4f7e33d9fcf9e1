import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Opportunity } from '../../src/contracts/opportunities';
import { FAIR_METHODS } from '../../src/core/devig';
import { valueBetServices } from '../../src/server/test-support/value-board';
import { launchBrowser, newPage, signInAsSubscriber, viewports } from './support/browser';
import { startE2eServer } from './support/e2e-server';

let browser: Browser;
let env: Awaited<ReturnType<typeof startE2eServer>>;

beforeAll(async () => {
  // A board where power and multiplicative rank two value bets in opposite orders, and a third
  // bet is value under multiplicative (and Shin) but not power.
  env = await startE2eServer({}, valueBetServices(Date.now()));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await env?.close();
});

/** The value bets' games, in the order the list shows them, once `count` are listed. */
async function valueListOrder(page: Page, count: number): Promise<string[]> {
  await page.goto(`${env.url}/opportunities`);
  await page.getByRole('radio', { name: /Value Bets/ }).click();
  let games: string[] = [];
  await expect
    .poll(
      async () => {
        games = await page.locator('article h3').allInnerTexts();
        return games.length;
      },
      { timeout: 15_000 },
    )
    .toBe(count);
  return games.map((game) => game.split(' vs ')[0] ?? game);
}

describe('a member chooses the devig method that ranks their value bets', () => {
  it.each(Object.entries(viewports))(
    'the list re-ranks, the dialog shows every method and how the EV is computed (%s)',
    async (size, viewport) => {
      const { context, page } = await newPage(browser, viewport);
      await signInAsSubscriber(
        page,
        env.url,
        env.database.db,
        { email: `devig-${size}@arbiter.test`, name: 'Devig Member' },
        '/opportunities',
      );
      const served = (await page.evaluate(async () =>
        (await fetch('/api/opportunities')).json(),
      )) as { opportunities: Opportunity[] };
      const values = served.opportunities.filter((o) => o.type === 'value');
      // Served to a power member: not the Nuggets' long shot, which power does not call value.
      expect(values).toHaveLength(2);
      for (const value of values) {
        expect(Object.keys(value.evByMethod ?? {}).sort()).toEqual([...FAIR_METHODS].sort());
        expect(value.evRange?.min).toBeLessThanOrEqual(value.evRange?.max ?? -1);
      }

      // Power, the default: the favourite at DraftKings (+4.9 %) before the long shot (+3.7 %).
      // The Nuggets game's long shot (+1.3 % under power) is not listed.
      expect(await valueListOrder(page, 2)).toEqual(['Los Angeles Lakers', 'New York Knicks']);

      await page.goto(`${env.url}/settings`);
      await page.getByRole('tab', { name: 'Preferences' }).click();
      await page.getByLabel('Devig method for value bets').selectOption('multiplicative');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect
        .poll(() => page.getByRole('button', { name: 'Save Changes' }).count(), {
          timeout: 15_000,
        })
        .toBe(0);

      // Multiplicative: the long shot (+7.3 %) before the favourite (+3.3 %), and the Nuggets
      // game's long shot (+4.8 %), value under this method only, now listed between them.
      expect(await valueListOrder(page, 3)).toEqual([
        'New York Knicks',
        'Denver Nuggets',
        'Los Angeles Lakers',
      ]);

      await page.getByRole('button', { name: 'View Opportunity' }).first().click();
      const dialog = page.getByRole('dialog');
      const methods = dialog.locator('[data-method]');
      await expect.poll(() => methods.count(), { timeout: 15_000 }).toBe(FAIR_METHODS.length);
      expect(await dialog.locator('[data-method="multiplicative"]').innerText()).toContain('yours');
      expect(await dialog.getByText('+7.33%').first().isVisible()).toBe(true);
      expect(await dialog.getByText(/worst case of six devig methods/).isVisible()).toBe(true);

      // "How is this computed", from the keyboard: the note names the member's method.
      const info = dialog.getByRole('button', { name: 'How expected value is computed' });
      await info.focus();
      await page.keyboard.press('Enter');
      const note = page.getByText(/^EV = fair probability × price − 1/);
      await expect.poll(() => note.isVisible(), { timeout: 5_000 }).toBe(true);
      expect(await note.innerText()).toContain('multiplicative devig');
      expect(await note.innerText()).toContain('× 3.45 − 1 = +7.33 %');
      await page.screenshot({ path: `dist/e2e-devig-method-${viewport.width}.png` });
      await context.close();
    },
    120_000,
  );
});
