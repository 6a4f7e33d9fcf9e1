import type { LedgerCache } from './account/ledger-cache';
import type { MemberMethods } from './account/member-methods';
import type { AccessRules } from './auth/request-auth';
import type { RelyingParty } from './auth/oidc-client';
import type { Config } from './config';
import type { Database } from './db/database';
import type { DetectionEngine } from './engine/detection-engine';
import type { LiveReplica } from './replica/live-replica';
import type { LiveOpportunities } from './replica/live-opportunities';
import type { ControlChannel, LiveBus } from './platform/bus/live-bus';
import type { OddsFeed } from './odds/odds-feed';
import type { StreamRegistry } from './streams/stream-registry';
import type { AlertServices } from './alerts/create-alerts';
import type { MarketViews, Rechecker } from './replica/scanner-services';
import type { FeedReads } from './replica/feed-reads';

/** What route plugins need: settings, the database, the clock and the shared services. */
export interface AppContext {
  config: Config;
  db: Database;
  clock: () => Date;
  relyingParty: RelyingParty;
  access: AccessRules;
  /** The odds feed where it runs in this thread (its metrics); null elsewhere. */
  feed: OddsFeed | null;
  engine: DetectionEngine | null;
  /** What routes read of the feed: here, or asked of the scanner; null without a feed anywhere. */
  feedReads: FeedReads | null;
  /** The live opportunities API code reads; null where no live data is served. */
  replica: LiveReplica | null;
  /** The replica's lists and dashboard figures, serialised once and shared by requests. */
  live: LiveOpportunities | null;
  bus: LiveBus | null;
  /** Named events that reach every process (the bus's, or this process's alone without one). */
  control: ControlChannel;
  streams: StreamRegistry;
  /** Members' book ledgers, held for the live lists and the stream. */
  ledgers: LedgerCache;
  /** Members' devig methods, which decide the value bets each is shown. */
  methods: MemberMethods;
  /** Null in processes (and tests) built without the alert services. */
  alerts: AlertServices | null;
  /** Null in processes (and tests) that run without the odds feed. */
  market: MarketViews | null;
  /** One-tap re-checks at the source; null without the feed and engine. */
  recheck: Rechecker | null;
}
