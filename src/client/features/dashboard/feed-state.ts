import type { FeedStatus } from '../../../contracts/feed';

export type FeedState = 'live' | 'cached' | 'halted' | 'waiting';

/**
 * What the System Status panel says about the odds feed: halted when the server stopped polling
 * (it says why), live when at least one sport's prices are live, cached when only older prices
 * are held, waiting before the first successful update.
 */
export function feedState(status: FeedStatus): FeedState {
  if (status.halted !== null) return 'halted';
  if (status.sports.some((sport) => sport.source === 'live')) return 'live';
  if (status.lastUpdated === null) return 'waiting';
  return 'cached';
}

export const FEED_STATE_LABELS: Record<FeedState, string> = {
  live: 'Live',
  cached: 'Cached',
  halted: 'Halted',
  waiting: 'Waiting for first update',
};

/** The state's label; prices from the embedded simulator are never called live. */
export function feedStateLabel(state: FeedState, source: FeedStatus['source']): string {
  return state === 'live' && source === 'simulator' ? 'Simulated' : FEED_STATE_LABELS[state];
}

export function feedSourceLabel(source: FeedStatus['source']): string {
  return source === 'simulator' ? 'Embedded market simulator' : 'The Odds API';
}
