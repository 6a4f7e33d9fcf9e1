import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CellError,
  neutraliseFormula,
  readAmount,
  readMarket,
  readOdds,
  readStatus,
  readTime,
} from './read-cells';

describe('reading the cells of another tracker’s file', () => {
  it.each([
    ['100', 100],
    ['$1,234.56', 1234.56],
    ['1.234,56 €', 1234.56],
    ['£25', 25],
    ['USD 40.5', 40.5],
    ['12,5', 12.5],
    ['1,234', 1234],
    ['1 234,50', 1234.5],
    ['1.234.567', 1234567],
    ['-5.25', -5.25],
    ['($7.00)', -7],
  ])('reads the amount %s as %d', (text, amount) => {
    expect(readAmount(text)).toBe(amount);
  });

  it('reads any amount in cents back exactly, however a tracker groups and marks it', () => {
    const written = (cents: number, style: number) => {
      const whole = Math.floor(cents / 100).toString();
      const fraction = String(cents % 100).padStart(2, '0');
      const grouped = (separator: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
      switch (style) {
        case 0:
          return `$${grouped(',')}.${fraction}`;
        case 1:
          return `${grouped('.')},${fraction} €`;
        case 2:
          return `£${whole}.${fraction}`;
        case 3:
          return `${grouped('\u00a0')},${fraction}`;
        default:
          return `USD ${grouped(',')}.${fraction}`;
      }
    };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), fc.nat(4), (cents, style) => {
        expect(Math.round(readAmount(written(cents, style)) * 100)).toBe(cents);
      }),
    );
  });

  it.each(['', 'abc', '1.2.3,4,5', '$', '12 apples'])('refuses %j as an amount', (text) => {
    expect(() => readAmount(text)).toThrow(CellError);
  });

  it('reads prices in each style as decimal odds', () => {
    expect(readOdds('1.91', 'decimal')).toBe(1.91);
    expect(readOdds('2,10', 'decimal')).toBe(2.1);
    expect(readOdds('+150', 'american')).toBe(2.5);
    expect(readOdds('150', 'american')).toBe(2.5);
    expect(readOdds('-200', 'american')).toBe(1.5);
    expect(readOdds('5/2', 'fractional')).toBe(3.5);
    expect(() => readOdds('0.9', 'decimal')).toThrow('above 1.0');
    expect(() => readOdds('-50', 'american')).toThrow('at least 100');
    expect(() => readOdds('evens', 'decimal')).toThrow(CellError);
  });

  it('reads the statuses trackers write', () => {
    expect(['W', 'win', 'Won'].map(readStatus)).toEqual(['won', 'won', 'won']);
    expect(['', 'Pending'].map(readStatus)).toEqual(['open', 'open']);
    expect(['Half Won', 'half_lost', 'Refund'].map(readStatus)).toEqual([
      'half-won',
      'half-lost',
      'void',
    ]);
    expect(() => readStatus('maybe')).toThrow('not a bet status');
  });

  it('reads market names', () => {
    expect(['Moneyline', 'ATS', 'Over/Under'].map(readMarket)).toEqual([
      'h2h',
      'spreads',
      'totals',
    ]);
    expect(() => readMarket('player props')).toThrow('not a market');
  });

  it('reads times with a zone as given and times without one in the member’s zone', () => {
    expect(readTime('2026-03-04T19:30:00Z', null, 'Europe/London')).toBe(
      '2026-03-04T19:30:00.000Z',
    );
    expect(readTime('2026-03-04T19:30:00+02:00', null, 'UTC')).toBe('2026-03-04T17:30:00.000Z');
    expect(readTime('2026-03-04 19:30', null, 'UTC')).toBe('2026-03-04T19:30:00.000Z');
    // New York is UTC−5 in winter and UTC−4 in summer.
    expect(readTime('2026-01-15 19:30', null, 'America/New_York')).toBe('2026-01-16T00:30:00.000Z');
    expect(readTime('2026-07-15 19:30', null, 'America/New_York')).toBe('2026-07-15T23:30:00.000Z');
    expect(readTime('03/04/2026 7:30 PM', 'mdy', 'UTC')).toBe('2026-03-04T19:30:00.000Z');
    expect(readTime('03/04/2026 19:30', 'dmy', 'UTC')).toBe('2026-04-03T19:30:00.000Z');
    expect(readTime('25.12.2026', null, 'UTC')).toBe('2026-12-25T00:00:00.000Z');
  });

  it('asks for the date order when a date reads both ways, and refuses impossible dates', () => {
    expect(() => readTime('03/04/2026', null, 'UTC')).toThrow('choose the date order');
    expect(() => readTime('2026-02-30', null, 'UTC')).toThrow('not a calendar date');
    expect(() => readTime('13/25/2026', 'mdy', 'UTC')).toThrow('not a calendar date');
    expect(() => readTime('yesterday', null, 'UTC')).toThrow('not a date');
  });

  it('neutralises text a spreadsheet would run as a formula, and leaves other text alone', () => {
    for (const text of ['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', '\tx', '\rx']) {
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    }
    expect(neutraliseFormula("'=already")).toBe("'=already");
    expect(neutraliseFormula('Boston Celtics')).toBe('Boston Celtics');
  });
});
