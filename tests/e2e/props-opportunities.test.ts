import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Opportunity } from '../../src/contracts/opportunities';
import { horizontalOverflow, newPage, signInAsSubscriber, viewports } from './support/browser';
import { startLiveJourney, type LiveJourney } from './support/live-journey';

let journey: LiveJourney;

beforeAll(async () => {
  // Event markets on (they are off by default), on sports whose simulated rosters carry props.
  // At real speed the props bought in the first seconds are not bought again for five minutes,
  // so a props arbitrage listed now is still listed when the journey opens it.
  journey = await startLiveJourney({
    SIM_SEED: '7',
    SIM_SPEED: '1',
    ODDS_POLL_INTERVAL_S: '1',
    ODDS_EVENT_MARKETS_SHARE: '0.3',
    ODDS_SPORTS: 'basketball_nba,americanfootball_nfl',
  });
});

afterAll(async () => {
  await journey?.close();
});

/**
 * What the API serves the member now, read with their session from here rather than through the
 * page: with props on the list runs to megabytes, too much to pass through the browser each poll.
 */
async function served(context: BrowserContext): Promise<Opportunity[]> {
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const response = await fetch(`${journey.stack.server.url}/api/opportunities`, {
    headers: { cookie },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { opportunities: Opportunity[] }).opportunities;
}

const isPropArbitrage = (o: Opportunity) =>
  o.type === 'arbitrage' && o.marketType === 'player_prop';

/** A prop bet as the member must place it: the player, the side and the line. */
const betText = (leg: Opportunity['legs'][number]) => `${leg.player} ${leg.outcome} ${leg.point}`;

describe('a subscriber looking for player props', () => {
  it.each(Object.entries(viewports))(
    'filters to player props and opens an arbitrage whose bets name the player and line (%s)',
    async (size, viewport) => {
      const { context, page } = await newPage(browser(), viewport);
      const { stack, database } = journey;
      await signInAsSubscriber(
        page,
        stack.server.url,
        database.db,
        { email: `props-${size}@arbiter.test`, name: 'Props Member' },
        '/opportunities',
      );
      // The first event-market purchase lands a few seconds after start: wait for its data.
      await expect
        .poll(async () => (await served(context)).some(isPropArbitrage), {
          timeout: 30_000,
          interval: 500,
        })
        .toBe(true);
      await page.goto(`${stack.server.url}/opportunities`);

      await page.getByRole('button', { name: 'Markets', exact: true }).click();
      await page.getByRole('option', { name: 'Player props' }).getByRole('button').click();
      await page.keyboard.press('Escape');
      const cards = page.getByRole('article');
      // Every card left is a player prop, and there is at least one.
      await expect
        .poll(
          async () =>
            (await cards.count()) > 0 &&
            (await cards.filter({ hasNotText: 'Player prop' }).count()) === 0,
        )
        .toBe(true);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      const before = await served(context);
      await cards.first().getByRole('button', { name: 'View Opportunity' }).click();
      await page.waitForURL((url) => url.searchParams.has('open'));
      const id = new URL(page.url()).searchParams.get('open');
      // A prop arbitrage's id fixes its player, sides and lines: any listing of it has the same.
      const opportunity = [...before, ...(await served(context))].find((o) => o.id === id);
      expect(opportunity).toBeDefined();
      expect(isPropArbitrage(opportunity!)).toBe(true);
      expect(opportunity!.player).not.toBeNull();

      const dialog = page.getByRole('dialog');
      const instructions = dialog.getByRole('region', { name: 'Betting instructions' });
      await expect.poll(() => instructions.isVisible()).toBe(true);
      const shown = await instructions.innerText();
      for (const leg of opportunity!.legs) {
        expect(leg.player).toBe(opportunity!.player);
        expect(['Over', 'Under']).toContain(leg.outcome);
        expect(shown).toContain(betText(leg));
      }
      // Its card names the same bets (the dialog hides the list from the accessibility tree).
      let card = page.locator('article');
      for (const leg of opportunity!.legs) card = card.filter({ hasText: betText(leg) });
      expect(await card.count()).toBeGreaterThan(0);
      expect(
        await dialog.getByText(opportunity!.player!, { exact: false }).first().isVisible(),
      ).toBe(true);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `dist/e2e-props-opportunity-${viewport.width}.png` });
      await context.close();
    },
    60_000,
  );
});

const browser = () => journey.browser;
