/**
 * The price board as core sees it: one market (h2h, spreads or totals) of one event, with every
 * book's quotes. Outcome names follow The Odds API v4: team names for h2h and spreads, "Draw",
 * "Over" and "Under".
 */

export type MarketKind = 'h2h' | 'spreads' | 'totals';

export interface Quote {
  readonly book: string;
  readonly outcome: string;
  /** Decimal odds as quoted, before any commission. */
  readonly price: number;
  /** When the book last changed this price, ms since the epoch. */
  readonly lastUpdate: number;
  /** Handicap for spreads (signed from the outcome's side), line for totals. */
  readonly point?: number;
  /** Exchange commission on net winnings as a fraction, e.g. 0.02. Absent for sportsbooks. */
  readonly commission?: number;
  /** Largest stake the book accepts at this price, in money units, when known. */
  readonly limit?: number;
}

export interface MarketEvent {
  readonly id: string;
  /** Sport key, e.g. "soccer_epl" or "basketball_nba". */
  readonly sport: string;
  readonly homeTeam: string;
  readonly awayTeam: string;
  /** Scheduled start, ms since the epoch. */
  readonly commenceTime: number;
  /** True when the match result can be a draw (a 3-way h2h market). */
  readonly drawPossible?: boolean;
}

export interface MarketSlice {
  readonly event: MarketEvent;
  readonly kind: MarketKind;
  readonly quotes: readonly Quote[];
}

export interface OutcomeSlot {
  readonly outcome: string;
  readonly point?: number;
}

/**
 * The outcomes that between them cover every result of the market exactly once. Only a complete
 * set can be an arbitrage: leaving one outcome out leaves a result on which every bet loses.
 */
export interface OutcomeSet {
  readonly kind: MarketKind;
  /** Home handicap for spreads, the total for totals; absent for h2h. */
  readonly line?: number;
  readonly slots: readonly OutcomeSlot[];
  /**
   * True on whole-number lines: a result landing on the line refunds every stake, so such a set
   * returns the stake (no profit, no loss) on that result.
   */
  readonly pushPossible: boolean;
}

export const DRAW = 'Draw';
export const OVER = 'Over';
export const UNDER = 'Under';

/** Feeds differ in case and stray spaces; names are otherwise compared exactly. */
export function sameOutcome(a: string, b: string): boolean {
  return a === b || normalizedName(a) === normalizedName(b);
}

/**
 * Detection compares the same few names (teams, Over, Under, Draw) millions of times; normalising
 * each once instead of on every comparison keeps that off the allocator. Bounded so a long-running
 * process does not grow it without limit.
 */
const normalized = new Map<string, string>();
function normalizedName(name: string): string {
  let value = normalized.get(name);
  if (value === undefined) {
    if (normalized.size > 50_000) normalized.clear();
    value = name.trim().toLowerCase();
    normalized.set(name, value);
  }
  return value;
}

/** Lines are multiples of a quarter point, so a tolerance far below that only absorbs float noise. */
const POINT_TOLERANCE = 1e-6;

export function samePoint(a: number | undefined, b: number | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return Math.abs(a - b) < POINT_TOLERANCE;
}

export function quoteFillsSlot(quote: Quote, slot: OutcomeSlot): boolean {
  return sameOutcome(quote.outcome, slot.outcome) && samePoint(quote.point, slot.point);
}

/**
 * A soccer sport key, an explicit flag or any book quoting a draw each make the h2h market
 * 3-way; erring towards 3-way only hides arbitrages, erring the other way invents them.
 */
export function isDrawPossible(slice: MarketSlice): boolean {
  return (
    slice.event.drawPossible === true ||
    slice.event.sport.toLowerCase().startsWith('soccer') ||
    slice.quotes.some((quote) => sameOutcome(quote.outcome, DRAW))
  );
}

export function outcomeSets(slice: MarketSlice): OutcomeSet[] {
  switch (slice.kind) {
    case 'h2h':
      return [headToHeadSet(slice)];
    case 'spreads':
      return spreadSets(slice);
    case 'totals':
      return totalSets(slice);
  }
}

function headToHeadSet(slice: MarketSlice): OutcomeSet {
  const { homeTeam, awayTeam } = slice.event;
  const slots = isDrawPossible(slice)
    ? [{ outcome: homeTeam }, { outcome: DRAW }, { outcome: awayTeam }]
    : [{ outcome: homeTeam }, { outcome: awayTeam }];
  return { kind: 'h2h', slots, pushPossible: false };
}

function spreadSets(slice: MarketSlice): OutcomeSet[] {
  const { homeTeam, awayTeam } = slice.event;
  const homeLines: number[] = [];
  for (const quote of slice.quotes) {
    if (quote.point === undefined) continue;
    if (sameOutcome(quote.outcome, homeTeam)) addLine(homeLines, quote.point);
    else if (sameOutcome(quote.outcome, awayTeam))
      addLine(homeLines, quote.point === 0 ? 0 : -quote.point);
  }
  return homeLines.map((line) => ({
    kind: 'spreads',
    line,
    slots: [
      { outcome: homeTeam, point: line },
      { outcome: awayTeam, point: line === 0 ? 0 : -line },
    ],
    pushPossible: Number.isInteger(line),
  }));
}

function totalSets(slice: MarketSlice): OutcomeSet[] {
  const lines: number[] = [];
  for (const quote of slice.quotes) {
    if (quote.point === undefined) continue;
    if (sameOutcome(quote.outcome, OVER) || sameOutcome(quote.outcome, UNDER)) {
      addLine(lines, quote.point);
    }
  }
  return lines.map((line) => ({
    kind: 'totals',
    line,
    slots: [
      { outcome: OVER, point: line },
      { outcome: UNDER, point: line },
    ],
    pushPossible: Number.isInteger(line),
  }));
}

function addLine(lines: number[], line: number): void {
  if (!lines.some((known) => samePoint(known, line))) lines.push(line);
}
