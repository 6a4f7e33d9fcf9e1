import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toCents } from '../stakes';
import { bankrollOf } from './bankroll';
import { portfolioStats, statsBy, statsGroupKeys } from './portfolio-stats';
import { portfolioBetArb } from './test-support/portfolio-bets';

const startArb = fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100);
const betsArb = fc.array(portfolioBetArb, { maxLength: 80 });

describe('portfolio stats properties', () => {
  it('gives yield and ROI the sign of the profit, and never a loss beyond the stakes', () => {
    fc.assert(
      fc.property(startArb, betsArb, (start, bets) => {
        const stats = portfolioStats(start, bets);
        if (stats.yield !== null) {
          expect(Math.sign(stats.yield)).toBe(Math.sign(stats.profit));
          expect(stats.yield).toBeGreaterThanOrEqual(-1);
        }
        if (stats.roi !== null) expect(Math.sign(stats.roi)).toBe(Math.sign(stats.profit));
        expect(stats.roi === null).toBe(toCents(start) === 0);
      }),
      { numRuns: 500 },
    );
  });

  it('counts every bet once, and agrees with the bankroll', () => {
    fc.assert(
      fc.property(startArb, betsArb, (start, bets) => {
        const stats = portfolioStats(start, bets);
        expect(stats.betCount).toBe(bets.length);
        expect(stats.openCount + stats.settledCount).toBe(bets.length);
        expect(stats.openCount).toBe(bets.filter((bet) => bet.status === 'open').length);
        const bankroll = bankrollOf(start, bets);
        expect(stats.portfolioValue).toBe(bankroll.balance);
        expect(stats.profit).toBe(bankroll.settledProfit);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the win rate within [0, 1], unknown exactly when nothing was decided', () => {
    fc.assert(
      fc.property(betsArb, (bets) => {
        const { winRate } = portfolioStats(100, bets);
        const decided = bets.filter((bet) => !['open', 'push', 'void'].includes(bet.status));
        expect(winRate === null).toBe(decided.length === 0);
        if (winRate !== null) {
          expect(winRate).toBeGreaterThanOrEqual(0);
          expect(winRate).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the average CLV between the smallest and largest CLV', () => {
    fc.assert(
      fc.property(betsArb, (bets) => {
        const clvs = bets.flatMap((bet) => (bet.clv === null ? [] : [bet.clv]));
        const { averageClv } = portfolioStats(100, bets);
        if (clvs.length === 0) {
          expect(averageClv).toBeNull();
        } else {
          expect(averageClv).toBeGreaterThanOrEqual(Math.min(...clvs) - 1e-12);
          expect(averageClv).toBeLessThanOrEqual(Math.max(...clvs) + 1e-12);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('splits the portfolio into groups that add back up to it, for every grouping', () => {
    fc.assert(
      fc.property(startArb, betsArb, fc.constantFrom(...statsGroupKeys), (start, bets, key) => {
        const stats = portfolioStats(start, bets);
        const groups = statsBy(bets, key, start);
        const keys = groups.map((group) => group.key);
        expect(keys).toEqual([...new Set(bets.map((bet) => bet[key]))].sort());
        const sum = (pick: (group: (typeof groups)[number]) => number) =>
          groups.reduce((total, group) => total + pick(group), 0);
        expect(sum((group) => group.bets)).toBe(stats.betCount);
        expect(sum((group) => toCents(group.profit))).toBe(toCents(stats.profit));
        expect(sum((group) => toCents(group.staked))).toBe(toCents(stats.totalStaked));
        for (const group of groups) {
          if (group.yield !== null) expect(Math.sign(group.yield)).toBe(Math.sign(group.profit));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('does not depend on the order of the bets', () => {
    fc.assert(
      fc.property(startArb, betsArb, (start, bets) => {
        const reversed = [...bets].reverse();
        const { averageClv, ...rest } = portfolioStats(start, bets);
        const { averageClv: reversedClv, ...reversedRest } = portfolioStats(start, reversed);
        expect(reversedRest).toEqual(rest);
        if (averageClv !== null) expect(reversedClv).toBeCloseTo(averageClv, 12);
        expect(statsBy(reversed, 'book').map((group) => group.profit)).toEqual(
          statsBy(bets, 'book').map((group) => group.profit),
        );
      }),
      { numRuns: 300 },
    );
  });
});
