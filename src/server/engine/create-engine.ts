import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { OddsFeed } from '../odds/odds-feed';
import { DetectionEngine } from './detection-engine';
import type { LiveBus } from '../platform/bus/live-bus';
import { endStaleLiveSet } from './end-stale-live-set';
import { OpportunityLogWriter } from './opportunity-log-writer';

const FEED_STATUS_EVERY_MS = 5_000;

/** Connects feed → engine → bus and log: one price change travels one way. */
export function createEngine(
  config: Config,
  db: Database,
  feed: OddsFeed,
  bus: LiveBus,
  log: FastifyBaseLogger,
  now: () => number = Date.now,
) {
  const logWriter = new OpportunityLogWriter(db, log.child({ component: 'opportunity-log' }));
  const engine = new DetectionEngine(
    feed.board,
    { ...config.detection, trust: config.trust },
    bus,
    logWriter,
    log.child({ component: 'engine' }),
    now,
  );
  let lastStatusAt = 0;
  feed.onCallFailed((failure) => {
    if (failure.sport && failure.endpoint === 'odds') engine.setSportFailing(failure.sport, true);
  });
  const unsubscribe = feed.onDiff((diff) => {
    engine.setSportFailing(diff.sportKey, false);
    try {
      engine.onDiff(diff);
    } catch (error) {
      log.error({ err: error, sport: diff.sportKey }, 'detection failed for a poll');
    }
    if (diff.at - lastStatusAt >= FEED_STATUS_EVERY_MS) {
      lastStatusAt = diff.at;
      const status = feed.status();
      bus.publish({
        type: 'feed.status',
        lastUpdated: new Date(diff.at).toISOString(),
        booksReporting: feed.booksReportingInLastCycle(),
        halted: status.halted,
      });
    }
  });
  return {
    engine,
    async start() {
      const ended = await logWriter.endLeftOpen(new Date());
      if (ended > 0) log.info({ ended }, 'opportunities left open by the last run ended');
      logWriter.start();
      engine.start();
      const stale = await endStaleLiveSet(bus, (id) => engine.replica.has(id), Date.now());
      if (stale > 0) log.info({ ended: stale }, 'live opportunities left on the bus ended');
    },
    async stop() {
      unsubscribe();
      engine.stop();
      await logWriter.stop();
    },
  };
}
