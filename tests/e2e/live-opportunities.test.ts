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
      // "Guaranteed" only for confirmed or fresh prices; otherwise the risk is named.
      await expect
        .poll(
          async () =>
            (await dialog.getByText('Guaranteed profit').isVisible()) ||
            (await dialog.getByText('Return if the prices hold').isVisible()),
          { timeout: 15_000 },
        )
        .toBe(true);
      if (opportunity!.trust.level === 'stale' || opportunity!.trust.level === 'suspect')
        expect(await dialog.getByText('Guaranteed profit').count()).toBe(0);
      // Each leg's quote age beside its book.
      expect(await dialog.getByText(/^quoted \d+ ?(s|min|h) ago$/).count()).toBe(
        opportunity!.legs.length,
      );
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

      // One tap re-checks at the source: confirmed (or changed: the new prices are confirmed too),
      // or gone, and the dialog says which.
      const answer = page.waitForResponse((r) => r.url().includes('/recheck'));
      await dialog
        .getByRole('button', { name: /Re-check/ })
        .first()
        .click();
      const outcome = ((await (await answer).json()) as { outcome: string }).outcome;
      if (outcome === 'gone') {
        await expect
          .poll(() => dialog.getByText('This opportunity is no longer live').isVisible())
          .toBe(true);
      } else {
        await expect
          .poll(
            () =>
              dialog
                .getByText(/confirmed \d+ s ago/)
                .first()
                .isVisible(),
            {
              timeout: 10_000,
            },
          )
          .toBe(true);
      }

      await page.goto(`${stack.server.url}/dashboard`);
      await expect
        .poll(() => page.getByText('Live Arbitrage').first().isVisible(), { timeout: 15_000 })
        .toBe(true);
      await page.screenshot({ path: `dist/e2e-dashboard-${viewport.width}.png`, fullPage: true });
      await context.close();
    },
    120_000,
  );

  it.each(Object.entries(viewports))(
    'sees dollars at their own default stake, and loses the cards of a book they mark closed (%s)',
    async (size, viewport) => {
      const { context, page } = await newPage(browser, viewport);
      await signInAsSubscriber(
        page,
        stack.server.url,
        database.db,
        { email: `stake-${size}@arbiter.test`, name: 'Stake Member' },
        '/dashboard',
      );
      const api = (path: string, init?: { method: string; body: unknown }) =>
        page.evaluate(
          async ({ path, init }) => {
            const response = await fetch(path, {
              method: init?.method ?? 'GET',
              headers: { 'content-type': 'application/json', 'x-arbiter-csrf': '1' },
              body: init ? JSON.stringify(init.body) : undefined,
            });
            return { status: response.status, body: (await response.json()) as unknown };
          },
          { path, init },
        );
      const settings = (await api('/api/user/settings')).body as Record<string, unknown>;
      expect(
        (
          await api('/api/user/settings', {
            method: 'POST',
            body: { ...settings, defaultStake: 250 },
          })
        ).status,
      ).toBe(200);

      let opportunity: Opportunity | undefined;
      await expect
        .poll(
          async () => {
            const list = (await api('/api/live-arbitrage')).body as {
              opportunities: Opportunity[];
            };
            opportunity = list.opportunities.find((o) => o.legs.length === 2);
            return opportunity !== undefined;
          },
          { timeout: 60_000, interval: 1_000 },
        )
        .toBe(true);
      await page.goto(`${stack.server.url}/opportunities?open=${opportunity!.id}`);
      const dialog = page.getByRole('dialog');
      await expect
        .poll(
          () =>
            dialog
              .getByLabel(/total stake/i)
              .first()
              .inputValue(),
          { timeout: 15_000 },
        )
        .toBe('250');
      await page.keyboard.press('Escape');
      // The list's dollar figures are at $250 (or less where the books' limits allow less).
      await expect
        .poll(
          () =>
            page
              .getByText(/^on \$(250\.00|\d{1,3}\.\d{2})$/)
              .first()
              .isVisible(),
          {
            timeout: 15_000,
          },
        )
        .toBe(true);
      expect(await page.getByText('on $1,000.00').count()).toBe(0);

      // Mark the first leg's book closed and every other live book active: the cards at the
      // closed book leave this member's list, the others stay.
      const closed = opportunity!.legs[0]!.book;
      const everyBook = (
        (await api('/api/opportunities')).body as { opportunities: Opportunity[] }
      ).opportunities.flatMap((o) => o.legs.map((leg) => leg.book));
      const books = [...new Set(everyBook)].map((book) => ({
        book,
        status: book === closed ? 'closed' : 'active',
        maxStake: null,
        commission: null,
      }));
      const saved = await api('/api/user/books', {
        method: 'PUT',
        body: { onlyMyBooks: true, books },
      });
      expect(saved.status).toBe(200);
      const mine = (await api('/api/opportunities')).body as { opportunities: Opportunity[] };
      expect(mine.opportunities.some((o) => o.legs.some((leg) => leg.book === closed))).toBe(false);
      await page.goto(`${stack.server.url}/opportunities`);
      await expect
        .poll(() =>
          page.getByRole('heading', { name: 'Arbitrage opportunities', exact: true }).isVisible(),
        )
        .toBe(true);
      const cards = page.locator('article');
      // The page's default filters (a 0.5 % minimum return) decide which of them show as cards.
      const shown = mine.opportunities.filter(
        (o) => o.type === 'arbitrage' && o.arbitragePercentage >= 0.5,
      ).length;
      if (shown > 0) await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(await cards.filter({ hasText: opportunity!.legs[0]!.bookTitle }).count()).toBe(0);
      await context.close();
    },
    120_000,
  );
});
