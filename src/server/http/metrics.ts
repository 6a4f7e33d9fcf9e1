import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { FastifyInstance } from 'fastify';
import type { DetectionEngine } from '../engine/detection-engine';
import type { OddsFeed } from '../odds/odds-feed';
import type { StreamRegistry } from '../streams/stream-registry';

export interface MetricsSources {
  feed: OddsFeed | null;
  engine: DetectionEngine | null;
  streams: StreamRegistry;
  monthlyCredits: number;
  /** This process's roles: a label on every series, so a cluster's scrapes stay apart. */
  roles: readonly string[];
}

/**
 * Prometheus metrics for operators, one registry per app (tests build several apps in one
 * process). State (feed age, credits, open streams) is read when scraped; events (poll errors,
 * detection passes, requests, webhook failures) are counted as they happen.
 */
export function registerMetrics(app: FastifyInstance, sources: MetricsSources): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ role: [...sources.roles].sort().join(',') });
  collectDefaultMetrics({ register: registry, prefix: 'arbiter_process_' });
  const { feed, engine, streams } = sources;

  if (feed || engine)
    registerScannerMetrics(registry, { feed, engine, monthlyCredits: sources.monthlyCredits });
  new Gauge({
    name: 'arbiter_open_streams',
    help: 'Live streams open now',
    registers: [registry],
    collect() {
      this.set(streams.size);
    },
  });
  new Gauge({
    name: 'arbiter_stream_buffered_bytes',
    help: 'Bytes written to open streams that their readers have not taken yet',
    registers: [registry],
    collect() {
      this.set(streams.bufferedBytes);
    },
  });
  const webhookFailures = new Counter({
    name: 'arbiter_webhook_failures_total',
    help: 'Billing webhook deliveries answered with an error',
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'arbiter_http_request_duration_seconds',
    help: 'HTTP latency by route',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw URL: ids and query strings would explode the label set.
    const route = request.routeOptions.url ?? 'unmatched';
    latency.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    if (route === '/api/billing/webhook' && reply.statusCode >= 400) webhookFailures.inc();
  });
  return registry;
}

/**
 * The scanner's metrics (feed age, credits, poll errors, detection passes): in the process that
 * runs it, or on the scanner's own thread, whose registry the serving thread's /metrics appends.
 */
export function registerScannerMetrics(
  registry: Registry,
  sources: Pick<MetricsSources, 'feed' | 'engine' | 'monthlyCredits'>,
): void {
  const { feed, engine } = sources;
  new Gauge({
    name: 'arbiter_feed_age_seconds',
    help: 'Seconds since the last successful odds poll of each sport',
    labelNames: ['sport'],
    registers: [registry],
    collect() {
      this.reset();
      if (!feed) return;
      const now = Date.now();
      for (const sport of feed.status().sports) {
        if (sport.lastSuccessAt === null) continue;
        this.set({ sport: sport.key }, (now - Date.parse(sport.lastSuccessAt)) / 1000);
      }
    },
  });
  new Gauge({
    name: 'arbiter_odds_credits_used_month',
    help: 'Odds API credits spent this month by our own records',
    registers: [registry],
    collect() {
      if (feed) this.set(feed.status().creditsSpentThisMonth);
    },
  });
  new Gauge({
    name: 'arbiter_odds_credits_left_month',
    help: 'Credits left in the configured monthly budget',
    registers: [registry],
    collect() {
      if (feed) this.set(sources.monthlyCredits - feed.status().creditsSpentThisMonth);
    },
  });
  new Gauge({
    name: 'arbiter_odds_source_remaining',
    help: 'Requests remaining according to the odds source (x-requests-remaining)',
    registers: [registry],
    collect() {
      const remaining = feed?.status().quota?.remaining;
      if (remaining !== null && remaining !== undefined) this.set(remaining);
    },
  });
  const pollErrors = new Counter({
    name: 'arbiter_odds_poll_errors_total',
    help: 'Failed calls to the odds source',
    labelNames: ['endpoint', 'kind'],
    registers: [registry],
  });
  feed?.onCallFailed((failure) =>
    pollErrors.inc({ endpoint: failure.endpoint, kind: failure.kind }),
  );
  const passes = new Histogram({
    name: 'arbiter_detection_pass_seconds',
    help: 'Time of one detection pass (a poll, a sweep)',
    labelNames: ['markets'],
    buckets: [0.0005, 0.001, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [registry],
  });
  engine?.onPass((seconds, markets) =>
    passes.observe({ markets: markets > 1000 ? 'sweep' : 'incremental' }, seconds),
  );
}
