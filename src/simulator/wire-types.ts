import { decimalToAmerican } from './odds-math';

/** The Odds API v4 response shapes, and the two formatting options every endpoint shares. */

export type OddsFormat = 'decimal' | 'american';
export type DateFormat = 'iso' | 'unix';
/** ISO string ("2025-01-01T12:00:00Z") or unix seconds, per dateFormat. */
export type WireTime = string | number;

export interface WireSport {
  key: string;
  group: string;
  title: string;
  description: string;
  active: boolean;
  has_outrights: boolean;
}

export interface WireOutcome {
  name: string;
  price: number;
  point?: number;
  /** The player of a prop, or the team of a team total. */
  description?: string;
  bet_limit?: number;
}

export interface WireMarket {
  key: string;
  last_update: WireTime;
  outcomes: WireOutcome[];
}

export interface WireBookmaker {
  key: string;
  title: string;
  last_update: WireTime;
  markets: WireMarket[];
}

export interface WireEvent {
  id: string;
  sport_key: string;
  sport_title: string;
  commence_time: WireTime;
  /** null for outright (futures) events, which have no sides. */
  home_team: string | null;
  away_team: string | null;
}

export interface WireOddsEvent extends WireEvent {
  bookmakers: WireBookmaker[];
}

/** `/events/{id}/markets`: which market keys each book lists on the event. */
export interface WireEventMarkets extends WireEvent {
  bookmakers: {
    key: string;
    title: string;
    markets: { key: string; last_update: WireTime }[];
  }[];
}

export interface WireScore {
  name: string;
  score: string;
}

export interface WireScoreEvent extends WireEvent {
  completed: boolean;
  scores: WireScore[] | null;
  last_update: WireTime | null;
}

// Formatting the same second over and over is common (every market updated on a tick shares it).
const isoCache = new Map<number, string>();

export function formatTime(ms: number, format: DateFormat): WireTime {
  const seconds = Math.floor(ms / 1000);
  if (format === 'unix') return seconds;
  let iso = isoCache.get(seconds);
  if (iso === undefined) {
    if (isoCache.size > 50_000) isoCache.clear();
    iso = `${new Date(seconds * 1000).toISOString().slice(0, 19)}Z`;
    isoCache.set(seconds, iso);
  }
  return iso;
}

export function formatPrice(decimal: number, format: OddsFormat): number {
  return format === 'american' ? decimalToAmerican(decimal) : decimal;
}
