import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Opportunity } from '../../src/contracts/opportunities';
import { newPage, signInAsSubscriber, viewports } from './support/browser';
import { startLiveJourney } from './support/live-journey';
import type { LiveJourney } from './support/live-journey';

let journey: LiveJourney;

beforeAll(async () => {
  journey = await startLiveJourney({
    SIM_SEED: '11',
    SIM_SPEED: '20',
    ODDS_POLL_INTERVAL_S: '1',
    ODDS_SPORTS: 'basketball_nba,icehockey_nhl,americanfootball_nfl,soccer_epl',
  });
});

afterAll(async () => {
  await journey?.close();
});

describe('recovery when a leg fails', () => {
  it('shows the best hedge now for a placed arbitrage whose leg the book voided', async () => {
    const { browser, database, stack } = journey;
    const { context, page } = await newPage(browser, viewports.desktop);
    await signInAsSubscriber(
      page,
      stack.server.url,
      database.db,
      { email: 'hedge@arbiter.test', name: 'Hedge Member' },
      '/dashboard',
    );

    let opportunity: Opportunity | undefined;
    await expect
      .poll(
        async () => {
          const list = await page.evaluate(async () => (await fetch('/api/live-arbitrage')).json());
          opportunity = (list as { opportunities: Opportunity[] }).opportunities[0];
          return opportunity !== undefined;
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toBe(true);

    // "I placed these bets", then the first leg comes back void from its book.
    const voided = await page.evaluate(async (placed: Opportunity) => {
      const headers = { 'content-type': 'application/json', 'x-arbiter-csrf': '1' };
      const response = await fetch('/api/user/bets/from-opportunity', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          opportunityId: placed.id,
          legs: placed.legs.map(() => ({ stake: 100 })),
        }),
      });
      const { bets } = (await response.json()) as { bets: { id: string; outcome: string }[] };
      const first = bets[0]!;
      await fetch(`/api/user/bets/${first.id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ status: 'void' }),
      });
      return first.outcome;
    }, opportunity!);

    await page.goto(`${stack.server.url}/portfolio`);
    const panel = page.getByRole('region', { name: /Best hedge now/ });
    await expect.poll(() => panel.isVisible(), { timeout: 15_000 }).toBe(true);
    await expect
      .poll(
        async () => {
          const text = (await panel.textContent()) ?? '';
          return /Locks in|No book quotes|No bet on offer/.test(text);
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(await panel.textContent()).toContain(voided);
    await page.screenshot({ path: 'dist/e2e-hedge-1440.png', fullPage: true });
    await page.setViewportSize(viewports.mobile);
    await page.screenshot({ path: 'dist/e2e-hedge-390.png', fullPage: true });
    await context.close();
  }, 120_000);
});
