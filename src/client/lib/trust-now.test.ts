import { describe, expect, it } from 'vitest';
import { legFixture, opportunityFixture } from './test-support/opportunity-fixture';
import { trustLabel, trustNow } from './trust-now';

const T = Date.parse('2030-01-01T00:00:00.000Z');
const at = (secondsAgo: number) => new Date(T - secondsAgo * 1000).toISOString();
const trust = (overrides: Partial<ReturnType<typeof opportunityFixture>['trust']> = {}) => ({
  level: 'fresh' as const,
  reasons: [],
  checkedAt: null,
  booksQuoting: 8,
  freshWithinSeconds: 120,
  confirmedForSeconds: 60,
  outlierShare: 0.2,
  minBooks: 3,
  ...overrides,
});

describe('trustNow', () => {
  it('keeps fresh prices fresh and bettable, and turns them stale once a leg passes the window', () => {
    const opportunity = opportunityFixture('a', {
      legs: [
        legFixture({ quotedAt: at(10) }),
        legFixture({ book: 'fanduel', bookTitle: 'FanDuel', quotedAt: at(100) }),
      ],
      trust: trust(),
    });
    expect(trustNow(opportunity, T)).toMatchObject({ level: 'fresh', bettable: true });
    const later = trustNow(opportunity, T + 21_000);
    expect(later).toMatchObject({ level: 'stale', bettable: false });
    expect(later.reasons).toHaveLength(1);
    expect(later.reasons[0]).toContain('FanDuel');
  });

  it('lets a confirmation run out after its window', () => {
    const opportunity = opportunityFixture('a', {
      legs: [legFixture({ quotedAt: at(500) }), legFixture({ book: 'fanduel', quotedAt: at(10) })],
      trust: trust({ level: 'confirmed', checkedAt: at(5) }),
    });
    const now = trustNow(opportunity, T);
    expect(now).toMatchObject({ level: 'confirmed', checkedSecondsAgo: 5, bettable: true });
    expect(trustLabel(now)).toBe('confirmed 5 s ago');
    expect(trustNow(opportunity, T + 56_000).level).toBe('stale');
  });

  it('keeps the server’s suspect verdict, which the screen cannot judge', () => {
    const opportunity = opportunityFixture('a', {
      legs: [legFixture({ quotedAt: at(1) })],
      trust: trust({
        level: 'suspect',
        reasons: [{ code: 'price_outlier', message: 'Book X pays 3.40 where the median is 2.00' }],
      }),
    });
    expect(trustNow(opportunity, T)).toMatchObject({
      level: 'suspect',
      bettable: false,
      reasons: ['Book X pays 3.40 where the median is 2.00'],
    });
  });
});
