import pino from 'pino';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/database';
import { oddsFeedSettings } from '../odds/create-feed';
import { OddsApiClient } from '../odds/odds-api-client';
import { OddsFeed } from '../odds/odds-feed';

/**
 * The feed (featured polls and the event-market planner, as the server builds them from its
 * configuration) against a simulator on a manual clock: the feed reads a virtual clock, and the
 * simulator's is moved up to it just before each request reaches it, so a month of polling takes
 * as long as its calls and stepping the simulator's market do, not a month. The simulator is
 * known only by its URL and a way to move its clock (POST /__sim/advance for its process; a bench
 * running it in process may step it directly).
 */

export interface ManualClockSource {
  url: string;
  /** Moves the source's clock forward by `ms`. */
  advance(ms: number): Promise<void>;
}

export interface SimulatedFeedOptions {
  /** Simulated start (ms): the source's clock reads this when the run begins. */
  start: number;
  /** ODDS_SPORTS: the simulator should simulate only these too (it steps every event it has). */
  sports: readonly string[];
  monthlyCredits: number;
  eventShare: number;
  regions: readonly string[];
  perEvent?: number;
  database: Database;
  /** Hears every answer: the URL asked, what the source charged (x-requests-last), and when. */
  onCall?: (url: URL, cost: number, at: number) => void;
}

export interface SimulatedFeed {
  readonly feed: OddsFeed;
  /** The configuration the feed was built from (detection settings for a run's engine). */
  readonly config: Config;
  /** The virtual clock (ms). */
  now(): number;
  /** One turn of the feed's loop now, then the clock moves on `stepMs`. */
  turn(stepMs: number): Promise<void>;
  /** Brings the source's clock up to the virtual one (done before every request anyway). */
  sync(): Promise<void>;
}

/** POST /__sim/advance of a simulator process on its manual clock. */
export const advanceOverHttp =
  (url: string) =>
  async (ms: number): Promise<void> => {
    const answer = await fetch(`${url}/__sim/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ms }),
    });
    if (!answer.ok) throw new Error(`the simulator refused to advance: ${await answer.text()}`);
  };

export function simulatedFeed(
  source: ManualClockSource,
  options: SimulatedFeedOptions,
): SimulatedFeed {
  let now = options.start;
  let sourceAt = options.start;
  const sync = async () => {
    if (now <= sourceAt) return;
    const ms = now - sourceAt;
    sourceAt = now;
    await source.advance(ms);
  };
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ODDS_API_KEY: 'simulated-month',
    ODDS_API_BASE_URL: source.url,
    ODDS_SPORTS: options.sports.join(','),
    ODDS_REGIONS: options.regions.join(','),
    ODDS_API_MONTHLY_CREDITS: String(options.monthlyCredits),
    ODDS_EVENT_MARKETS_SHARE: String(options.eventShare),
    ODDS_EVENT_MARKETS_PER_EVENT: String(options.perEvent ?? 8),
  });
  const synced: typeof fetch = async (input, init) => {
    await sync();
    const answer = await fetch(input, init);
    const url = new URL(input instanceof Request ? input.url : input);
    options.onCall?.(url, Number(answer.headers.get('x-requests-last') ?? 0), now);
    return answer;
  };
  const client = new OddsApiClient(
    source.url,
    'simulated-month',
    config.odds.requestTimeoutMs,
    synced,
  );
  const feed = new OddsFeed(
    client,
    options.database,
    // Paced in real milliseconds for a real source's rate limit; a simulated month has none.
    { ...oddsFeedSettings(config), minCallGapMs: 0 },
    pino({ level: 'silent' }),
    () => now,
  );
  return {
    feed,
    config,
    now: () => now,
    sync,
    async turn(stepMs: number) {
      await feed.runDueWork();
      now += stepMs;
    },
  };
}
