import type { WireEventOdds } from './wire-format';

/**
 * Reads an Odds API v4 odds body piece by piece (event → bookmaker → market → outcome), keeping
 * every valid piece and counting each dropped one by reason. Real responses carry settled in-play
 * prices of 1.0, null limits, spreads without a point, retired book keys and nameless events; one
 * of those must never cost the sport its other prices. Only a body that is not an array fails.
 *
 * Hand-written rather than a zod schema: this runs over ~100k outcomes per large poll, where a
 * schema's per-node allocation is most of the cost, and a failing node must drop its own piece
 * instead of failing the parse.
 */

export type DropReason =
  | 'event-malformed'
  | 'event-without-teams'
  | 'event-bad-commence-time'
  | 'bookmaker-malformed'
  | 'bookmaker-bad-last-update'
  | 'bookmaker-duplicate'
  | 'market-malformed'
  | 'outcome-malformed'
  | 'outcome-price-not-above-1'
  | 'outcome-missing-point'
  | 'outcome-pickem-multiplier';

export type DropCounts = Partial<Record<DropReason, number>>;

export interface IngestResult {
  events: WireEventOdds[];
  dropped: DropCounts;
}

/** Keys The Odds API retired, to the key that quotes the same book today. */
export const LEGACY_BOOK_KEYS: Readonly<Record<string, string>> = {
  betfair: 'betfair_ex_uk',
};

/**
 * Pick'em sites (The Odds API region `us_dfs`): their outcomes carry payout multipliers for a
 * slip of picks, not odds on one bet, so none of them may ever be read as a price.
 */
export const PICKEM_BOOK_KEYS: ReadonlySet<string> = new Set([
  'prizepicks',
  'underdog',
  'pick6',
  'betr_us_dfs',
  'dabble_au',
]);

/** Markets whose outcomes are only meaningful with a line (period and ladder keys included). */
const LINE_MARKETS = /^(spreads|totals|alternate_spreads|alternate_totals|team_totals)(_|$)/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmpty = (value: unknown): value is string =>
  typeof value === 'string' && value.trim().length > 0;

/** Books stamp many markets with the same time: each distinct stamp is parsed once per body. */
const checkedTimes = new Map<string, boolean>();
const isTime = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  let valid = checkedTimes.get(value);
  if (valid === undefined) {
    if (checkedTimes.size > 10_000) checkedTimes.clear();
    valid = Number.isFinite(Date.parse(value));
    checkedTimes.set(value, valid);
  }
  return valid;
};

export class NotAnEventArrayError extends Error {
  constructor() {
    super('the odds body is not a JSON array of events');
  }
}

export function ingestOddsBody(body: unknown): IngestResult {
  if (!Array.isArray(body)) throw new NotAnEventArrayError();
  const dropped: DropCounts = {};
  const drop = (reason: DropReason, count = 1) => {
    dropped[reason] = (dropped[reason] ?? 0) + count;
  };
  const events: WireEventOdds[] = [];
  for (const raw of body) {
    const event = readEvent(raw, drop);
    if (event) events.push(event);
  }
  return { events, dropped };
}

type Drop = (reason: DropReason, count?: number) => void;

function readEvent(raw: unknown, drop: Drop): WireEventOdds | null {
  if (!isRecord(raw) || !nonEmpty(raw.id) || !nonEmpty(raw.sport_key)) {
    drop('event-malformed');
    return null;
  }
  if (!isTime(raw.commence_time)) {
    drop('event-bad-commence-time');
    return null;
  }
  // Outcomes of a match are named by its teams: without both names no side can be placed.
  if (!nonEmpty(raw.home_team) || !nonEmpty(raw.away_team)) {
    drop('event-without-teams');
    return null;
  }
  const byKey = new Map<string, Bookmaker & { legacy: boolean }>();
  if (Array.isArray(raw.bookmakers)) {
    for (const rawBook of raw.bookmakers) {
      const book = readBookmaker(rawBook, drop);
      if (!book) continue;
      const seen = byKey.get(book.key);
      if (seen) {
        // A retired key and its successor in one answer quote the same book: keep the current.
        drop('bookmaker-duplicate');
        if (!seen.legacy || book.legacy) continue;
      }
      byKey.set(book.key, book);
    }
  }
  return {
    id: raw.id,
    sport_key: raw.sport_key,
    sport_title: typeof raw.sport_title === 'string' ? raw.sport_title : undefined,
    commence_time: raw.commence_time,
    home_team: raw.home_team.trim(),
    away_team: raw.away_team.trim(),
    bookmakers: [...byKey.values()].map(stripLegacy),
  };
}

type Bookmaker = WireEventOdds['bookmakers'][number];

function stripLegacy(book: Bookmaker & { legacy: boolean }): Bookmaker {
  return { key: book.key, title: book.title, last_update: book.last_update, markets: book.markets };
}

function readBookmaker(raw: unknown, drop: Drop): (Bookmaker & { legacy: boolean }) | null {
  if (!isRecord(raw) || !nonEmpty(raw.key)) {
    drop('bookmaker-malformed');
    return null;
  }
  if (!isTime(raw.last_update)) {
    drop('bookmaker-bad-last-update');
    return null;
  }
  const current = LEGACY_BOOK_KEYS[raw.key];
  const markets: Bookmaker['markets'] = [];
  const pickem = PICKEM_BOOK_KEYS.has(raw.key);
  if (Array.isArray(raw.markets)) {
    for (const rawMarket of raw.markets) {
      const market = readMarket(rawMarket, drop, pickem);
      if (market) markets.push(market);
    }
  }
  return {
    key: current ?? raw.key,
    title: nonEmpty(raw.title) ? raw.title.trim() : raw.key,
    last_update: raw.last_update,
    markets,
    legacy: current !== undefined,
  };
}

function readMarket(
  raw: unknown,
  drop: Drop,
  pickem: boolean,
): Bookmaker['markets'][number] | null {
  if (!isRecord(raw) || !nonEmpty(raw.key) || !Array.isArray(raw.outcomes)) {
    drop('market-malformed');
    return null;
  }
  const needsPoint = LINE_MARKETS.test(raw.key);
  const list = raw.outcomes as unknown[];
  // Valid outcomes are kept as parsed (normalised in place); a new array only when one is dropped.
  let outcomes: Outcome[] | null = null;
  for (let i = 0; i < list.length; i++) {
    const o = list[i];
    const kept = readOutcome(o, needsPoint, pickem, drop);
    if (kept && outcomes === null) continue;
    if (outcomes === null) outcomes = list.slice(0, i) as Outcome[];
    if (kept) outcomes.push(o as Outcome);
  }
  return {
    key: raw.key,
    last_update: isTime(raw.last_update) ? raw.last_update : undefined,
    outcomes: outcomes ?? (list as Outcome[]),
  };
}

type Outcome = Bookmaker['markets'][number]['outcomes'][number];

/** True when the outcome is usable; normalises it in place (unknown limit, stray point). */
function readOutcome(o: unknown, needsPoint: boolean, pickem: boolean, drop: Drop): boolean {
  if (pickem || (isRecord(o) && o.multiplier !== undefined)) {
    drop('outcome-pickem-multiplier');
    return false;
  }
  if (!isRecord(o) || !nonEmpty(o.name) || typeof o.price !== 'number') {
    drop('outcome-malformed');
    return false;
  }
  // 1.0 (a settled in-play line) or less pays nothing back: not a price anyone can take.
  if (!(o.price > 1) || !Number.isFinite(o.price)) {
    drop('outcome-price-not-above-1');
    return false;
  }
  if (o.point !== undefined && !(typeof o.point === 'number' && Number.isFinite(o.point))) {
    o.point = undefined;
  }
  // An Over or Under (a prop's included) says nothing without its line.
  if ((needsPoint || o.name === 'Over' || o.name === 'Under') && o.point === undefined) {
    drop('outcome-missing-point');
    return false;
  }
  // A null, negative or non-numeric limit is an unknown limit, not a reason to lose the price.
  if (
    o.bet_limit !== undefined &&
    !(typeof o.bet_limit === 'number' && Number.isFinite(o.bet_limit) && o.bet_limit >= 0)
  ) {
    o.bet_limit = undefined;
  }
  if (o.description !== undefined && typeof o.description !== 'string') o.description = undefined;
  return true;
}

export function totalDropped(counts: DropCounts): number {
  let total = 0;
  for (const value of Object.values(counts)) total += value ?? 0;
  return total;
}
