import { fromCents, toCents } from '../stakes';
import { assertStartingValue } from './bankroll';
import { isoDate, localDayCounter } from './local-day';
import type { PortfolioBet } from './portfolio-bet';
import { isSettled, profitCents, timeOf } from './portfolio-bet';

export interface SeriesOptions {
  /** First day shown (the whole day it falls on); absent: the first day a bet settled. */
  readonly from?: Date | string;
  /** Last day shown (the whole day it falls on); absent: the last day a bet settled. */
  readonly to?: Date | string;
  readonly bucket: 'day';
  /** IANA zone whose calendar days the points follow, e.g. the member's; default UTC. */
  readonly timeZone?: string;
}

export interface BankrollPoint {
  /** ISO day, e.g. "2024-03-09"; each point is the balance at the end of that day. */
  readonly date: string;
  readonly balance: number;
  /** Cumulative settled profit since the opening point, so the first point is always 0. */
  readonly profit: number;
}

export type SeriesBet = Pick<PortfolioBet, 'stake' | 'odds' | 'status' | 'profit' | 'settledAt'>;

/** A century of days; a wider window is a caller's mistake, not a chart. */
const MAX_DAYS = 36_600;

/**
 * The bankroll at the end of each day from `from` to `to`, every day present (a day with no
 * settlement repeats the balance), after an opening point dated the day before the first day.
 * The opening balance is the starting value plus every bet settled before the first day, and
 * plus settled bets with no settlement date: they belong to the balance but to no day, and
 * leaving them out would make the chart end somewhere other than the bankroll. Bets settled after
 * the last day are left out. Empty when there is no day to show (no `from`, no dated settlement).
 */
export function bankrollSeries(
  startingValue: number,
  bets: readonly SeriesBet[],
  options: SeriesOptions,
): BankrollPoint[] {
  assertStartingValue(startingValue);
  const dayOf = localDayCounter(options.timeZone ?? 'UTC');
  const fromDay = optionDay(options.from, dayOf);
  const toDay = optionDay(options.to, dayOf);
  if (fromDay !== null && toDay !== null && toDay < fromDay) {
    throw new RangeError('a series must end on or after the day it starts');
  }

  let openingCents = toCents(startingValue);
  const profitByDay = new Map<number, number>();
  let firstSettled = Infinity;
  let lastSettled = -Infinity;
  for (const bet of bets) {
    if (!isSettled(bet.status)) continue;
    const time = timeOf(bet.settledAt);
    const day = time === null ? null : dayOf(time);
    if (day === null || (fromDay !== null && day < fromDay)) {
      openingCents += profitCents(bet);
    } else if (toDay === null || day <= toDay) {
      profitByDay.set(day, (profitByDay.get(day) ?? 0) + profitCents(bet));
      firstSettled = Math.min(firstSettled, day);
      lastSettled = Math.max(lastSettled, day);
    }
  }

  const first = fromDay ?? (profitByDay.size > 0 ? firstSettled : toDay);
  if (first === null) return [];
  const last = toDay ?? Math.max(first, lastSettled);
  if (last - first > MAX_DAYS) throw new RangeError(`a series spans at most ${MAX_DAYS} days`);
  return pointsOf(openingCents, profitByDay, first, last);
}

function pointsOf(
  openingCents: number,
  profitByDay: ReadonlyMap<number, number>,
  first: number,
  last: number,
): BankrollPoint[] {
  const points: BankrollPoint[] = [
    { date: isoDate(first - 1), balance: fromCents(openingCents), profit: 0 },
  ];
  let balanceCents = openingCents;
  for (let day = first; day <= last; day++) {
    balanceCents += profitByDay.get(day) ?? 0;
    points.push({
      date: isoDate(day),
      balance: fromCents(balanceCents),
      profit: fromCents(balanceCents - openingCents),
    });
  }
  return points;
}

function optionDay(
  date: Date | string | undefined,
  dayOf: (time: number) => number,
): number | null {
  if (date === undefined) return null;
  const time = timeOf(date);
  if (time === null) throw new RangeError(`not a date: ${String(date)}`);
  return dayOf(time);
}
