import { z } from 'zod';
import {
  feedStatusSchema,
  sportsResponseSchema,
  type FeedStatus,
  type SportsResponse,
} from '../../contracts/feed';
import type { BoardQuote } from '../odds/price-board';
import type { RequestChannel } from '../platform/bus/requests';
import { decodeJson, encodeJson, parsed } from './scanner-services';

/**
 * `odds` finds the sport's board (or one event on it) as the JSON text of an `OddsResponse`, or
 * says why it cannot. Asked of another thread or process, the text stays the UTF-8 bytes it came
 * in: the reply sends them as they are.
 */
export type OddsAnswer = { json: string | Uint8Array } | { missing: string };

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
const missingSchema = z.object({ missing: z.string() });
const ODDS_OPEN = '{"odds":';
const encoder = new TextEncoder();
const decoder = new TextDecoder();
const OPEN_BYTES = encoder.encode(ODDS_OPEN);
const CLOSE_BRACE = 0x7d;

function framed(bytes: Uint8Array): boolean {
  if (bytes.length <= OPEN_BYTES.length || bytes[bytes.length - 1] !== CLOSE_BRACE) return false;
  for (let i = 0; i < OPEN_BYTES.length; i++) if (bytes[i] !== OPEN_BYTES[i]) return false;
  return true;
}

/**
 * A whole sport's odds run to megabytes: the scanner serialises them once, and the serving side
 * hands that text on as the reply, instead of parsing and checking it twice (off the port, then
 * as the route's response) on the thread that serves. The framing is what `JSON.stringify` of
 * `{ odds }` gives, so a scanner of the version before reads the same.
 */
export function encodeOddsAnswer(answer: OddsAnswer): Uint8Array {
  if (!('json' in answer)) return encodeJson(missingSchema.parse(answer));
  if (typeof answer.json === 'string') return encoder.encode(`${ODDS_OPEN}${answer.json}}`);
  const bytes = new Uint8Array(OPEN_BYTES.length + answer.json.length + 1);
  bytes.set(OPEN_BYTES);
  bytes.set(answer.json, OPEN_BYTES.length);
  bytes[bytes.length - 1] = CLOSE_BRACE;
  return bytes;
}

/**
 * The odds' bytes are handed on as a view of the message, not decoded: a whole sport runs to
 * tens of megabytes, which the serving thread would decode to text and encode again to send.
 */
export function decodeOddsAnswer(bytes: Uint8Array): OddsAnswer {
  if (framed(bytes)) return { json: bytes.subarray(OPEN_BYTES.length, bytes.length - 1) };
  return missingSchema.parse(JSON.parse(decoder.decode(bytes)));
}
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

  async odds(sport: string, eventId: string | undefined): Promise<OddsAnswer> {
    const topic = FEED_TOPICS.odds;
    const bytes = await this.requests.ask(topic, encodeJson({ sport, eventId }), FEED_TIMEOUT_MS);
    return parsed(topic, () => decodeOddsAnswer(bytes));
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
