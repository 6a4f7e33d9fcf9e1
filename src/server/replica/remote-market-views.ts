import { gunzipSync } from 'node:zlib';
import type {
  EventPriceHistory,
  MarketRange,
  MarketSport,
} from '../../contracts/market-intelligence';
import { SharedBody } from '../http/shared-body';
import type { RequestChannel } from '../platform/bus/requests';
import {
  decodeJson,
  encodeJson,
  historyAnswerSchema,
  parsed,
  SCANNER_TOPICS,
  type MarketViews,
} from './scanner-services';

/** The first analysis of a selection is computed while the scanner is asked (a few seconds). */
const VIEW_TIMEOUT_MS = 20_000;
const HISTORY_TIMEOUT_MS = 10_000;

interface Held {
  body: SharedBody;
  fetchedAt: number;
}

/**
 * The market analysis in a process that is not the scanner: the scanner's own computed answer
 * (the same bytes and ETag), asked for over the bus and kept for `refreshMs`, the scanner's own
 * refresh period. An older one is served while a newer one is asked for; with none held, a
 * request waits for the scanner, and `NoAnswer` when there is none (the route's 503).
 */
export class RemoteMarketViews implements MarketViews {
  private readonly held = new Map<string, Held>();
  private readonly asking = new Map<string, Promise<Held>>();

  constructor(
    private readonly requests: RequestChannel,
    private readonly refreshMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get(sport: MarketSport, range: MarketRange): Promise<{ body: SharedBody }> {
    const key = `${sport}:${range}`;
    const held = this.held.get(key);
    if (held && this.now() - held.fetchedAt < this.refreshMs) return held;
    const asked = this.ask(key, sport, range);
    if (!held) return asked;
    // A failed refresh keeps the held answer; the next request asks again.
    asked.catch(() => undefined);
    return held;
  }

  private ask(key: string, sport: MarketSport, range: MarketRange): Promise<Held> {
    let asking = this.asking.get(key);
    if (!asking) {
      const topic = SCANNER_TOPICS.marketView;
      asking = this.requests
        .ask(topic, encodeJson({ sport, range }), VIEW_TIMEOUT_MS)
        .then((gzipped) => {
          const body = parsed(topic, () => new SharedBody(gunzipSync(gzipped).toString('utf8')));
          const fresh = { body, fetchedAt: this.now() };
          this.held.set(key, fresh);
          return fresh;
        })
        .finally(() => this.asking.delete(key));
      this.asking.set(key, asking);
    }
    return asking;
  }

  async history(eventId: string): Promise<EventPriceHistory | null> {
    const topic = SCANNER_TOPICS.marketHistory;
    const bytes = await this.requests.ask(topic, encodeJson({ eventId }), HISTORY_TIMEOUT_MS);
    return parsed(topic, () => decodeJson(historyAnswerSchema, bytes)).history;
  }
}
