import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { kellyFraction, kellyStake } from './kelly';

describe('kellyFraction', () => {
  it('is (p·d − 1)/(d − 1)', () => {
    // (0.55 × 2.0 − 1)/(2.0 − 1) = 0.1
    expect(kellyFraction(0.55, 2)).toBeCloseTo(0.1, 12);
    // (0.3 × 4.0 − 1)/3 = 0.066667
    expect(kellyFraction(0.3, 4)).toBeCloseTo(0.066667, 6);
  });

  it('is never negative: no edge, no bet', () => {
    expect(kellyFraction(0.45, 2)).toBe(0);
    expect(kellyFraction(0, 3)).toBe(0);
  });

  it('refuses impossible probabilities and prices', () => {
    expect(() => kellyFraction(1.1, 2)).toThrow(RangeError);
    expect(() => kellyFraction(0.5, 1)).toThrow(RangeError);
  });
});

describe('kellyStake', () => {
  it('stakes full, half and quarter Kelly of the bankroll', () => {
    // f* = 0.1 on a 1000 bankroll: 100, 50, 25
    expect(kellyStake(0.55, 2, 1000, 'full').stake).toBe(100);
    const half = kellyStake(0.55, 2, 1000, 'half');
    expect(half.fraction).toBeCloseTo(0.05, 12);
    expect(half.stake).toBe(50);
    expect(kellyStake(0.55, 2, 1000, 'quarter').stake).toBe(25);
  });

  it('rounds the stake down to the cent', () => {
    // f* = (0.99 × 100 − 1)/99 = 0.989899; 1000 × f* = 989.899 → 989.89
    expect(kellyStake(0.99, 100, 1000, 'full').stake).toBe(989.89);
  });

  it('never stakes more than the bankroll', () => {
    const probability = fc.double({ min: 0, max: 1, noNaN: true });
    const price = fc.double({ min: 1.01, max: 1000, noNaN: true });
    const bankroll = fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100);
    const variant = fc.constantFrom('full' as const, 'half' as const, 'quarter' as const);
    fc.assert(
      fc.property(probability, price, bankroll, variant, (p, d, money, kind) => {
        const { stake } = kellyStake(p, d, money, kind);
        expect(stake).toBeGreaterThanOrEqual(0);
        expect(stake).toBeLessThanOrEqual(money);
      }),
    );
  });
});
