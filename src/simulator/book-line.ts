import type { BookProfile } from './catalog-books';
import type { SportDef } from './catalog-sports';
import type { BookLine, Quote, SimEvent } from './model-types';
import { HISTORY_TICKS, TICK_MS } from './model-types';
import { withMargin } from './odds-math';
import type { MatchModel } from './outcome-model';
import { chooseLine, matchModel, snapLine } from './outcome-model';

/**
 * One bookmaker's quotes on one event. A book re-reads the fair value only every so often and
 * then sees it as it was `lagS` seconds ago; it re-prices only when that view moved enough. This is
 * what makes stale prices (and so arbitrage windows) — and it keeps a tick cheap, since most books
 * do nothing on most ticks.
 */

/** Score units for totals noise and moves: a few points in NFL, a fraction of a goal in soccer. */
export function totalUnit(sport: SportDef): number {
  return sport.kind === 'points' ? 2.5 * sport.totalSd : sport.totalMean;
}

/** Exchanges list match odds only, as on The Odds API. */
function offers(book: BookProfile, sport: SportDef, market: 'spreads' | 'totals'): boolean {
  return book.commission === null && sport.markets.includes(market);
}

function emptyQuote(): Quote {
  return { prices: [], point: 0, updated: 0 };
}

export function createLine(
  book: BookProfile,
  event: SimEvent,
  tick: number,
  now: number,
): BookLine {
  const { sport, rng } = event;
  const line: BookLine = {
    book,
    event,
    seenX: event.x,
    seenTot: event.tot,
    biasX: opinion(event, book),
    biasTot: opinion(event, book) * (event.totUnit / event.xScale),
    h2h: emptyQuote(),
    spreads: offers(book, sport, 'spreads') ? emptyQuote() : null,
    totals: offers(book, sport, 'totals') ? emptyQuote() : null,
    // Stagger first reads across the refresh period so books don't all move on the same tick.
    nextTick: tick + 1 + rng.int(Math.max(1, seconds(book.refreshS))),
    dead: false,
  };
  repriceLine(line, now, true);
  return line;
}

/**
 * Called when the book's turn comes: read the lagged fair value; re-price if it moved past the
 * book's threshold. Returns the tick of the book's next read.
 */
export function checkLine(line: BookLine, tick: number, now: number): number {
  const { book, event } = line;
  const seenTick = seenTickOf(line, tick);
  const slot = seenTick & (HISTORY_TICKS - 1);
  const vx = event.histX[slot] ?? event.x;
  const vt = event.histTot[slot] ?? event.tot;
  // Thresholds are about one price increment (0.2 % of probability) for sharp books; recreational
  // ones ignore drift until it is worth about half a percent.
  const thresholdX = (book.sharp ? 0.008 : 0.02) * event.xScale;
  const thresholdT = (book.sharp ? 0.008 : 0.02) * event.totUnit;
  if (Math.abs(vx - line.seenX) > thresholdX || Math.abs(vt - line.seenTot) > thresholdT) {
    line.seenX = vx;
    line.seenTot = vt;
    // Now and then a book also revises its own opinion, which is where value spots come from.
    if (event.rng.chance(0.2)) {
      line.biasX = opinion(event, book);
      line.biasTot = opinion(event, book) * (event.totUnit / event.xScale);
    }
    repriceLine(line, now, false);
  }
  const jitter = 0.5 + event.rng.float();
  return tick + Math.max(1, Math.round(seconds(book.refreshS) * jitter));
}

/** The tick of fair-value history a book's read at `tick` sees: its lag behind, never before the event. */
export function seenTickOf(line: BookLine, tick: number): number {
  return Math.max(line.event.createdTick, tick - seconds(line.book.lagS));
}

function seconds(s: number): number {
  return Math.round((s * 1000) / TICK_MS);
}

/**
 * A book's own lean on an event, in the event's latent units. Truncated at 2.5 sd: books watch each
 * other, so no book sits far off the market for long — persistent sure bets would be unrealistic.
 */
function opinion(event: SimEvent, book: BookProfile): number {
  const z = Math.max(-2.5, Math.min(2.5, event.rng.normal()));
  return z * book.noise * event.xScale;
}

/** Tick at which a sharp book re-reads after a jump in the fair value; null for the rest. */
export function jumpReadTick(line: BookLine, tick: number): number | null {
  if (!line.book.sharp) return null;
  return tick + seconds(line.book.lagS) + 1 + line.event.rng.int(2);
}

export function repriceLine(line: BookLine, now: number, initial: boolean): void {
  const { book, event } = line;
  const sport = event.sport;
  const model = matchModel(sport, line.seenX + line.biasX, line.seenTot + line.biasTot);
  const exchange = book.commission !== null;
  // Three-way markets carry more overround than two-way ones.
  const margin = sport.draw ? book.margin * 1.35 : book.margin;
  setQuote(line.h2h, withMargin(model.h2h, margin, exchange), 0, now);
  if (line.spreads) {
    const point = spreadPoint(sport, model, initial ? null : line.spreads.point);
    const c = model.cover(point);
    setQuote(line.spreads, withMargin([c, 1 - c], book.margin, false), point, now);
  }
  if (line.totals) {
    const start = initial ? snapLine(model.meanTotal, sport.lineStep) : line.totals.point;
    const point = chooseLine(
      start,
      sport.lineStep,
      model.over,
      false,
      initial ? 0 : stickiness(sport),
    );
    const o = model.over(point);
    setQuote(line.totals, withMargin([o, 1 - o], book.margin, false), point, now);
  }
}

function stickiness(sport: SportDef): number {
  return sport.lineStep >= 1 ? 0.03 : 0.01;
}

function spreadPoint(sport: SportDef, model: MatchModel, current: number | null): number {
  if (sport.fixedSpread !== null) {
    // Run line / puck line: the favourite gives 1.5; switch sides only once clearly the underdog.
    const pHome = model.h2h[0] ?? 0.5;
    const homeFav = current === null ? pHome >= 0.5 : current < 0 ? pHome > 0.48 : pHome > 0.52;
    return homeFav ? -sport.fixedSpread : sport.fixedSpread;
  }
  const start = current ?? snapLine(-model.meanMargin, sport.lineStep);
  return chooseLine(
    start,
    sport.lineStep,
    model.cover,
    true,
    current === null ? 0 : stickiness(sport),
  );
}

function setQuote(quote: Quote, prices: readonly number[], point: number, now: number): void {
  let same = quote.point === point && quote.prices.length === prices.length;
  for (let i = 0; same && i < prices.length; i++) same = quote.prices[i] === prices[i];
  if (same) return;
  quote.prices = prices;
  quote.point = point;
  quote.updated = now;
}
