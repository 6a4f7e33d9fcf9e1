import { ApiError } from './api-errors';
import type { Region } from './catalog-books';
import { BOOKS, REGIONS } from './catalog-books';
import { KNOWN_EVENT_MARKET_KEYS } from './catalog-event-markets';
import type { OddsQuery } from './wire-odds';
import type { ScoresQuery } from './wire-scores';
import type { DateFormat, OddsFormat } from './wire-types';

/** Query-string validation and usage-credit cost, as The Odds API v4 documents them. */

const MARKETS: readonly string[] = ['h2h', 'spreads', 'totals', 'outrights'];
/** Each group of 10 bookmakers in the bookmakers parameter costs the same as one region. */
const BOOKS_PER_REGION = 10;

export interface ParsedOdds {
  readonly query: OddsQuery;
  /** Credits for a non-empty answer: markets × regions. */
  readonly cost: number;
  /** Regions, or tens of books in the bookmakers parameter: what each market is charged per. */
  readonly regionUnits: number;
}

function list(value: string | null): string[] {
  if (value === null) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s.length > 0),
    ),
  ];
}

/**
 * `scope` 'event' is `/events/{id}/odds`, which also takes props, alternates and period markets;
 * the sport-wide `/odds` takes the featured markets only, as on the real API.
 */
export function parseOddsParams(
  params: URLSearchParams,
  scope: 'sport' | 'event' = 'sport',
): ParsedOdds {
  const marketKeys = list(params.get('markets'));
  if (params.has('markets') && marketKeys.length === 0)
    throw new ApiError('INVALID_MARKET', 'Markets must not be empty.');
  const markets = marketKeys.length > 0 ? marketKeys : ['h2h'];
  for (const m of markets) {
    if (MARKETS.includes(m)) continue;
    if (scope === 'event' && KNOWN_EVENT_MARKET_KEYS.has(m)) continue;
    throw new ApiError(
      'INVALID_MARKET',
      scope === 'event' || !KNOWN_EVENT_MARKET_KEYS.has(m)
        ? `Invalid market: ${m}. Supported markets: ${MARKETS.join(', ')}, or an event market key (see /events/{eventId}/markets).`
        : `Market ${m} is not supported on this endpoint. Query it per event with /events/{eventId}/odds.`,
    );
  }
  let bookmakers: Set<string>;
  let regionUnits: number;
  const bookKeys = list(params.get('bookmakers'));
  if (bookKeys.length > 0) {
    // The bookmakers parameter takes priority over regions; unknown keys simply match nothing.
    bookmakers = new Set(bookKeys);
    regionUnits = Math.ceil(bookKeys.length / BOOKS_PER_REGION);
  } else {
    const regions = list(params.get('regions'));
    if (regions.length === 0)
      throw new ApiError(
        'MISSING_REGION',
        'Missing regions. Specify regions (e.g. us,uk,eu,au) or bookmakers.',
      );
    for (const r of regions) {
      if (!(REGIONS as readonly string[]).includes(r))
        throw new ApiError(
          'INVALID_REGION',
          `Invalid region: ${r}. Supported regions: ${REGIONS.join(', ')}.`,
        );
    }
    bookmakers = new Set(
      BOOKS.filter((b) => regions.includes(b.region as Region)).map((b) => b.key),
    );
    regionUnits = regions.length;
  }
  const query: OddsQuery = {
    bookmakers,
    markets,
    oddsFormat: oddsFormat(params.get('oddsFormat')),
    dateFormat: dateFormat(params.get('dateFormat')),
    eventIds: eventIds(params),
    commenceFrom: isoTime(params.get('commenceTimeFrom'), 'INVALID_COMMENCE_TIME_FROM'),
    commenceTo: isoTime(params.get('commenceTimeTo'), 'INVALID_COMMENCE_TIME_TO'),
    includeBetLimits: params.get('includeBetLimits') === 'true',
  };
  return { query, cost: markets.length * regionUnits, regionUnits };
}

export interface ParsedScores {
  readonly query: ScoresQuery;
  readonly cost: number;
}

export function parseScoresParams(params: URLSearchParams): ParsedScores {
  const raw = params.get('daysFrom');
  let daysFrom: number | null = null;
  if (raw !== null) {
    daysFrom = Number(raw);
    if (!/^\d+$/.test(raw) || daysFrom < 1 || daysFrom > 3) {
      throw new ApiError(
        'INVALID_SCORES_DAYS_FROM',
        'daysFrom must be a whole number from 1 to 3.',
      );
    }
  }
  const query: ScoresQuery = {
    daysFrom,
    dateFormat: dateFormat(params.get('dateFormat')),
    eventIds: eventIds(params),
  };
  // Results cost more to look up than live and upcoming games.
  return { query, cost: daysFrom === null ? 1 : 2 };
}

export function dateFormat(value: string | null): DateFormat {
  if (value === null || value === 'iso') return 'iso';
  if (value === 'unix') return 'unix';
  throw new ApiError('INVALID_DATE_FORMAT', 'dateFormat must be iso or unix.');
}

function oddsFormat(value: string | null): OddsFormat {
  if (value === null || value === 'decimal') return 'decimal';
  if (value === 'american') return 'american';
  throw new ApiError('INVALID_ODDS_FORMAT', 'oddsFormat must be decimal or american.');
}

export function eventIds(params: URLSearchParams): ReadonlySet<string> | null {
  const ids = list(params.get('eventIds'));
  return ids.length > 0 ? new Set(ids) : null;
}

// The API takes ISO 8601 instants such as 2025-01-01T12:00:00Z.
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function isoTime(
  value: string | null,
  code: 'INVALID_COMMENCE_TIME_FROM' | 'INVALID_COMMENCE_TIME_TO',
): number | null {
  if (value === null) return null;
  const ms = Date.parse(value);
  if (!ISO.test(value) || Number.isNaN(ms))
    throw new ApiError(code, `${value} is not an ISO 8601 time (e.g. 2025-01-01T12:00:00Z).`);
  return ms;
}
