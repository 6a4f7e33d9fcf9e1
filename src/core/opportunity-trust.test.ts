import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assessTrust,
  DEFAULT_TRUST_POLICY,
  isBettableTrust,
  isOutlier,
  marketMedian,
  type TrustInput,
  type TrustLeg,
} from './opportunity-trust';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const leg = (
  book: string,
  price: number,
  ageS: number,
  median: number | null = price,
): TrustLeg => ({
  book,
  price,
  ageMs: ageS * 1000,
  marketMedianPrice: median,
});
const input = (legs: TrustLeg[], extra: Partial<TrustInput> = {}): TrustInput => ({
  legs,
  booksQuoting: 8,
  confirmedAt: null,
  now: NOW,
  ...extra,
});

describe('assessTrust on hand-built markets', () => {
  it('calls two young legs at different books, priced near the market, fresh', () => {
    const result = assessTrust(
      input([leg('fanduel', 2.1, 10, 2.0), leg('betmgm', 2.05, 30, 1.95)]),
    );
    expect(result).toEqual({ level: 'fresh', reasons: [] });
  });

  it('calls a leg older than the freshness window stale, naming that leg and its age', () => {
    const result = assessTrust(input([leg('fanduel', 2.1, 10), leg('betmgm', 2.05, 274)]));
    expect(result.level).toBe('stale');
    expect(result.reasons).toHaveLength(1);
    expect(result.reasons[0]!.code).toBe('stale_leg');
    expect(result.reasons[0]!.message).toContain('betmgm');
    expect(result.reasons[0]!.message).toContain('274 s ago');
  });

  it('stays fresh at exactly the window and turns stale one millisecond past it', () => {
    const at = (ms: number) =>
      assessTrust(
        input([{ book: 'a', price: 2, ageMs: ms, marketMedianPrice: 2 }, leg('b', 2.1, 0)]),
      ).level;
    expect(at(DEFAULT_TRUST_POLICY.freshWithinMs)).toBe('fresh');
    expect(at(DEFAULT_TRUST_POLICY.freshWithinMs + 1)).toBe('stale');
  });

  it('confirms a stale opportunity re-checked within the window, and only within it', () => {
    const legs = [leg('fanduel', 2.1, 10), leg('betmgm', 2.05, 600)];
    const recent = assessTrust(input(legs, { confirmedAt: NOW - 12_000 }));
    expect(recent.level).toBe('confirmed');
    expect(recent.reasons[0]!.message).toContain('12 s ago');
    const old = assessTrust(
      input(legs, { confirmedAt: NOW - DEFAULT_TRUST_POLICY.confirmedForMs - 1 }),
    );
    expect(old.level).toBe('stale');
  });

  it('calls a leg paying far above the other books suspect (a likely void), even when re-checked', () => {
    // 3.40 against a median of 2.00: implied 29 % against 50 %.
    const legs = [leg('smallbook', 3.4, 5, 2.0), leg('pinnacle', 1.95, 5, 1.9)];
    const result = assessTrust(input(legs, { confirmedAt: NOW - 1000 }));
    expect(result.level).toBe('suspect');
    expect(result.reasons.map((r) => r.code)).toEqual(['price_outlier']);
    expect(result.reasons[0]!.message).toContain('3.40');
  });

  it('calls every leg at one book suspect', () => {
    const result = assessTrust(input([leg('fanduel', 2.1, 5), leg('fanduel', 2.1, 5)]));
    expect(result.level).toBe('suspect');
    expect(result.reasons.map((r) => r.code)).toEqual(['one_book']);
  });

  it('calls a market quoted by fewer books than the minimum suspect, and says how many', () => {
    const result = assessTrust(input([leg('a', 2.1, 5), leg('b', 2.1, 5)], { booksQuoting: 2 }));
    expect(result.level).toBe('suspect');
    expect(result.reasons[0]!.code).toBe('few_books');
    expect(result.reasons[0]!.message).toContain('Only 2 books');
  });

  it('lets only confirmed and fresh be called guaranteed', () => {
    expect(
      ['confirmed', 'fresh', 'stale', 'suspect'].filter((l) => isBettableTrust(l as never)),
    ).toEqual(['confirmed', 'fresh']);
  });
});

describe('isOutlier and marketMedian', () => {
  it('needs a market to compare with', () => {
    expect(isOutlier(10, null, 0.2)).toBe(false);
    expect(marketMedian([2])).toBeNull();
    expect(marketMedian([2, 3])).toBe(2.5);
    expect(marketMedian([3, 1.5, 2])).toBe(2);
  });

  it('draws the line at the stated share of implied probability', () => {
    // Median 2.00 (50 %); 20 % less probability is 40 %, a price of 2.50.
    expect(isOutlier(2.49, 2, 0.2)).toBe(false);
    expect(isOutlier(2.51, 2, 0.2)).toBe(true);
  });
});

const priceArb = fc.integer({ min: 101, max: 2000 }).map((c) => c / 100);
const legArb = fc.record({
  book: fc.constantFrom('a', 'b', 'c', 'd'),
  price: priceArb,
  ageMs: fc.integer({ min: 0, max: 1_200_000 }),
  marketMedianPrice: fc.option(priceArb, { nil: null }),
});
const inputArb = fc.record({
  legs: fc.array(legArb, { minLength: 1, maxLength: 3 }),
  booksQuoting: fc.integer({ min: 0, max: 40 }),
  confirmedAt: fc.option(fc.integer({ min: NOW - 300_000, max: NOW }), { nil: null }),
  now: fc.constant(NOW),
});

describe('trust properties', () => {
  it('is suspect exactly when a suspect reason exists, and then lists only suspect reasons', () => {
    fc.assert(
      fc.property(inputArb, (case_) => {
        const result = assessTrust(case_);
        const outlier = case_.legs.some((l) => isOutlier(l.price, l.marketMedianPrice, 0.2));
        const oneBook = case_.legs.length > 1 && new Set(case_.legs.map((l) => l.book)).size === 1;
        const thin = case_.booksQuoting < DEFAULT_TRUST_POLICY.minBooks;
        expect(result.level === 'suspect').toBe(outlier || oneBook || thin);
        if (result.level === 'suspect')
          for (const reason of result.reasons)
            expect(['price_outlier', 'one_book', 'few_books']).toContain(reason.code);
      }),
    );
  });

  it('never calls fresh or confirmed what has a leg older than the window and no recent re-check', () => {
    fc.assert(
      fc.property(inputArb, (case_) => {
        const result = assessTrust(case_);
        const old = case_.legs.some((l) => l.ageMs > DEFAULT_TRUST_POLICY.freshWithinMs);
        const rechecked =
          case_.confirmedAt !== null &&
          NOW - case_.confirmedAt <= DEFAULT_TRUST_POLICY.confirmedForMs;
        if (old && !rechecked) expect(isBettableTrust(result.level)).toBe(false);
        if (result.level === 'stale') expect(result.reasons.length).toBeGreaterThan(0);
        if (result.level === 'fresh') expect(result.reasons).toEqual([]);
      }),
    );
  });

  it('only ever gets less trusting as legs age (fixed re-check)', () => {
    const order = { confirmed: 0, fresh: 1, stale: 2, suspect: 3 };
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 0, max: 600_000 }), (case_, extra) => {
        const older = { ...case_, legs: case_.legs.map((l) => ({ ...l, ageMs: l.ageMs + extra })) };
        expect(order[assessTrust(older).level]).toBeGreaterThanOrEqual(
          order[assessTrust(case_).level],
        );
      }),
    );
  });
});
