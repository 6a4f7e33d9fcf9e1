import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAIR_METHODS, type FairMethod } from '../../src/core/devig';
import {
  bets,
  marketCloses,
  marketSignals,
  opportunityLog,
  pickGrades,
  users,
} from '../../src/server/db/schema/index';
import { grantMembership } from '../../src/server/test-support/membership';
import {
  launchBrowser,
  newPage,
  refreshSessions,
  signInWithBrowser,
  viewports,
} from './support/browser';
import { startE2eServer } from './support/e2e-server';

// Pages load under a shared, busy machine: give each wait more than vitest's 1 s default.
const WAIT = { timeout: 15_000 };
const DAY = 86_400_000;

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

const close = (p: number) =>
  Object.fromEntries(FAIR_METHODS.map((method) => [method, p])) as Record<FairMethod, number>;

/**
 * Two NBA moneyline sharp closes scored against results (home won at 0.6, away won at 0.3: power's
 * log loss (−ln 0.6 − ln 0.3) / 2 = 0.8574) and one simulated close with the simulator's truth.
 */
async function keepCloses(at: Date) {
  const distribution = (home: number) =>
    Object.fromEntries(FAIR_METHODS.map((method) => [method, [home, 1 - home]])) as Record<
      FairMethod,
      number[]
    >;
  const kept = (eventId: string, home: number, winner: number | null) => ({
    eventId,
    market: 'h2h',
    line: 0,
    sportKey: 'basketball_nba',
    commenceTime: at,
    source: 'feed' as const,
    reference: 'pinnacle',
    slots: [{ outcome: 'Boston Celtics' }, { outcome: 'Miami Heat' }],
    fairByMethod: distribution(home),
    capturedAt: at,
    scoredAt: at,
    winner,
  });
  await env.database.db.insert(marketCloses).values([
    kept('e2e-close-1', 0.6, 0),
    kept('e2e-close-2', 0.7, 1),
    {
      ...kept('e2e-close-sim', 0.6, null),
      source: 'simulator' as const,
      knownProbabilities: [0.65, 0.35],
    },
  ]);
}

/** Two published value bets (a win and a loss) and a graded steam signal, ten days ago. */
async function logRecord() {
  const at = new Date(Date.now() - 10 * DAY);
  const pick = (id: string, outcome: string) => ({
    id,
    kind: 'value' as const,
    eventId: `e2e-${id}`,
    sportKey: 'basketball_nba',
    homeTeam: 'Boston Celtics',
    awayTeam: 'Miami Heat',
    commenceTime: new Date(at.getTime() + DAY),
    market: 'h2h',
    line: null,
    firstSeen: at,
    lastSeen: at,
    peakReturn: 0.04,
    lastReturn: 0.03,
    legs: [
      { book: 'draftkings', outcome, point: null, price: 2, effectivePrice: 2, stakeRatio: 1 },
    ],
  });
  const db = env.database.db;
  await db
    .insert(opportunityLog)
    .values([pick('e2e-win', 'Boston Celtics'), pick('e2e-loss', 'Miami Heat')]);
  await db.insert(pickGrades).values([
    { pickId: 'e2e-win', result: 'win', profitCents: 10_000, fairCloseByMethod: close(0.52) },
    { pickId: 'e2e-loss', result: 'loss', profitCents: -10_000, fairCloseByMethod: close(0.51) },
  ]);
  await db.insert(marketSignals).values({
    id: 'e2e-steam',
    kind: 'steam',
    eventId: 'e2e-e2e-win',
    sportKey: 'basketball_nba',
    market: 'h2h',
    side: 'Boston Celtics',
    signalledAt: at,
    commenceTime: new Date(at.getTime() + DAY),
    gradedAt: new Date(at.getTime() + DAY),
    signalOdds: 2.1,
    signalBook: 'fanduel',
    fairCloseByMethod: close(0.5),
  });
  await keepCloses(at);
}

describe('the public track record', () => {
  it.each(Object.entries(viewports))(
    'is empty for a visitor before anything is logged (%s)',
    async (size, viewport) => {
      const { context, page } = await newPage(browser, viewport);
      await page.goto(`${env.url}/`);
      await page.getByRole('link', { name: 'Our Track Record' }).click();
      await page.waitForURL(`${env.url}/track-record`);
      await expect
        .poll(
          () => page.getByRole('heading', { name: 'No published record yet' }).isVisible(),
          WAIT,
        )
        .toBe(true);
      await page.screenshot({ path: `dist/e2e-track-record-empty-${size}.png`, fullPage: true });
      await context.close();
    },
  );

  it.each(Object.entries(viewports))(
    'shows the logged picks and signals graded by result and CLV (%s)',
    async (size, viewport) => {
      if (size === 'mobile') await logRecord();
      const { context, page } = await newPage(browser, viewport);
      await page.goto(`${env.url}/track-record`);
      // The answer to "All time" may still be the empty one summed a moment ago (a minute's
      // cache); the 90-day range is asked for afresh.
      await page.getByRole('radio', { name: '90 days' }).click();
      const overall = page.getByRole('row').filter({ hasText: 'All published picks' });
      await expect.poll(() => overall.textContent(), WAIT).toContain('1–1–0');
      // CLV 0.52 × 2 − 1 = +4 % and 0.51 × 2 − 1 = +2 %: mean +3.00 %, two closes.
      expect(await overall.textContent()).toContain('+3.00%');
      expect(await overall.textContent()).toContain('small sample');
      const steam = page.getByRole('row').filter({ hasText: 'Steam moves' });
      // Followed at 2.10 against a fair 0.50: +5.00 %.
      expect(await steam.textContent()).toContain('+5.00%');
      const real = page.getByRole('row').filter({ hasText: 'NBA · Moneyline' }).first();
      expect(await real.textContent()).toContain('0.8574');
      await expect
        .poll(() => page.getByText(/^Simulated data, kept apart from real data/).isVisible(), WAIT)
        .toBe(true);
      // Two closes: 'auto' keeps power for NBA moneylines and says why.
      const choice = page
        .getByRole('table')
        .filter({ hasText: 'Auto uses' })
        .getByRole('row')
        .filter({ hasText: 'NBA · Moneyline' });
      expect(await choice.textContent()).toContain('too few closes yet');
      await page.screenshot({ path: `dist/e2e-track-record-${size}.png`, fullPage: true });
      await context.close();
    },
  );
});

describe.each(Object.entries(viewports))('Portfolio Analytics at the %s size', (size, viewport) => {
  it('shows the CLV breakdown with its evidence', async () => {
    const { context, page } = await newPage(browser, viewport);
    const email = `clv-${size}@arbiter.test`;
    await signInWithBrowser(page, env.url, { email, name: 'CLV Member' }, '/dashboard');
    await grantMembership(env.database.db, email);
    await refreshSessions(page);
    const [user] = await env.database.db.select().from(users).where(eq(users.email, email));
    const settledAt = new Date(Date.now() - DAY);
    await env.database.db.insert(bets).values(
      [2.1, 1.95, 2.05].map((odds) => ({
        userId: user!.id,
        kind: 'value' as const,
        sportKey: 'basketball_nba',
        homeTeam: 'Boston Celtics',
        awayTeam: 'Miami Heat',
        market: 'h2h' as const,
        marketKey: 'h2h',
        marketType: 'main' as const,
        outcome: 'Boston Celtics',
        odds,
        stakeCents: 10_000,
        book: 'draftkings',
        status: 'lost' as const,
        placedAt: new Date(settledAt.getTime() - DAY),
        settledAt,
        payoutCents: 0,
        profitCents: -10_000,
        fairClosingOdds: 2,
      })),
    );
    await page.goto(`${env.url}/portfolio-analytics?range=all`);
    const section = page.getByRole('region', { name: 'Closing-line value: the evidence' });
    await expect.poll(() => section.isVisible(), WAIT).toBe(true);
    // CLV +5 %, −2.5 %, +2.5 %: mean +1.67 % over three bets, flagged as a small sample.
    const byBook = page.getByRole('row').filter({ hasText: 'DraftKings' }).last();
    await expect.poll(() => byBook.textContent(), WAIT).toContain('+1.67%');
    expect(await byBook.textContent()).toContain('n 3');
    expect(await byBook.textContent()).toContain('small sample');
    await page.screenshot({ path: `dist/e2e-clv-breakdown-${size}.png`, fullPage: true });
    await context.close();
  });
});
