import { describe, expect, it } from 'vitest';
import { confidenceFromFreshness, executionDifficulty } from './history-record';

describe('confidenceFromFreshness', () => {
  it('is 100 for quotes just seen and falls with the oldest leg', () => {
    expect(confidenceFromFreshness([{ quoteAgeSeconds: 0, possiblyStale: false }], 600)).toBe(100);
    expect(
      confidenceFromFreshness(
        [
          { quoteAgeSeconds: 30, possiblyStale: false },
          { quoteAgeSeconds: 300, possiblyStale: false },
        ],
        600,
      ),
    ).toBe(50);
    expect(confidenceFromFreshness([{ quoteAgeSeconds: 900, possiblyStale: false }], 600)).toBe(0);
  });

  it('caps a record with a possibly stale leg at 50', () => {
    expect(confidenceFromFreshness([{ quoteAgeSeconds: 10, possiblyStale: true }], 600)).toBe(50);
  });
});

describe('executionDifficulty', () => {
  it('rates long-lived two-book edges easy, short or many-book ones hard', () => {
    expect(executionDifficulty(600, 2)).toBe('easy');
    expect(executionDifficulty(120, 2)).toBe('medium');
    expect(executionDifficulty(30, 2)).toBe('hard');
    expect(executionDifficulty(600, 3)).toBe('hard');
  });
});
