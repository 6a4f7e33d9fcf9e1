import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketIntelligence } from '../../src/contracts/market-intelligence';
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
    ODDS_SPORTS: 'basketball_nba,icehockey_nhl,americanfootball_nfl,soccer_epl',
  });
  ({ browser, database, stack } = journey);
});

afterAll(async () => {
  await journey?.close();
});

const TABS = [
  'Line Movements',
  'Steam Detection',
  'Market Intelligence',
  'Betting Timing',
  'Bookmakers',
] as const;

describe('a subscriber on Market Intelligence', () => {
  it.each(Object.entries(viewports))(
    'reads the cards, every tab, a price chart and the method (%s)',
    async (size, viewport) => {
      const { context, page } = await newPage(browser, viewport);
      const email = `market-${size}@arbiter.test`;
      await signInAsSubscriber(
        page,
        stack.server.url,
        database.db,
        { email, name: 'Market Member' },
        '/dashboard',
      );

      // Wait until the feed has recorded moves the analysis can read.
      let analysis: MarketIntelligence | undefined;
      await expect
        .poll(
          async () => {
            analysis = (await page.evaluate(async () =>
              (await fetch('/api/market-intelligence?sport=all&range=48h')).json(),
            )) as MarketIntelligence;
            return analysis.views.some((view) =>
              view.movements.some((m) => m.direction !== 'stable'),
            );
          },
          { timeout: 90_000, interval: 2_000 },
        )
        .toBe(true);

      await page.goto(`${stack.server.url}/market-intelligence`);
      await page.getByRole('heading', { name: 'Market Intelligence' }).waitFor();
      for (const title of [
        'Active Games',
        'High Volatility',
        'Sharp Action',
        'Steam Moves',
        'Avg Efficiency',
      ])
        expect(await page.getByText(title, { exact: true }).first().isVisible()).toBe(true);
      await page.getByRole('radio', { name: '48 Hours' }).click();
      await page.getByRole('radio', { name: 'All' }).click();
      await expect
        .poll(() => page.getByTestId('data-source').textContent(), { timeout: 15_000 })
        .toBe('Simulated');
      expect(await page.getByTestId('poll-intervals').textContent()).toMatch(/every/);

      const choose = async (label: (typeof TABS)[number]) => {
        if (size === 'mobile')
          await page.getByRole('combobox', { name: 'Choose view' }).selectOption({ label });
        else await page.getByRole('tab', { name: label }).click();
      };
      for (const label of TABS) {
        await choose(label);
        const panel = page.getByRole('tabpanel');
        await panel.waitFor();
        expect((await panel.textContent())?.length ?? 0, label).toBeGreaterThan(0);
        if (label === 'Steam Detection') {
          const steam = analysis!.views.flatMap((view) => view.steamMoves);
          if (steam.length === 0) await panel.getByText('No active steam moves detected').waitFor();
          else {
            expect(await panel.getByTestId('steam-move').count()).toBeGreaterThan(0);
            // Each move says its unit, and books are named by title, not by key.
            const first = panel.getByTestId('steam-move').first();
            expect(await first.textContent()).toMatch(/decimal odds/);
            const leaders = steam.map((move) => analysis!.bookTitles[move.leader]);
            expect(leaders).not.toContain(undefined);
          }
        }
        if (label === 'Market Intelligence' && analysis!.views.length > 0)
          expect(await panel.getByText('Estimate').first().isVisible()).toBe(true);
      }

      // A movement opened: its price per book, charted.
      await choose('Line Movements');
      await page
        .getByRole('button', { name: /^Price chart for/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByTestId('price-history-chart').waitFor({ timeout: 15_000 });
      await expect
        .poll(() => dialog.locator('.recharts-line').count(), { timeout: 10_000 })
        .toBeGreaterThan(0);
      await dialog.getByRole('button', { name: 'Close' }).click();

      await page.getByText('How is this computed').click();
      expect(await page.getByText('steamMinBooks').isVisible()).toBe(true);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await context.close();
    },
    240_000,
  );
});
