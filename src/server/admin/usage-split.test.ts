import { describe, expect, it } from 'vitest';
import { usageSplit } from './usage-split';

const DAY = 86_400_000;

describe('usageSplit', () => {
  it('groups endpoints into budget categories and projects each at its own daily rate', () => {
    const rows = usageSplit(
      [
        { key: 'odds', calls: 10, credits: 30 },
        { key: 'event-discovery', calls: 5, credits: 5 },
        { key: 'event-odds', calls: 4, credits: 24 },
        { key: 'scores', calls: 2, credits: 4 },
        { key: 'sports', calls: 3, credits: 0 },
      ],
      [
        { key: 'odds', calls: 2, credits: 6 },
        { key: 'event-odds', calls: 1, credits: 6 },
      ],
      10 * DAY,
      { featured: 700, discovery: 300, 'event-markets': 300, rechecks: 100 },
    );
    expect(rows).toEqual([
      { category: 'featured', calls: 10, credits: 30, projectedMonth: 90, budget: 700 },
      { category: 'discovery', calls: 5, credits: 5, projectedMonth: 5, budget: 300 },
      { category: 'event-markets', calls: 4, credits: 24, projectedMonth: 84, budget: 300 },
      { category: 'rechecks', calls: 0, credits: 0, projectedMonth: 0, budget: 100 },
      { category: 'other', calls: 5, credits: 4, projectedMonth: 4, budget: null },
    ]);
  });
});
