import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  closingLineValue,
  clvByMethod,
  edgeDecay,
  leadTimeBucket,
  leadTimeMs,
} from './closing-line-value';

describe('closingLineValue', () => {
  it('is +5 % for a bet at 2.10 against a fair close of 2.00', () => {
    expect(closingLineValue(2.1, 2)).toBeCloseTo(0.05, 12);
  });

  it('is negative when the price closed above the bet', () => {
    // 1.80 taken, the market closed fair at 1.95: 1.80 / 1.95 − 1 = −7.69 %
    expect(closingLineValue(1.8, 1.95)).toBeCloseTo(-0.076923, 6);
  });

  it('is zero for a bet at the fair closing price', () => {
    expect(closingLineValue(3.4, 3.4)).toBe(0);
  });

  it('is unknown when the close is unknown or not a price', () => {
    expect(closingLineValue(2.1, null)).toBeNull();
    expect(closingLineValue(2.1, undefined)).toBeNull();
    expect(closingLineValue(2.1, 1)).toBeNull();
    expect(closingLineValue(2.1, 0.5)).toBeNull();
    expect(closingLineValue(2.1, Number.NaN)).toBeNull();
    expect(closingLineValue(1, 2)).toBeNull();
  });
});

describe('clvByMethod', () => {
  it('is the fair probability times the price, less one, per method', () => {
    const clv = clvByMethod(2.1, { power: 0.5, additive: 0.48 })!;
    expect(clv.power).toBeCloseTo(0.05, 12);
    expect(clv.additive).toBeCloseTo(0.008, 12);
  });

  it('agrees with closingLineValue against the fair closing price', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1.01, max: 50, noNaN: true }),
        fc.double({ min: 0.01, max: 0.99, noNaN: true }),
        (odds, p) => {
          expect(clvByMethod(odds, { power: p })!.power).toBeCloseTo(
            closingLineValue(odds, 1 / p)!,
            9,
          );
        },
      ),
    );
  });

  it('refuses a close that is not a probability', () => {
    expect(clvByMethod(2, { power: 1.2 })).toBeNull();
    expect(clvByMethod(2, null)).toBeNull();
  });
});

describe('edgeDecay and lead time', () => {
  it('is the EV at detection less the CLV', () => {
    expect(edgeDecay(0.04, 0.01)).toBeCloseTo(0.03, 12);
    expect(edgeDecay(null, 0.01)).toBeNull();
  });

  it('measures the lead time to the start and buckets it', () => {
    const hour = 3_600_000;
    expect(leadTimeMs(0, 2 * hour)).toBe(2 * hour);
    expect(leadTimeMs(3 * hour, 2 * hour)).toBeNull();
    expect(leadTimeMs(0, null)).toBeNull();
    expect(leadTimeBucket(30 * 60_000)).toBe('under-1h');
    expect(leadTimeBucket(hour)).toBe('1-6h');
    expect(leadTimeBucket(6 * hour)).toBe('6-24h');
    expect(leadTimeBucket(30 * hour)).toBe('1-3d');
    expect(leadTimeBucket(100 * hour)).toBe('over-3d');
  });
});
