import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { inlineBodyReader, ThreadBodyReader, type OddsBodyReader } from './odds-body-reader';
import { runtimeFiles } from '../runtime-files';
import { OddsApiClient } from './odds-api-client';
import type { EventMarketFeedSettings } from './event-market-feed';
import { OddsFeed, type OddsFeedSettings } from './odds-feed';
import { startSimulatorProcess, type SimulatorProcess } from './simulator-process';

/** The real API publishes roughly every 60 s before a match; polling faster only burns credits. */
const REAL_API_FLOOR_MS = 60_000;

/** The Odds API's own hosts (api.the-odds-api.com and its siblings). */
const isTheOddsApiHost = (hostname: string) =>
  hostname === 'the-odds-api.com' || hostname.endsWith('.the-odds-api.com');

/**
 * The shortest poll interval of a source: 60 s for The Odds API's own host, none for anything
 * else speaking its v4 format (a mirror, a test source, the embedded simulator), which is polled
 * at ODDS_POLL_INTERVAL_S as configured.
 */
export function sourceFloorMs(source: Config['odds']['source']): number {
  if (source.kind !== 'external') return 0;
  return isTheOddsApiHost(new URL(source.baseUrl).hostname.toLowerCase()) ? REAL_API_FLOOR_MS : 0;
}

const HOUR = 3_600_000;

function eventMarketSettings(config: Config, monthlyBudget: number): EventMarketFeedSettings {
  return {
    planner: {
      monthlyBudget,
      regionUnits: config.odds.regions.length,
      booksPerUnit: 10,
      maxBookUnits: 2,
      maxMarketsPerEvent: config.odds.eventMarkets.perEvent,
      horizonMs: 24 * HOUR,
      minRefreshMs: 5 * 60_000,
      maxRefreshMs: 6 * HOUR,
      rediscoverMs: 12 * HOUR,
      // Two books at least: one book alone can be neither an arbitrage nor a consensus.
      minBooks: 2,
    },
    regions: config.odds.regions,
    maxCallsPerTurn: 5,
  };
}

/** The feed's settings from the configuration: the featured polls plan within what the event-market share leaves. */
export function oddsFeedSettings(config: Config): OddsFeedSettings {
  const source = config.odds.source;
  const eventBudget = config.odds.eventMarkets.monthlyBudget;
  return {
    regions: config.odds.regions,
    markets: config.odds.markets,
    sports: config.odds.sports,
    planner: {
      nearIntervalMs: config.odds.pollIntervalMs,
      sourceFloorMs: sourceFloorMs(source),
      farFactor: 4,
      idleIntervalMs: 15 * 60_000,
      monthlyCredits: config.odds.monthlyCredits - eventBudget,
      backoffBaseMs: 2_000,
      backoffMaxMs: 5 * 60_000,
    },
    historyRetentionMs: config.odds.historyRetentionMs,
    scoresEveryMs: config.odds.scoresIntervalMs,
    tickMs: 1_000,
    // The Odds API allows 30 requests/s, and the embedded simulator answers 429 past it as the API
    // does (unpaced, the first round of 46 sports' polls and discoveries met it at every start);
    // 20/s leaves room for retries and clock skew.
    minCallGapMs: 50,
    eventMarkets: eventBudget > 0 ? eventMarketSettings(config, eventBudget) : undefined,
  };
}

/**
 * Wires the feed to its source: The Odds API when a key is set, else the embedded simulator
 * (`starting`: its process, when the caller has already started it).
 */
export async function createOddsFeed(
  config: Config,
  db: Database,
  log: FastifyBaseLogger,
  starting: Promise<SimulatorProcess> | null = null,
  /** The scanner's own thread serves nothing: a body is parsed there, once, not sent on again. */
  readBodiesHere = false,
) {
  const source = config.odds.source;
  const simulator =
    source.kind === 'embedded' ? await (starting ?? startSimulatorProcess(source)) : null;
  // A poll's body is parsed and validated off the thread that serves HTTP (issue 19).
  const bodyReader: OddsBodyReader = readBodiesHere
    ? inlineBodyReader
    : new ThreadBodyReader(runtimeFiles.oddsBodyWorker, log.child({ component: 'odds-body' }));
  const client =
    source.kind === 'external'
      ? new OddsApiClient(
          source.baseUrl,
          source.apiKey,
          config.odds.requestTimeoutMs,
          fetch,
          bodyReader,
        )
      : new OddsApiClient(
          simulator!.url,
          'embedded-simulator',
          config.odds.requestTimeoutMs,
          fetch,
          bodyReader,
        );
  const feed = new OddsFeed(
    client,
    db,
    oddsFeedSettings(config),
    log.child({ component: 'odds-feed' }),
  );
  log.info(
    { source: source.kind === 'external' ? source.baseUrl : simulator!.url },
    source.kind === 'external'
      ? 'odds source: The Odds API'
      : 'odds source: embedded market simulator',
  );
  return {
    feed,
    /** The embedded simulator's base URL (its /__sim controls included); null with The Odds API. */
    simulatorUrl: simulator?.url ?? null,
    async stop() {
      await feed.stop();
      await bodyReader.stop();
      await simulator?.stop();
    },
  };
}
