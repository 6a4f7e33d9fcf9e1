import { availableParallelism, cpus } from 'node:os';
import { alertsBench } from './alerts-bench';
import { capacityBench } from './capacity-bench';
import { clusterBench } from './cluster-bench';
import { detectionBench } from './detection-bench';
import { fanoutBench } from './fanout-bench';
import { feedBench } from './feed-bench';
import { freshnessBench } from './freshness-bench';
import { httpBench } from './http-bench';
import { marketBench } from './market-bench';
import { plannerMonthBench } from './planner-month-bench';
import { portfolioBench } from './portfolio-bench';
import { propsBench } from './props-bench';
import { servingBench } from './serving-bench';
import { startupBench } from './startup-bench';
import { withScratchPostgres } from './scratch-postgres';

/**
 * npm run bench [-- feed|detection|serving|startup|freshness|http|capacity|portfolio|alerts|market|fanout|cluster|props|planner] [--events N] [--board FILE] [--kills N] [--sports a,b --share F --days N --sample-min N] [--placement thread|serving]: prints every figure as JSON.
 * Figures, not pass/fail: nothing here is a test.
 */
const args = process.argv.slice(2);
const only = args.find(
  (arg) =>
    !arg.startsWith('--') &&
    ![
      '--board',
      '--kills',
      '--events',
      '--sports',
      '--share',
      '--days',
      '--sample-min',
      '--placement',
    ].includes(args[args.indexOf(arg) - 1]!),
);
const boardAt = args.indexOf('--board');
const boardFile = boardAt >= 0 ? args[boardAt + 1] : undefined;
const results: Record<string, unknown> = {
  machine: {
    cores: availableParallelism(),
    cpu: cpus()[0]?.model ?? 'unknown',
    node: process.version,
  },
};

await withScratchPostgres(async (postgresUrl) => {
  if (!only || only === 'feed') results.feed = await feedBench(postgresUrl);
  if (!only || only === 'serving') results.serving = await servingBench(postgresUrl, args);
  if (!only || only === 'planner') results.planner = await plannerMonthBench(args, postgresUrl);
});
if (!only || only === 'detection') results.detection = detectionBench(boardFile);
if (!only || only === 'startup') results.startup = await startupBench(args);
if (!only || only === 'freshness') results.freshness = await freshnessBench();
if (!only || only === 'http') results.http = await httpBench();
if (!only || only === 'capacity') results.capacity = await capacityBench();
if (!only || only === 'portfolio') results.portfolio = await portfolioBench();
if (!only || only === 'alerts') results.alerts = await alertsBench();
if (!only || only === 'market') results.market = await marketBench();
if (!only || only === 'fanout') results.fanout = await fanoutBench();
if (!only || only === 'cluster') results.cluster = await clusterBench(args);
if (!only || only === 'props') results.props = propsBench(args);

process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
process.exit(0);
