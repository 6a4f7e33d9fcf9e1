import { ApiError } from './api-errors';
import { findSport } from './catalog-sports';
import type { Market } from './market';
import type { CreditAccount, KeyPolicyOptions, RateLimiter } from './quota';
import { checkKey } from './quota';
import { dateFormat, eventIds, parseOddsParams, parseScoresParams } from './request-params';
import { buildEventMarkets, buildEventOdds, buildOdds, UPCOMING } from './wire-odds';
import { buildEvents, buildScores, buildSports } from './wire-scores';

/**
 * The Odds API v4 routes as a pure function of (market, request): no sockets here, so the server
 * glue stays thin and this can be exercised directly.
 */

export interface ApiContext {
  readonly market: Market;
  readonly credits: CreditAccount;
  readonly limiter: RateLimiter;
  readonly keys: KeyPolicyOptions;
}

export interface ApiResult {
  readonly status: number;
  readonly body: unknown;
  /** Credits charged (x-requests-last). */
  readonly cost: number;
}

const ROUTE =
  /^\/v4\/sports(?:\/([^/]+)(?:\/(odds|scores|events)(?:\/([^/]+)\/(odds|markets))?)?)?\/?$/;

export function handleApi(
  ctx: ApiContext,
  method: string,
  path: string,
  params: URLSearchParams,
): ApiResult {
  try {
    const key = params.get('apiKey');
    const verdict = checkKey(key, ctx.keys);
    if (verdict !== 'ok') throw new ApiError(verdict);
    if (!ctx.limiter.allow(key ?? '')) throw new ApiError('EXCEEDED_FREQ_LIMIT');
    const m = ROUTE.exec(path);
    if (method !== 'GET' || !m) throw new ApiError('NOT_FOUND');
    const [, sportKey, endpoint, eventId, eventPart] = m;
    if (sportKey === undefined) return charge(ctx, buildSports(ctx.market), 0);
    if (endpoint === undefined) throw new ApiError('NOT_FOUND');
    const sport = decode(sportKey);
    const known =
      findSport(sport) !== undefined || (sport === UPCOMING && endpoint === 'odds' && !eventId);
    if (!known)
      throw new ApiError(
        'UNKNOWN_SPORT',
        `Unknown sport: ${sport}. Get the list of sport keys from the /v4/sports endpoint.`,
      );
    if (eventId !== undefined && eventPart === 'markets')
      return eventMarkets(ctx, sport, decode(eventId), params);
    return route(ctx, sport, endpoint, eventId === undefined ? null : decode(eventId), params);
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, body: error.body(), cost: 0 };
    throw error;
  }
}

function route(
  ctx: ApiContext,
  sport: string,
  endpoint: string,
  eventId: string | null,
  params: URLSearchParams,
): ApiResult {
  const { market } = ctx;
  if (endpoint === 'events' && eventId !== null) {
    const { query, regionUnits } = parseOddsParams(params, 'event');
    const event = buildEventOdds(market, sport, eventId, query);
    if (!event) throw new ApiError('EVENT_NOT_FOUND');
    // Charged per market actually returned (by any book), per region.
    const returned = new Set(event.bookmakers.flatMap((b) => b.markets.map((mk) => mk.key)));
    return charge(ctx, event, returned.size * regionUnits);
  }
  if (endpoint === 'events') {
    // Listing events is free.
    return charge(
      ctx,
      buildEvents(market, sport, dateFormat(params.get('dateFormat')), eventIds(params)),
      0,
    );
  }
  if (endpoint === 'scores') {
    const { query, cost } = parseScoresParams(params);
    return charge(ctx, buildScores(market, sport, query), cost);
  }
  const { query, cost } = parseOddsParams(params);
  const events = buildOdds(market, sport, query);
  // An answer with no events is not charged.
  return charge(ctx, events, events.length === 0 ? 0 : cost);
}

/** `/events/{id}/markets`: one credit, whatever the regions. */
function eventMarkets(
  ctx: ApiContext,
  sport: string,
  eventId: string,
  params: URLSearchParams,
): ApiResult {
  const { query } = parseOddsParams(params, 'event');
  const body = buildEventMarkets(ctx.market, sport, eventId, query.bookmakers, query.dateFormat);
  if (!body) throw new ApiError('EVENT_NOT_FOUND');
  return charge(ctx, body, 1);
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new ApiError('NOT_FOUND');
  }
}

function charge(ctx: ApiContext, body: unknown, cost: number): ApiResult {
  if (!ctx.credits.charge(cost, ctx.market.now())) throw new ApiError('OUT_OF_USAGE_CREDITS');
  return { status: 200, body, cost };
}
