import { describe, expect, it } from 'vitest';
import { closingLineValue } from './closing-line-value';

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
