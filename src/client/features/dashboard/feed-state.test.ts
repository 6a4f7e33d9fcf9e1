import { describe, expect, it } from 'vitest';
import type { FeedStatus } from '../../../contracts/feed';
import { feedState, feedStateLabel } from './feed-state';

const sport = (source: FeedStatus['sports'][number]['source']): FeedStatus['sports'][number] => ({
  key: 'basketball_nba',
  title: 'NBA',
  group: 'Basketball',
  source,
  lastPollAt: null,
  lastSuccessAt: null,
  nextPollAt: null,
  droppedLastPoll: {},
  droppedTotal: 0,
  booksReporting: 0,
  events: 0,
  lastError: null,
});

const status = (overrides: Partial<FeedStatus>): FeedStatus => ({
  source: 'simulator',
  halted: null,
  intervalSeconds: 15,
  booksReporting: 9,
  lastUpdated: '2030-01-01T00:00:00.000Z',
  creditsSpentThisMonth: 0,
  monthlyCredits: 0,
  sports: [],
  ...overrides,
});

describe('feedState', () => {
  it('is halted whenever the server says so', () => {
    expect(feedState(status({ halted: 'monthly credits spent', sports: [sport('live')] }))).toBe(
      'halted',
    );
  });

  it('is live when a sport has live prices, cached otherwise', () => {
    expect(feedState(status({ sports: [sport('cached'), sport('live')] }))).toBe('live');
    expect(feedState(status({ sports: [sport('cached')] }))).toBe('cached');
  });

  it('waits before the first update', () => {
    expect(feedState(status({ lastUpdated: null }))).toBe('waiting');
  });
});

describe('feedStateLabel', () => {
  it('never calls simulator prices live', () => {
    expect(feedStateLabel('live', 'simulator')).toBe('Simulated');
    expect(feedStateLabel('live', 'the-odds-api')).toBe('Live');
    expect(feedStateLabel('cached', 'simulator')).toBe('Cached');
  });
});
