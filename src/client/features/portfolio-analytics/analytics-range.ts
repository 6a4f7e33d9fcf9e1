import { analyticsRangeSchema } from '../../../contracts/portfolio';
import type { AnalyticsRange } from '../../../contracts/portfolio';

export const ANALYTICS_RANGES: readonly { value: AnalyticsRange; label: string }[] = [
  { value: '7d', label: '7D' },
  { value: '30d', label: '30D' },
  { value: '90d', label: '90D' },
  { value: 'all', label: 'All' },
];

export const DEFAULT_RANGE: AnalyticsRange = '30d';

export const RANGE_NOUNS: Record<AnalyticsRange, string> = {
  '7d': 'the last 7 days',
  '30d': 'the last 30 days',
  '90d': 'the last 90 days',
  all: 'all time',
};

/** The range in `?range=`, so a reload or a shared link keeps it; anything else is the default. */
export function rangeFromSearch(search: string): AnalyticsRange {
  const parsed = analyticsRangeSchema.safeParse(new URLSearchParams(search).get('range'));
  return parsed.success ? parsed.data : DEFAULT_RANGE;
}

/** The page's address for a range; the default range needs no parameter. */
export function pathForRange(range: AnalyticsRange): string {
  return range === DEFAULT_RANGE ? '/portfolio-analytics' : `/portfolio-analytics?range=${range}`;
}
