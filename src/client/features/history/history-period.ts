export type PeriodKey = '24h' | '7d' | '30d' | '90d';

/** The spec's selector, each mapped to its real length (the spec's map lacked 24h). */
export const PERIODS: readonly { value: PeriodKey; label: string; days: number }[] = [
  { value: '24h', label: 'Last 24H', days: 1 },
  { value: '7d', label: 'Last 7 Days', days: 7 },
  { value: '30d', label: 'Last 30 Days', days: 30 },
  { value: '90d', label: 'Last 3 Months', days: 90 },
];

export const DEFAULT_PERIOD: PeriodKey = '7d';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export type DateRange = { start: string; end: string };

export function periodDays(period: PeriodKey): number {
  return PERIODS.find((p) => p.value === period)?.days ?? 7;
}

/**
 * The selected period and the one of equal length just before it. The end is the end of the
 * current minute, so the ranges (and the queries keyed by them) change once a minute rather than
 * on every render, and a record detected a moment ago is still inside.
 */
export function periodRanges(
  period: PeriodKey,
  now: number,
): { current: DateRange; previous: DateRange } {
  const end = Math.floor(now / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
  const length = periodDays(period) * DAY_MS;
  const start = end - length;
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    current: { start: iso(start), end: iso(end) },
    // The previous range ends a millisecond before the current one starts: no record counts twice.
    previous: { start: iso(start - length), end: iso(start - 1) },
  };
}
