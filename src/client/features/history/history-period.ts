import { HISTORY_PERIOD_DAYS, type HistoryPeriod } from '../../../contracts/history-summary';

/** The spec's selector; "Last 24H" is one day (the spec's map lacked it). */
export const PERIODS: readonly { value: HistoryPeriod; label: string }[] = [
  { value: '1d', label: 'Last 24H' },
  { value: '7d', label: 'Last 7 Days' },
  { value: '30d', label: 'Last 30 Days' },
  { value: '90d', label: 'Last 3 Months' },
];

export const DEFAULT_PERIOD: HistoryPeriod = '7d';

/** "24 hours", "7 days": the period in words, for "from the previous …". */
export const PERIOD_NOUNS: Readonly<Record<HistoryPeriod, string>> = {
  '1d': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '90d': '3 months',
};

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export type DateRange = { start: string; end: string };

/**
 * The selected period as a date range for the list. The end is the end of the current minute,
 * so the range (and the query keyed by it) changes once a minute rather than on every render,
 * and a record detected a moment ago is still inside.
 */
export function periodRange(period: HistoryPeriod, now: number): DateRange {
  const end = Math.floor(now / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
  const start = end - HISTORY_PERIOD_DAYS[period] * DAY_MS;
  return { start: new Date(start).toISOString(), end: new Date(end).toISOString() };
}
