import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  americanToDecimal,
  decimalToAmerican,
  decimalToFractional,
  formatAmerican,
  impliedProbability,
  parseAmerican,
  parseFractional,
  probabilityToDecimal,
} from './odds-format';

describe('decimalToAmerican / formatAmerican', () => {
  it.each([
    [2.5, 150, '+150'], // (2.5 − 1) × 100 = 150
    [2.0, 100, '+100'], // even money is +100
    [1.5, -200, '-200'], // 100 / (1.5 − 1) = 200
    [1.909, -110, '-110'], // 100 / 0.909 = 110.01 → 110
    [3.75, 275, '+275'], // 2.75 × 100
    [2.15, 115, '+115'], // 1.15 × 100 is 114.99999999999999 in binary; rounds to 115
  ])('shows decimal %d as %d (%s)', (decimal, american, text) => {
    expect(decimalToAmerican(decimal)).toBe(american);
    expect(formatAmerican(decimal)).toBe(text);
  });

  it('refuses decimal odds at or below 1', () => {
    expect(() => decimalToAmerican(1)).toThrow(RangeError);
    expect(() => decimalToAmerican(Number.NaN)).toThrow(RangeError);
  });
});

describe('americanToDecimal', () => {
  it.each([
    [150, 2.5], // 1 + 150/100
    [-200, 1.5], // 1 + 100/200
    [-110, 1 + 100 / 110],
    [100, 2],
    [-100, 2],
  ])('converts %d to %d', (american, decimal) => {
    expect(americanToDecimal(american)).toBeCloseTo(decimal, 12);
  });

  it('refuses values between -100 and +100, which are not American prices', () => {
    expect(() => americanToDecimal(50)).toThrow(RangeError);
    expect(() => americanToDecimal(-99)).toThrow(RangeError);
  });
});

describe('parseAmerican', () => {
  it.each([
    ['+150', 150],
    ['150', 150],
    [' -110 ', -110],
    ['\u2212110', -110],
    ['+100', 100],
  ])('reads %j as %d', (text, american) => {
    expect(parseAmerican(text)).toBe(american);
  });

  it.each(['', 'abc', '1.5', '150abc', '+-110', '++150', '50', '-99', '+'])(
    'returns null, never NaN, for %j',
    (text) => {
      expect(parseAmerican(text)).toBeNull();
    },
  );
});

describe('decimalToFractional', () => {
  it.each([
    [2.5, '3/2'],
    [2.0, '1/1'],
    [1.5, '1/2'],
    [1.91, '10/11'], // 10/11 = 0.909, within half a hundredth of 0.91
    [1.62, '5/8'],
    [1.44, '4/9'],
    [1.08, '1/12'],
    [1.01, '1/100'],
    [4.33, '10/3'],
    [7.5, '13/2'],
    [101, '100/1'],
    [1.001, '1/1000'], // shorter than any fraction with denominator ≤ 100
  ])('shows %d as %s', (decimal, fractional) => {
    expect(decimalToFractional(decimal)).toBe(fractional);
  });
});

describe('parseFractional', () => {
  it('reads a/b as 1 + a/b', () => {
    expect(parseFractional('5/2')).toBe(3.5);
    expect(parseFractional(' 10 / 11 ')).toBeCloseTo(1.90909, 5);
  });

  it.each(['', '5', '0/1', '1/0', '-1/2', '1.5/2', 'evens'])('returns null for %j', (text) => {
    expect(parseFractional(text)).toBeNull();
  });
});

describe('implied probability', () => {
  it('is the inverse of the decimal price, both ways', () => {
    expect(impliedProbability(4)).toBe(0.25);
    expect(probabilityToDecimal(0.25)).toBe(4);
    expect(() => probabilityToDecimal(0)).toThrow(RangeError);
  });
});

describe('round trips', () => {
  const decimal = fc.double({ min: 1.001, max: 1000, noNaN: true });

  it('decimal → American → decimal lands within half a cent of the price', () => {
    fc.assert(
      fc.property(decimal, (price) => {
        const back = americanToDecimal(decimalToAmerican(price));
        expect(Math.abs(back - price)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });

  it('American → decimal → American is exact (-100 and +100 are the same price)', () => {
    const american = fc.oneof(
      fc.integer({ min: 100, max: 100_000 }),
      fc.integer({ min: -100_000, max: -101 }),
    );
    fc.assert(
      fc.property(american, (value) => {
        expect(decimalToAmerican(americanToDecimal(value))).toBe(value);
      }),
    );
    expect(decimalToAmerican(americanToDecimal(-100))).toBe(100);
  });

  it('American text → decimal → text gives the same text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 10_000 }), (value) => {
        expect(parseAmerican(formatAmerican(americanToDecimal(value)))).toBe(value);
      }),
    );
  });

  it('two-place decimal → fractional → decimal lands within half a hundredth', () => {
    const twoPlaces = fc.integer({ min: 101, max: 100_000 }).map((cents) => cents / 100);
    fc.assert(
      fc.property(twoPlaces, (price) => {
        const back = parseFractional(decimalToFractional(price));
        expect(back).not.toBeNull();
        expect(Math.abs((back ?? 0) - price)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });
});
