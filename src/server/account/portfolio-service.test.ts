import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betStatuses, settlementFromStatus } from '../../core/portfolio/bet-settlement';
import { bankrollOf } from '../../core/portfolio/bankroll';
import { closingLineValue } from '../../core/portfolio/closing-line-value';
import type { PortfolioBet } from '../../core/portfolio/portfolio-bet';
import { portfolioStats, statsBy } from '../../core/portfolio/portfolio-stats';
import { memberWithSession } from '../billing/test-support/member-session';
import type { DatabaseHandle } from '../db/database';
import { bets } from '../db/schema/index';
import { openTestDatabase, testDatabaseKinds } from '../test-support/test-database';
import { DEFAULT_SETTINGS } from '../../contracts/settings';
import { analyticsFor, bankrollFor, statsFor } from './portfolio-service';
import { listBets } from './bet-service';
import { devigMethodOf, saveSettings } from './settings-service';

const NOW = new Date('2026-11-22T12:00:00Z');

const betRecord = fc.record({
  status: fc.constantFrom(...betStatuses),
  stakeCents: fc.integer({ min: 100, max: 100_000 }),
  oddsCents: fc.integer({ min: 105, max: 800 }),
  sport: fc.constantFrom('basketball_nba', 'soccer_epl'),
  book: fc.constantFrom('draftkings', 'pinnacle', 'fanduel'),
  market: fc.constantFrom('h2h', 'spreads', 'totals'),
  kind: fc.constantFrom('arbitrage', 'value', 'manual'),
  daysAgo: fc.integer({ min: 0, max: 120 }),
  fairClose: fc.option(fc.integer({ min: 101, max: 800 }), { nil: null }),
});

describe.each(testDatabaseKinds)(
  'portfolio figures summed by the database agree with core over the same bets (%s)',
  (kind) => {
    let database: DatabaseHandle;
    let userId: string;
    let portfolio: PortfolioBet[];

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      userId = (await memberWithSession(database.db, 'member@arbiter.test')).user.id;
      const records = fc.sample(betRecord, { numRuns: 300, seed: 11 });
      const rows = records.map((r) => {
        const odds = r.oddsCents / 100;
        const settlement = settlementFromStatus(r.status, r.stakeCents / 100, odds);
        const settledAt = new Date(NOW.getTime() - r.daysAgo * 86_400_000 - 3_600_000);
        return {
          userId,
          kind: r.kind,
          sportKey: r.sport,
          homeTeam: 'Home',
          awayTeam: 'Away',
          market: r.market,
          marketKey: r.market,
          marketType: 'main' as const,
          outcome: 'Home',
          odds,
          stakeCents: r.stakeCents,
          book: r.book,
          status: r.status,
          placedAt: new Date(settledAt.getTime() - 86_400_000),
          settledAt: settlement ? settledAt : null,
          payoutCents: settlement ? Math.round(settlement.payout * 100) : null,
          profitCents: settlement ? Math.round(settlement.profit * 100) : null,
          fairClosingOdds: r.fairClose === null ? null : r.fairClose / 100,
        };
      });
      await database.db.insert(bets).values(rows);
      portfolio = rows.map((row) => ({
        stake: row.stakeCents / 100,
        odds: row.odds,
        status: row.status,
        payout: row.payoutCents === null ? null : row.payoutCents / 100,
        profit: row.profitCents === null ? null : row.profitCents / 100,
        settledAt: row.settledAt,
        placedAt: row.placedAt,
        sport: row.sportKey,
        book: row.book,
        market: row.market,
        kind: row.kind,
        clv: closingLineValue(row.odds, row.fairClosingOdds),
      }));
    });
    afterAll(async () => {
      await database?.close();
    });

    it('bankroll and statistics', async () => {
      expect(await bankrollFor(database.db, userId)).toEqual(bankrollOf(1000, portfolio));
      const stats = await statsFor(database.db, userId);
      const expected = portfolioStats(1000, portfolio);
      expect({ ...stats, averageClv: null }).toEqual({ ...expected, averageClv: null });
      expect(stats!.averageClv).toBeCloseTo(expected.averageClv!, 12);
    });

    it('analytics over a range: groups, series end and CLV bins', async () => {
      const analytics = (await analyticsFor(database.db, userId, '30d', NOW))!;
      const from = NOW.getTime() - 30 * 86_400_000;
      const inRange = portfolio.filter(
        (bet) => bet.status === 'open' || (bet.settledAt as Date).getTime() >= from,
      );
      const strip = (groups: { averageClv: number | null }[]) =>
        groups.map((group) => ({ ...group, averageClv: group.averageClv?.toFixed(9) ?? null }));
      expect(strip(analytics.bySport)).toEqual(
        strip(statsBy(inRange, 'sport', 1000).map((g) => ({ ...g, roi: g.roi ?? null }))),
      );
      expect(strip(analytics.byKind)).toEqual(
        strip(statsBy(inRange, 'kind', 1000).map((g) => ({ ...g, roi: g.roi ?? null }))),
      );
      expect(analytics.stats.profit).toBe(portfolioStats(1000, inRange).profit);
      // The chart ends at the bankroll's balance whatever the range.
      expect(analytics.series.at(-1)!.balance).toBe(bankrollOf(1000, portfolio).balance);
      expect(analytics.series).toHaveLength(32);
      const binned = analytics.clvDistribution.reduce((sum, bin) => sum + bin.count, 0);
      expect(binned).toBe(inRange.filter((bet) => bet.clv !== null).length);
    });

    it('CLV breakdown: each book’s figure is core’s over the same bets, with its evidence', async () => {
      const { clvBreakdown } = (await analyticsFor(database.db, userId, 'all', NOW))!;
      const closed = portfolio.filter((bet) => bet.clv !== null);
      expect(clvBreakdown.overall.n).toBe(closed.length);
      for (const group of clvBreakdown.byBook) {
        const own = closed.filter((bet) => bet.book === group.key).map((bet) => bet.clv!);
        expect(group.clv.n).toBe(own.length);
        expect(group.clv.mean).toBeCloseTo(own.reduce((a, b) => a + b, 0) / own.length, 12);
        expect(group.clv.smallSample).toBe(own.length < 30);
        expect(group.clv.ci95Low!).toBeLessThan(group.clv.mean!);
      }
      // Every bet was placed a day before it settled and names no start: no lead time.
      expect(clvBreakdown.byLeadTime).toEqual([]);
      // No bet came from a detected opportunity: no edge decay to measure.
      expect(clvBreakdown.edgeDecay.n).toBe(0);
    });
  },
);

describe.each(testDatabaseKinds)('CLV under the member’s devig method (%s)', (kind) => {
  let database: DatabaseHandle;
  // Migrating a fresh database is the slow part: in the hook, not inside the test's own time.
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('measures against the close devigged with the member’s method, older closes with power', async () => {
    const { user } = await memberWithSession(database.db, 'method@arbiter.test');
    const placedAt = new Date(NOW.getTime() - 2 * 86_400_000);
    const bet = (odds: number, power: number, byMethod: Record<string, number> | null) => ({
      userId: user.id,
      kind: 'value' as const,
      sportKey: 'basketball_nba',
      homeTeam: 'Home',
      awayTeam: 'Away',
      market: 'h2h' as const,
      marketKey: 'h2h',
      marketType: 'main' as const,
      outcome: 'Home',
      odds,
      stakeCents: 1000,
      book: 'fanduel',
      status: 'open' as const,
      placedAt,
      fairClosingOdds: power,
      fairCloseByMethod: byMethod as never,
    });
    const methods = (power: number, multiplicative: number) => ({
      multiplicative,
      additive: power,
      power,
      shin: power,
      'odds-ratio': power,
      logit: power,
    });
    await database.db.insert(bets).values([
      // power: 2.2 ÷ 2 − 1 = +10 %; multiplicative: 2.2 × 0.55 − 1 = +21 %
      bet(2.2, 2, methods(0.5, 0.55)),
      // power: 3 ÷ 2.5 − 1 = +20 %; multiplicative: 3 × 0.3 − 1 = −10 %
      bet(3, 2.5, methods(0.4, 0.3)),
      // Closed before every method was kept: power's 2 for any method, 1.8 ÷ 2 − 1 = −10 %
      bet(1.8, 2, null),
    ]);
    expect((await statsFor(database.db, user.id))!.averageClv).toBeCloseTo(
      (0.1 + 0.2 - 0.1) / 3,
      12,
    );
    await saveSettings(
      database.db,
      user.id,
      { ...DEFAULT_SETTINGS, devigMethod: 'multiplicative' },
      NOW,
    );
    expect((await statsFor(database.db, user.id))!.averageClv).toBeCloseTo(
      (0.21 - 0.1 - 0.1) / 3,
      12,
    );
    const analytics = await analyticsFor(database.db, user.id, 'all', NOW);
    expect(analytics!.clvBreakdown.overall.n).toBe(3);
    expect(analytics!.clvBreakdown.overall.mean).toBeCloseTo((0.21 - 0.1 - 0.1) / 3, 12);
    expect(analytics!.methods.clv).toContain('multiplicative');
    const listed = await listBets(
      database.db,
      user.id,
      { status: 'all', limit: 10, offset: 0 },
      await devigMethodOf(database.db, user.id),
    );
    const clvs = listed.data.map((b) => Math.round(b.clv! * 1e9) / 1e9).sort((a, b) => a - b);
    expect(clvs).toEqual([-0.1, -0.1, 0.21]);
  });
});
