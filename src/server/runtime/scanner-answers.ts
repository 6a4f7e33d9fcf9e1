import { RecheckRefused, type OpportunityRecheck } from '../engine/opportunity-recheck';
import type { MarketIntelligence } from '../market/market-intelligence';
import { OddsApiError } from '../odds/odds-api-client';
import type { RequestChannel } from '../platform/bus/requests';
import {
  FEED_TOPICS,
  encodeOddsAnswer,
  oddsAskSchema,
  quotesAskSchema,
  type FeedReads,
} from '../replica/feed-reads';
import {
  decodeJson,
  encodeJson,
  historyAskSchema,
  marketViewAskSchema,
  recheckAskSchema,
  SCANNER_TOPICS,
  type RecheckAnswer,
} from '../replica/scanner-services';

/**
 * The elected scanner answers API processes' feed reads, re-checks and market-analysis requests over the bus
 * (decision 029), while it holds the lease; the returned function stops answering.
 */
export async function answerAsScanner(
  requests: RequestChannel,
  services: { recheck: OpportunityRecheck; market: MarketIntelligence; feed: FeedReads | null },
): Promise<() => Promise<void>> {
  const stops = await Promise.all([
    ...(services.feed ? [answerFeedReads(requests, services.feed)] : []),
    requests.answer(SCANNER_TOPICS.recheck, async (bytes) => {
      const ask = decodeJson(recheckAskSchema, bytes);
      return encodeJson(await recheckAnswer(services.recheck, ask.opportunityId, ask.memberId));
    }),
    requests.answer(SCANNER_TOPICS.marketView, async (bytes) => {
      const { sport, range } = decodeJson(marketViewAskSchema, bytes);
      const entry = await services.market.get(sport, range);
      // Compressed: an analysis is JSON of some hundreds of kB, sent to every API process.
      return entry.body.bytes('gzip') as Buffer;
    }),
    requests.answer(SCANNER_TOPICS.marketHistory, async (bytes) => {
      const { eventId } = decodeJson(historyAskSchema, bytes);
      return encodeJson({ history: await services.market.history(eventId) });
    }),
  ]);
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}

/** The feed's reads (sports, status, a game's odds, an event's quotes); the returned function stops. */
export async function answerFeedReads(
  requests: RequestChannel,
  feed: FeedReads,
): Promise<() => Promise<void>> {
  const stops = await Promise.all([
    requests.answer(FEED_TOPICS.sports, async () => encodeJson(await feed.sports())),
    requests.answer(FEED_TOPICS.status, async () => encodeJson(await feed.status())),
    requests.answer(FEED_TOPICS.odds, async (bytes) => {
      const { sport, eventId } = decodeJson(oddsAskSchema, bytes);
      return encodeOddsAnswer(await feed.odds(sport, eventId));
    }),
    requests.answer(FEED_TOPICS.quotes, async (bytes) => {
      const { eventId } = decodeJson(quotesAskSchema, bytes);
      return encodeJson({ quotes: await feed.quotesOfEvent(eventId) });
    }),
  ]);
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}

/** A refusal or a failure at the source is an answer too: the API replies as the scanner would. */
async function recheckAnswer(
  recheck: OpportunityRecheck,
  opportunityId: string,
  memberId: string | null,
): Promise<RecheckAnswer> {
  try {
    return { result: await recheck.recheck(opportunityId, memberId) };
  } catch (error) {
    if (error instanceof RecheckRefused)
      return { refused: { reason: error.reason, message: error.message } };
    if (error instanceof OddsApiError)
      return { sourceFailed: { kind: error.kind, message: error.message } };
    throw error;
  }
}
