import { describe, expect, it } from 'vitest';
import { normalCdf } from './normal-distribution';

describe('normalCdf', () => {
  it('matches standard normal table values', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1)).toBeCloseTo(0.841345, 6);
    expect(normalCdf(-1.96)).toBeCloseTo(0.024998, 6);
    expect(normalCdf(3)).toBeCloseTo(0.99865, 5);
  });

  it('shifts and scales by mean and standard deviation', () => {
    // (230 − 220) / 10 = 1
    expect(normalCdf(230, 220, 10)).toBeCloseTo(0.841345, 6);
  });
});
