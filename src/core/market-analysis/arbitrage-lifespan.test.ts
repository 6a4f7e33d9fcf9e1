import { describe, expect, it } from 'vitest';
import { summariseLifespans } from './arbitrage-lifespan';

const MINUTE = 60_000;

describe('summariseLifespans', () => {
  it('gives the median and the nearest-rank 90th percentile of ended arbitrages', () => {
    const records = Array.from({ length: 10 }, (_, i) => ({
      firstSeen: 0,
      endedAt: (i + 1) * MINUTE,
    }));
    expect(summariseLifespans([...records, { firstSeen: 0, endedAt: null }])).toEqual({
      count: 10,
      open: 1,
      medianMs: 5.5 * MINUTE,
      // rank ⌈0.9 × 10⌉ = 9
      p90Ms: 9 * MINUTE,
    });
  });

  it('has no figures before an arbitrage has ended', () => {
    expect(summariseLifespans([{ firstSeen: 0, endedAt: null }])).toEqual({
      count: 0,
      open: 1,
      medianMs: null,
      p90Ms: null,
    });
  });

  it('reads a single arbitrage as its own median and 90th percentile', () => {
    expect(summariseLifespans([{ firstSeen: 1000, endedAt: 61_000 }])).toMatchObject({
      medianMs: 60_000,
      p90Ms: 60_000,
    });
  });
});
