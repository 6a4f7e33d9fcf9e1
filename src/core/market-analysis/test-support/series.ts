import type { MarketKind } from '../../market';
import { americanToDecimal } from '../../odds-format';
import { DEFAULT_PARAMETERS } from '../parameters';
import { buildSideSeries } from '../price-series';
import type { SeriesWorkspace } from '../series-workspace';
import type { EventHistory, SideSeries } from '../price-series';
import { sideHistoryOf } from '../price-table';
import type { PricePoint, SideHistory } from '../price-table';

/** Hand-built price histories for the market-analysis tests. Times are minutes after T0. */

export const T0 = Date.UTC(2025, 0, 10, 12, 0, 0);
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export const at = (minutes: number) => T0 + minutes * MINUTE;

export function quote(
  book: string,
  outcome: string,
  price: number | null,
  minutes: number,
  point: number | null = null,
): PricePoint {
  return { book, outcome, point, price, at: at(minutes) };
}

/** A decimal price from American odds, for cases written the way bettors read them. */
export const us = (american: number) => americanToDecimal(american);

/** One book's prices on one side: [minutes, price] or [minutes, price, point] pairs. */
export function path(
  book: string,
  outcome: string,
  steps: readonly (readonly [number, number | null, number?])[],
): PricePoint[] {
  return steps.map(([minutes, price, point]) =>
    quote(book, outcome, price, minutes, point ?? null),
  );
}

export function side(
  market: MarketKind,
  outcome: string,
  points: readonly PricePoint[],
): SideHistory {
  return sideHistoryOf(market, outcome, points);
}

export function event(
  sides: readonly SideHistory[],
  overrides: Partial<Omit<EventHistory, 'sides'>> = {},
): EventHistory {
  return {
    eventId: 'event-1',
    sport: 'basketball_nba',
    homeTeam: 'Home',
    awayTeam: 'Away',
    commenceTime: at(24 * 60),
    ...overrides,
    sides,
  };
}

export function series(
  points: readonly PricePoint[],
  market: MarketKind = 'h2h',
  outcome = 'Home',
  sport = 'basketball_nba',
  workspace?: SeriesWorkspace,
): SideSeries {
  return buildSideSeries(
    { eventId: 'event-1', sport },
    side(market, outcome, points),
    DEFAULT_PARAMETERS.steamWindowMs,
    workspace,
  );
}

/** One book's columns of a built side, as plain arrays, and where it restarts (by position). */
export function bookColumns(built: SideSeries, book: string) {
  const own = built.books.find((candidate) => candidate.book === book)!;
  const { columns } = built;
  const rows = {
    at: [] as number[],
    price: [] as number[],
    prob: [] as number[],
    restarts: [] as number[],
  };
  for (let i = own.first, position = 0; i >= 0; i = columns.next[i]!, position++) {
    rows.at.push(columns.at[i]!);
    rows.price.push(columns.price[i]!);
    rows.prob.push(columns.prob[i]!);
    if (columns.restart[i] === 1) rows.restarts.push(position);
  }
  return { series: own, ...rows };
}

/** The side's movement path as plain arrays. */
export function pathOf(built: SideSeries) {
  return {
    at: Array.from(built.path.at.subarray(0, built.path.length)),
    index: Array.from(built.path.index.subarray(0, built.path.length)),
  };
}
