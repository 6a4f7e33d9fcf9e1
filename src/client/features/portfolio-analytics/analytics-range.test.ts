import { describe, expect, it } from 'vitest';
import { ANALYTICS_RANGES, DEFAULT_RANGE, pathForRange, rangeFromSearch } from './analytics-range';

describe('analytics range', () => {
  it('reads the range from the address', () => {
    expect(rangeFromSearch('?range=7d')).toBe('7d');
    expect(rangeFromSearch('range=all')).toBe('all');
  });

  it('falls back to 30 days for a missing or unknown range', () => {
    expect(DEFAULT_RANGE).toBe('30d');
    expect(rangeFromSearch('')).toBe('30d');
    expect(rangeFromSearch('?range=1y')).toBe('30d');
    expect(rangeFromSearch('?range=ALL')).toBe('30d');
  });

  it('round-trips every range through the address', () => {
    for (const { value } of ANALYTICS_RANGES) {
      const search = pathForRange(value).split('?')[1] ?? '';
      expect(rangeFromSearch(search)).toBe(value);
    }
    expect(pathForRange('30d')).toBe('/portfolio-analytics');
  });
});
