import { describe, expect, it } from 'vitest';
import { findDecreasingRoot } from './root-finding';

describe('findDecreasingRoot', () => {
  it('finds a root beyond the first guess by doubling the bracket', () => {
    expect(findDecreasingRoot((x) => 100 - x * x, 0, 1)).toBeCloseTo(10, 12);
  });

  it('stays below the upper limit', () => {
    const root = findDecreasingRoot(() => 1, 0, 0.5, 0.9);
    expect(root).toBeLessThanOrEqual(0.9);
  });
});
