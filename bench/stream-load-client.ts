import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { openSse } from '../src/server/test-support/sse-client';
import { median, percentile } from './measure';
import { staggeredPolls } from './staggered-polls';

/**
 * The load of the cluster's streams scenario, in a process of its own (not in the servers): each
 * member opens a stream on its API process and polls as the spec says — /api/auth/user every
 * 5 s, both live lists every 15 s, staggered — for the given minutes. Prints its figures as JSON.
 * Arguments: a JSON file { apis: string[], cookies: string[], minutes: number }.
 */
const { apis, cookies, minutes } = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as {
  apis: string[];
  cookies: string[];
  minutes: number;
};
const durationMs = minutes * 60_000;
const agent = new Agent({ keepAlive: true, maxSockets: 256 });
const latencies: number[] = [];
let errors = 0;
const errorKinds = new Map<string, number>();
const failed = (kind: string) => {
  errors++;
  errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
};

const apiOf = (i: number) => apis[i % apis.length]!;
const streams = await Promise.all(
  cookies.map((cookie, i) => openSse(`${apiOf(i)}/api/stream`, { cookie })),
);
const streamsOpen = streams.filter((s) => s.response.status === 200).length;
for (const s of streams) if (s.response.status !== 200) failed(`stream ${s.response.status}`);
let streamsEnded = 0;
for (const s of streams) void s.ended.then(() => streamsEnded++);
// Counted and dropped as they come: 2,500 streams' messages kept for minutes fill the heap, and a
// client busy collecting garbage would measure itself.
let events = 0;
const countEvents = () => {
  for (const s of streams) {
    for (const m of s.messages) if (m.event === 'message' && m.id) events++;
    s.messages.length = 0;
  }
};
const counter = setInterval(countEvents, 1_000);

const get = (base: string, path: string, cookie: string) =>
  new Promise<void>((resolve) => {
    const started = performance.now();
    const req = request(
      `${base}${path}`,
      { agent, headers: { cookie, 'accept-encoding': 'gzip' } },
      (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - started);
          if (res.statusCode !== 200) failed(`${path} ${res.statusCode}`);
          resolve();
        });
      },
    );
    req.on('error', (error) => {
      failed(`${path} ${error.message}`);
      resolve();
    });
    req.end();
  });

const polls = staggeredPolls();
cookies.forEach((cookie, i) => {
  const base = apiOf(i);
  polls.every(5_000, () => get(base, '/api/auth/user', cookie));
  polls.every(15_000, () => get(base, '/api/live-arbitrage', cookie));
  polls.every(15_000, () => get(base, '/api/opportunities', cookie));
});
await new Promise((resolve) => setTimeout(resolve, durationMs));
await polls.stop();
clearInterval(counter);
countEvents();
const endedEarly = streamsEnded;
await Promise.all(streams.map((s) => s.close()));
agent.destroy();
// Hundreds of thousands of latencies: no spread into Math.max (the call stack has a limit).
const round = (ms: number) => Math.round(ms * 10) / 10;
process.stdout.write(
  JSON.stringify({
    members: cookies.length,
    streamsOpen,
    streamsEndedEarly: endedEarly,
    streamEventsReceived: events,
    requests: latencies.length,
    errors: errors + endedEarly,
    errorKinds: Object.fromEntries(errorKinds),
    latencyMs: {
      p50: round(median(latencies)),
      p99: round(percentile(latencies, 99)),
      max: round(latencies.reduce((a, b) => Math.max(a, b), 0)),
    },
  }),
);
process.exit(0);
