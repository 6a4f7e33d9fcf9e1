import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toCents } from '../stakes';
import { bankrollOf } from './bankroll';
import { bankrollSeries } from './bankroll-series';
import { portfolioBetArb } from './test-support/portfolio-bets';

const DAY_MS = 86_400_000;
const startArb = fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100);
const betsArb = fc.array(portfolioBetArb, { maxLength: 60 });
const fromArb = fc.option(
  fc
    .integer({ min: Date.UTC(2023, 11, 1), max: Date.UTC(2024, 4, 1) })
    .map((time) => new Date(time)),
  { nil: undefined },
);
const zoneArb = fc.constantFrom('UTC', 'America/New_York', 'Asia/Tokyo');

describe('bankroll series properties', () => {
  it('ends at the bankroll balance when the window runs to the last settlement', () => {
    fc.assert(
      fc.property(startArb, betsArb, fromArb, zoneArb, (start, bets, from, timeZone) => {
        const series = bankrollSeries(start, bets, { from, bucket: 'day', timeZone });
        const last = series.at(-1);
        if (last !== undefined) expect(last.balance).toBe(bankrollOf(start, bets).balance);
      }),
      { numRuns: 300 },
    );
  });

  it('steps one calendar day at a time, profit measured from the opening point', () => {
    fc.assert(
      fc.property(startArb, betsArb, fromArb, zoneArb, (start, bets, from, timeZone) => {
        const series = bankrollSeries(start, bets, { from, bucket: 'day', timeZone });
        const opening = series[0];
        if (opening === undefined) return;
        expect(opening.profit).toBe(0);
        series.forEach((point, index) => {
          expect(Date.parse(point.date) - Date.parse(opening.date)).toBe(index * DAY_MS);
          expect(toCents(point.profit)).toBe(toCents(point.balance) - toCents(opening.balance));
        });
      }),
      { numRuns: 300 },
    );
  });

  it('leaves out exactly the profit settled after the window', () => {
    fc.assert(
      fc.property(startArb, betsArb, zoneArb, (start, bets, timeZone) => {
        const to = new Date(Date.UTC(2024, 1, 15, 12));
        const series = bankrollSeries(start, bets, {
          from: new Date(Date.UTC(2024, 0, 1)),
          to,
          bucket: 'day',
          timeZone,
        });
        const endOfLastDay = new Date(`${series.at(-1)?.date ?? ''}T00:00:00Z`);
        const lastDay = new Intl.DateTimeFormat('en-CA', { timeZone });
        const inWindow = bets.filter(
          (bet) =>
            bet.settledAt === null || lastDay.format(new Date(bet.settledAt)) <= lastDay.format(to),
        );
        expect(endOfLastDay.getTime()).toBe(Date.parse(lastDay.format(to)));
        expect(series.at(-1)?.balance).toBe(bankrollOf(start, inWindow).balance);
      }),
      { numRuns: 300 },
    );
  });
});
