import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryRecord } from '../../src/contracts/history';
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
    ODDS_SPORTS: 'basketball_nba,baseball_mlb,icehockey_nhl,americanfootball_nfl,soccer_epl',
  });
  ({ browser, database, stack } = journey);
});

afterAll(async () => {
  await journey?.close();
});

describe('a subscriber’s arbitrage history', () => {
  it.each(Object.entries(viewports))(
    'records an opened arbitrage once and edits it with American odds (%s)',
    async (size, viewport) => {
      const { context, page } = await newPage(browser, viewport);
      const email = `history-${size}@arbiter.test`;
      await signInAsSubscriber(
        page,
        stack.server.url,
        database.db,
        { email, name: 'History Member' },
        '/',
      );
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/arbitrage-history')) {
          posts.push(request.postData() ?? '');
        }
      });

      let opportunity: Opportunity | undefined;
      await page.goto(`${stack.server.url}/opportunities`);
      await expect
        .poll(
          async () => {
            const list = await page.evaluate(async () =>
              (await fetch('/api/live-arbitrage')).json(),
            );
            opportunity = (list as { opportunities: Opportunity[] }).opportunities.find(
              (o) => o.legs.length === 2,
            );
            return opportunity !== undefined;
          },
          { timeout: 60_000, interval: 1_000 },
        )
        .toBe(true);
      // Open it, close it with Back, open it again with Forward: one POST in the page session.
      await page.evaluate((id) => {
        history.pushState(null, '', `/opportunities?open=${encodeURIComponent(id)}`);
        dispatchEvent(new PopStateEvent('popstate'));
      }, opportunity!.id);
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true);
      await expect.poll(() => posts.length, { timeout: 10_000 }).toBe(1);
      await page.goBack();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await page.goForward();
      await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true);
      expect(JSON.parse(posts[0]!)).toEqual({ opportunityId: opportunity!.id, status: 'active' });

      const records = async () =>
        (
          (await page.evaluate(async () => (await fetch('/api/arbitrage-history')).json())) as {
            data: HistoryRecord[];
          }
        ).data;
      await expect.poll(async () => (await records()).length, { timeout: 10_000 }).toBe(1);
      expect(posts).toHaveLength(1);
      const [record] = await records();
      expect(record).toMatchObject({ opportunityId: opportunity!.id, kind: 'arbitrage' });
      expect(['active', 'expired']).toContain(record!.status);

      await page.goto(`${stack.server.url}/arbitrage-history`);
      await expect
        .poll(() => page.getByText('Guaranteed return when detected').first().isVisible(), {
          timeout: 15_000,
        })
        .toBe(true);
      await page.getByRole('button', { name: 'Edit record' }).first().click();
      const odds = page.locator('fieldset input');
      await odds.nth(0).fill('+150');
      await odds.nth(1).fill('-120');
      // Before a profit the form shows what +150 / −120 promise, labelled as expected.
      await expect.poll(() => page.getByText('5.77%').first().isVisible()).toBe(true);
      await expect.poll(() => page.getByText('Expected return').first().isVisible()).toBe(true);
      await page.getByLabel('Stake ($)').fill('1000');
      await page.getByLabel('Profit ($)').fill('21.40');
      // ROI is profit ÷ stake: 21.40 / 1,000.
      await expect.poll(() => page.getByText('2.14%').first().isVisible()).toBe(true);
      await page.screenshot({
        path: `dist/e2e-history-edit-${viewport.width}.png`,
        fullPage: true,
      });
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect.poll(async () => (await records())[0]?.roi, { timeout: 10_000 }).toBe(2.14);
      const [saved] = await records();
      expect(saved).toMatchObject({ status: 'executed', stakeAmount: 1000, expectedRoi: 5.7692 });
      expect(saved?.odds.map((leg) => leg.price)).toEqual([2.5, 1 + 100 / 120]);
      await expect
        .poll(() => page.getByText('Executed: 1 of 1 arbitrages').first().isVisible(), {
          timeout: 10_000,
        })
        .toBe(true);
      await page.screenshot({ path: `dist/e2e-history-${viewport.width}.png`, fullPage: true });
      await context.close();
    },
    150_000,
  );
});
