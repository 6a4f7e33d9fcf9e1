import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import {
  alertsOnTwoJobsProcesses,
  scannerFailover,
} from '../src/server/test-support/cluster-scenarios';
import { buildFolder, buildServer } from '../src/server/test-support/role-process';
import { jobsFailover } from '../src/server/test-support/jobs-failover-scenario';
import { streamsAcrossApiKills } from '../src/server/test-support/stream-scenarios';
import { streamsUnderLoad } from './cluster-streams-load';
import { median, percentile } from './measure';
import { withScratchPostgres } from './scratch-postgres';

const DEFAULT_KILLS = 20;
const DEFAULT_STREAMS = 2_500;
const DEFAULT_MINUTES = 5;
const ALERTS = 200;
const JOBS_KILLS = 3;
const SCENARIOS = ['failover', 'alerts', 'jobs', 'streams'] as const;
/** Events read after the last API kill, so the freshness percentiles rest on more samples. */
const FRESHNESS_EVENTS = 120;

/**
 * Real processes on PostgreSQL (decision 023): two scanners, the polling one SIGKILLed mid-poll
 * `kills` times (`--kills N`, default 20): seconds to the next poll by the other, and credits
 * booked vs the source's own count; then two jobs processes sending 200 matched alerts to a real
 * SMTP server; then a member's stream through one of two API processes, that API SIGKILLed
 * `kills` times and the stream resumed on the other: events lost and repeated against the
 * JetStream stream itself, and the freshness of price changes (source answer → SSE receipt on an
 * API process). Goals: next poll ≤ 10 s, credits equal, e-mails = alerts, 0 lost, 0 repeated,
 * freshness p99 ≤ 50 ms. Between them, a jobs process SIGKILLed mid-pass three times: seconds to
 * the other's next e-mail (goal ≤ 10 s). `--scenarios failover,alerts,jobs,streams` runs some.
 */
export async function clusterBench(args: string[]) {
  const option = (name: string, fallback: number) => {
    const at = args.indexOf(name);
    return at >= 0 ? Math.max(1, Number(args[at + 1]) || fallback) : fallback;
  };
  const kills = option('--kills', DEFAULT_KILLS);
  const picked = args.includes('--scenarios') ? args[args.indexOf('--scenarios') + 1]! : '';
  const unknown = picked
    .split(',')
    .filter((n) => n && !(SCENARIOS as readonly string[]).includes(n));
  if (unknown.length)
    throw new Error(`unknown scenario ${unknown.join(', ')}: ${SCENARIOS.join(', ')}`);
  const runs = (name: (typeof SCENARIOS)[number]) => !picked || picked.split(',').includes(name);
  const outdir = buildFolder('cluster-bench');
  const mainFile = buildServer(outdir);
  const progress = (step: string) => process.stderr.write(`cluster bench: ${step}\n`);
  const results: Record<string, unknown> = {};
  // Each figure as soon as it is measured: a later scenario that fails does not take it along.
  const record = (name: string, figures: object) => {
    // The machine is shared: the load says how much of a figure is the bench's own.
    results[name] = { ...figures, loadAverage1m: loadavg().map((n) => Math.round(n * 10) / 10) };
    progress(`${name}: ${JSON.stringify(results[name])}`);
  };
  try {
    // `--streams N [--minutes M]`: only the load scenario (2,500 streams, 5 minutes by default).
    if (args.includes('--streams')) {
      await withScratchPostgres(async (url) => {
        if (!url) return;
        results.streamsUnderLoad = await streamsUnderLoad(
          mainFile,
          url,
          option('--streams', DEFAULT_STREAMS),
          option('--minutes', DEFAULT_MINUTES),
          outdir,
          progress,
        );
      });
      return results;
    }
    await withScratchPostgres(async (url) => {
      if (!url) {
        results.skipped = 'no PostgreSQL server answered (BENCH_DATABASE_URL)';
        return;
      }
      if (!runs('failover')) return;
      const failover = await scannerFailover(mainFile, url, kills, progress);
      const seconds = failover.takeoverSeconds;
      record('failover', {
        kills: failover.kills,
        nextPollSeconds: {
          median: Math.round(median(seconds) * 1000) / 1000,
          max: Math.max(...seconds),
        },
        creditsBooked: failover.creditsBooked,
        sourceRequestsUsed: failover.sourceUsed,
        creditsEqual: failover.creditsBooked === failover.sourceUsed,
        goalSeconds: 10,
      });
    });
    await withScratchPostgres(async (url) => {
      if (!url || !runs('alerts')) return;
      record('alerts', await alertsOnTwoJobsProcesses(mainFile, url, ALERTS, progress));
    });
    await withScratchPostgres(async (url) => {
      if (!url || !runs('jobs')) return;
      const { takeoverSeconds, ...jobs } = await jobsFailover(mainFile, url, JOBS_KILLS, progress);
      record('jobsFailover', {
        ...jobs,
        nextPassSeconds: { median: median(takeoverSeconds), max: Math.max(...takeoverSeconds) },
        goalSeconds: 10,
      });
    });
    await withScratchPostgres(async (url) => {
      if (!url || !runs('streams')) return;
      const { freshnessMs, freshnessSplit, ...streams } = await streamsAcrossApiKills(
        mainFile,
        url,
        kills,
        progress,
        FRESHNESS_EVENTS,
      );
      record('streams', streams);
      const spread = (values: (number | null)[]) => {
        const known = values.filter((v): v is number => v !== null);
        const ms = (value: number) => Math.round(value * 100) / 100;
        return known.length === 0
          ? { samples: 0 }
          : {
              samples: known.length,
              p50Ms: ms(median(known)),
              p99Ms: ms(percentile(known, 99)),
              maxMs: ms(known.reduce((a, b) => Math.max(a, b))),
            };
      };
      const afterKills = freshnessMs.filter((_, i) => freshnessSplit.afterKills[i]);
      record('freshness', {
        ...spread(freshnessMs),
        goalP99Ms: 50,
        // Where the time went: the scanner's part, then the API process's and the reader's.
        sourceToBroker: spread(freshnessSplit.toBrokerMs),
        brokerToStream: spread(freshnessSplit.fromBrokerMs),
        // Without the API start-ups the kills bring (each a process starting on this machine).
        afterTheKills: spread(afterKills),
      });
    });
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
  return results;
}
