import type { BookProfile } from './catalog-books';
import type { SportDef } from './catalog-sports';
import type { Rng } from './prng';

/** State shared by the market modules. Times are epoch milliseconds of simulated time. */

export const TICK_MS = 1000;
/** Ticks of fair-value history kept per event: must exceed the slowest book's lag. */
export const HISTORY_TICKS = 512;

export interface FinalScore {
  readonly home: number;
  readonly away: number;
}

/** One market as a book currently quotes it. */
export interface Quote {
  /** Decimal prices in wire order (h2h: home, away[, draw]; spreads: home, away; totals: over, under). */
  prices: readonly number[];
  /** Home handicap (spreads) or total line (totals); 0 for h2h. */
  point: number;
  /** When this market's price or point last changed. */
  updated: number;
}

/** A bookmaker's quotes for one event, derived from its lagged view of the fair value. */
export interface BookLine {
  readonly book: BookProfile;
  readonly event: SimEvent;
  /** The fair latent values as the book last read them. */
  seenX: number;
  seenTot: number;
  /** The book's own opinion on top of the fair value (logit units and score units). */
  biasX: number;
  biasTot: number;
  h2h: Quote;
  spreads: Quote | null;
  totals: Quote | null;
  nextTick: number;
  dead: boolean;
}

export type EventStatus = 'upcoming' | 'live' | 'completed';

export interface SimEvent {
  readonly id: string;
  readonly sport: SportDef;
  readonly home: string;
  readonly away: string;
  readonly commence: number;
  readonly finish: number;
  status: EventStatus;
  /** Fair latent home strength (logit) and expected combined score, now. */
  x: number;
  tot: number;
  /** Where the random walk mean-reverts to; jumps move it too, since they are news. */
  anchorX: number;
  anchorTot: number;
  readonly histX: Float64Array;
  readonly histTot: Float64Array;
  readonly createdTick: number;
  readonly rng: Rng;
  /** Per-sport scales cached on the event: logit units per "evens" unit, and score units. */
  readonly xScale: number;
  readonly totUnit: number;
  nextJumpTick: number;
  lines: BookLine[];
  /** Drawn when the event starts, from the fair value at that moment. */
  score: FinalScore | null;
}

/** A futures / tournament-winner market: one event, many competitors, static fair prices. */
export interface OutrightEvent {
  readonly id: string;
  readonly sport: SportDef;
  readonly commence: number;
  readonly created: number;
  readonly competitors: readonly string[];
  readonly books: readonly { readonly book: BookProfile; readonly prices: readonly number[] }[];
}
