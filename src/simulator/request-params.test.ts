import { describe, expect, it } from 'vitest';
import { ApiError } from './api-errors';
import { BOOKS } from './catalog-books';
import { parseOddsParams, parseScoresParams } from './request-params';

function odds(query: string): ReturnType<typeof parseOddsParams> {
  return parseOddsParams(new URLSearchParams(query));
}

function code(fn: () => unknown): string | null {
  try {
    fn();
    return null;
  } catch (e) {
    return e instanceof ApiError ? `${e.status} ${e.code}` : 'other';
  }
}

describe('odds parameters and cost', () => {
  it('costs markets × regions', () => {
    expect(odds('regions=us').cost).toBe(1);
    expect(odds('regions=us&markets=h2h,spreads,totals').cost).toBe(3);
    expect(odds('regions=us,uk,eu&markets=h2h,spreads,totals').cost).toBe(9);
    expect(odds('regions=us,us2,uk,eu,au&markets=h2h,totals').cost).toBe(10);
    // Repeats are not charged twice.
    expect(odds('regions=us,us&markets=h2h,h2h').cost).toBe(1);
  });

  it('counts a bookmakers list as one region per 10 books, and prefers it over regions', () => {
    const keys = BOOKS.map((b) => b.key);
    expect(odds(`bookmakers=${keys.slice(0, 10).join(',')}&markets=h2h,spreads`).cost).toBe(2);
    const eleven = odds(`bookmakers=${keys.slice(0, 11).join(',')}&regions=us&markets=h2h`);
    expect(eleven.cost).toBe(2);
    expect([...eleven.query.bookmakers]).toEqual(keys.slice(0, 11));
  });

  it('selects the books of the requested regions', () => {
    const { query } = odds('regions=uk');
    expect(query.bookmakers.has('betfair_ex_uk')).toBe(true);
    expect(query.bookmakers.has('draftkings')).toBe(false);
    expect(query.markets).toEqual(['h2h']);
    expect(query.oddsFormat).toBe('decimal');
    expect(query.dateFormat).toBe('iso');
  });

  it('parses filters', () => {
    const { query } = odds(
      'regions=eu&eventIds=a,b&commenceTimeFrom=2025-01-01T00:00:00Z&commenceTimeTo=2025-01-02T00:00:00Z&includeBetLimits=true&oddsFormat=american&dateFormat=unix',
    );
    expect([...(query.eventIds ?? [])]).toEqual(['a', 'b']);
    expect(query.commenceFrom).toBe(Date.UTC(2025, 0, 1));
    expect(query.commenceTo).toBe(Date.UTC(2025, 0, 2));
    expect(query.includeBetLimits).toBe(true);
    expect(query.oddsFormat).toBe('american');
    expect(query.dateFormat).toBe('unix');
  });

  it('rejects bad parameters with the documented codes', () => {
    expect(code(() => odds('regions=us&markets=h2h,player_points'))).toBe('422 INVALID_MARKET');
    expect(code(() => odds('regions=mars'))).toBe('422 INVALID_REGION');
    expect(code(() => odds('markets=h2h'))).toBe('422 MISSING_REGION');
    expect(code(() => odds('regions=us&oddsFormat=fractional'))).toBe('422 INVALID_ODDS_FORMAT');
    expect(code(() => odds('regions=us&dateFormat=rfc'))).toBe('422 INVALID_DATE_FORMAT');
    expect(code(() => odds('regions=us&commenceTimeFrom=yesterday'))).toBe(
      '422 INVALID_COMMENCE_TIME_FROM',
    );
    expect(code(() => odds('regions=us&commenceTimeTo=2025-13-45'))).toBe(
      '422 INVALID_COMMENCE_TIME_TO',
    );
  });
});

describe('scores parameters', () => {
  it('costs 1, or 2 with daysFrom 1..3', () => {
    expect(parseScoresParams(new URLSearchParams('')).cost).toBe(1);
    expect(parseScoresParams(new URLSearchParams('daysFrom=3')).cost).toBe(2);
    expect(code(() => parseScoresParams(new URLSearchParams('daysFrom=4')))).toBe(
      '422 INVALID_SCORES_DAYS_FROM',
    );
    expect(code(() => parseScoresParams(new URLSearchParams('daysFrom=1.5')))).toBe(
      '422 INVALID_SCORES_DAYS_FROM',
    );
  });
});
