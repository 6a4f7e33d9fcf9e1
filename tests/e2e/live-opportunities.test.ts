import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Opportunity } from '../../src/contracts/opportunities';
import { newPage, signInAsSubscriber, viewports } from './support/browser';
import { startLiveJourney } from './support/live-journey';
import type { LiveJourney } from './support/live-journey';

let journey: LiveJourney;
let browser: LiveJourney['browser'];
let database: LiveJourney['database'];
let stack: LiveJourney['stack'];

beforeAll(async () => {
  journey = await startLiveJourney({
    SIM_SEED: '11',
    SIM_SPEED: '20',
    ODDS_POLL_INTERVAL_S: '1',
    ODDS_SPORTS:
      'basketball_nba,baseball_mlb,icehockey_nhl,americanfootball_nfl,soccer_epl,soccer_germany_bundesliga',
  });
  ({ browser, database, stack } = journey);
});

afterAll(async () => {
  await journey?.close();
});

describe('a subscriber on the live screens', () => {
  it.each(Object.entries(viewports))(
    'sees a live arbitrage with exact stakes and outbound links (%s)',
    async (size, viewport) => {
      const { context, page } = await newPage(browser, viewport);
      const email = `live-${size}@arbiter.test`;
      await signInAsSubscriber(
        page,
        stack.server.url,
        database.db,
        { email, name: 'Live Member' },
        '/dashboard',
      );

      // Wait for the feed to hold an arbitrage, then open it through its deep link.
      let opportunity: Opportunity | undefined;
      await expect
        .poll(
          async () => {
            const list = await page.evaluate(async () =>
              (await fetch('/api/live-arbitrage')).json(),
            );
            opportunity = (list as { opportunities: Opportunity[] }).opportunities[0];
            return opportunity !== undefined;
          },
          { timeout: 60_000, interval: 1_000 },
        )
        .toBe(true);
      await page.goto(`${stack.server.url}/opportunities?open=${opportunity!.id}`);
      const dialog = page.getByRole('dialog');
      await expect
        .poll(() => dialog.getByText('Guaranteed profit').isVisible(), { timeout: 15_000 })
        .toBe(true);
      expect(
        await dialog
          .getByText(`${opportunity!.arbitragePercentage.toFixed(2)}%`)
          .first()
          .isVisible(),
      ).toBe(true);
      const links = await dialog.getByRole('link', { name: /Place Bet/ }).evaluateAll((anchors) =>
        anchors.map((a) => ({
          href: (a as HTMLAnchorElement).href,
          target: (a as HTMLAnchorElement).target,
        })),
      );
      expect(links.length).toBe(opportunity!.legs.length);
      for (const link of links) {
        expect(link.target).toBe('_blank');
        const url = new URL(link.href);
        expect(url.searchParams.get('utm_medium')).toBe('referral');
        expect(url.searchParams.get('utm_campaign')).toBe('betting_opportunity');
      }
      await page.screenshot({ path: `dist/e2e-opportunity-dialog-${viewport.width}.png` });

      await page.goto(`${stack.server.url}/dashboard`);
      await expect
        .poll(() => page.getByText('Live Arbitrage').first().isVisible(), { timeout: 15_000 })
        .toBe(true);
      await page.screenshot({ path: `dist/e2e-dashboard-${viewport.width}.png`, fullPage: true });
      await context.close();
    },
    120_000,
  );
});
