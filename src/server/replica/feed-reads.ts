import { z } from 'zod';
import {
  feedStatusSchema,
  oddsResponseSchema,
  sportsResponseSchema,
  type FeedStatus,
  type OddsResponse,
  type SportsResponse,
} from '../../contracts/feed';
import type { BoardQuote } from '../odds/price-board';
import type { RequestChannel } from '../platform/bus/requests';
import { decodeJson, encodeJson, parsed } from './scanner-services';

/** `odds` finds the sport's board (or one event on it), or says why it cannot. */
export type OddsAnswer = { odds: OddsResponse } | { missing: string };

/**
 * What the feed routes, `/readyz` and the hedge read of the odds feed: the feed itself where the
 * scanner runs in this thread, or the scanner's answers over the bus or the thread's port
 * (decisions 029 and 040).
 */
export interface FeedReads {
  sports(): Promise<SportsResponse>;
  status(): Promise<FeedStatus>;
  odds(sport: string, eventId: string | undefined): Promise<OddsAnswer>;
  quotesOfEvent(eventId: string): Promise<readonly BoardQuote[]>;
}

/** The topics on which the scanner answers its feed reads. */
export const FEED_TOPICS = {
  sports: 'feed.sports',
  status: 'feed.status',
  odds: 'feed.odds',
  quotes: 'feed.quotes',
} as const;

export const oddsAskSchema = z.object({
  sport: z.string().min(1).max(100),
  eventId: z.string().min(1).max(200).optional(),
});
export const oddsAnswerSchema = z.union([
  z.object({ odds: oddsResponseSchema }),
  z.object({ missing: z.string() }),
]);
export const quotesAskSchema = z.object({ eventId: z.string().min(1).max(200) });
const boardQuoteSchema = z.object({
  key: z.string(),
  eventId: z.string(),
  market: z.string(),
  outcome: z.string(),
  point: z.number().nullable(),
  description: z.string().nullable().optional(),
  book: z.string(),
  price: z.number(),
  lastUpdate: z.number(),
  betLimit: z.number().nullable(),
});
export const quotesAnswerSchema = z.object({ quotes: z.array(boardQuoteSchema) });

/** A read of the board answers at once on the scanner; more than this, and it is not there. */
const FEED_TIMEOUT_MS = 5_000;

/** The feed reads of a process (or thread) that is not the scanner: asked of the elected one. */
export class RemoteFeedReads implements FeedReads {
  constructor(private readonly requests: RequestChannel) {}

  sports(): Promise<SportsResponse> {
    return this.read(FEED_TOPICS.sports, {}, sportsResponseSchema);
  }

  status(): Promise<FeedStatus> {
    return this.read(FEED_TOPICS.status, {}, feedStatusSchema);
  }

  odds(sport: string, eventId: string | undefined): Promise<OddsAnswer> {
    return this.read(FEED_TOPICS.odds, { sport, eventId }, oddsAnswerSchema);
  }

  async quotesOfEvent(eventId: string): Promise<readonly BoardQuote[]> {
    return (await this.read(FEED_TOPICS.quotes, { eventId }, quotesAnswerSchema)).quotes;
  }

  private async read<T>(topic: string, ask: unknown, schema: z.ZodType<T>): Promise<T> {
    const bytes = await this.requests.ask(topic, encodeJson(ask), FEED_TIMEOUT_MS);
    return parsed(topic, () => decodeJson(schema, bytes));
  }
}

/**
 * In a process that runs a scanner too: its own feed while it is the elected one, else the elected
 * scanner's (a standby's board is not polled).
 */
export function feedWhereScannerLeads(
  local: FeedReads,
  remote: FeedReads,
  leads: () => boolean,
): FeedReads {
  const pick = () => (leads() ? local : remote);
  return {
    sports: () => pick().sports(),
    status: () => pick().status(),
    odds: (sport, eventId) => pick().odds(sport, eventId),
    quotesOfEvent: (eventId) => pick().quotesOfEvent(eventId),
  };
}
