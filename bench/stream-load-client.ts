import { readFileSync } from 'node:fs';
import { Agent, request, type IncomingMessage } from 'node:http';
import { SseEventCounter } from '../src/server/test-support/sse-event-counter';
import { staggeredPolls } from './staggered-polls';

/**
 * One part of the cluster's streams load, in a process of its own (not in the servers): each of
 * its members opens a stream on its API process and polls as the spec says — /api/auth/user
 * every 5 s, both live lists every 15 s, staggered — for the given minutes. Prints its counts as
 * JSON (the parent merges the parts).
 * Arguments: a JSON file { apis: string[], cookies: string[], minutes: number }, this part's
 * number and the number of parts (member i belongs to part i % parts).
 *
 * It holds no message: each stream's events are counted from its bytes as they come, and a
 * member's poll still in flight when its next is due is skipped and counted (a page does not
 * stack requests either), so what it holds does not grow with the run or with a slow server.
 */
const { apis, cookies, minutes } = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as {
  apis: string[];
  cookies: string[];
  minutes: number;
};
const part = Number(process.argv[3] ?? 0);
const parts = Number(process.argv[4] ?? 1);
const durationMs = minutes * 60_000;
const MEMORY_SAMPLE_MS = 10_000;

const agent = new Agent({ keepAlive: true, maxSockets: 256 });
/** Round trips in tenths of a millisecond: a few hundred thousand small numbers. */
const latencies: number[] = [];
let errors = 0;
const errorKinds: Record<string, number> = {};
const failed = (kind: string) => {
  errors++;
  errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
};
let pollsSkipped = 0;

const mine = cookies.flatMap((cookie, i) => (i % parts === part ? [{ cookie, i }] : []));
const apiOf = (i: number) => apis[i % apis.length]!;

interface CountedStream {
  counter: SseEventCounter;
  open: boolean;
  ended: boolean;
  stop: () => void;
}

/** A stream on its own connection, counted as it comes; resolves once its answer is in. */
function openStream(base: string, cookie: string): Promise<CountedStream> {
  return new Promise((resolve) => {
    const counter = new SseEventCounter();
    const stream: CountedStream = { counter, open: false, ended: false, stop: () => {} };
    let stopping = false;
    const req = request(`${base}/api/stream`, { agent: false, headers: { cookie } });
    stream.stop = () => {
      stopping = true;
      req.destroy();
    };
    const end = () => {
      if (stream.open && !stopping) stream.ended = true;
    };
    req.on('response', (res: IncomingMessage) => {
      stream.open = res.statusCode === 200;
      if (!stream.open) failed(`stream ${res.statusCode}`);
      res.on('data', (chunk: Buffer) => counter.feed(chunk));
      // Ended by the server, cut, or reset: each is a stream that ended before the run did.
      res.on('close', end);
      res.on('error', () => {});
      resolve(stream);
    });
    req.on('error', (error) => {
      if (!stream.open && !stopping) {
        failed(`stream ${error.message}`);
        resolve(stream);
      }
      end();
    });
    req.end();
  });
}

const get = (base: string, path: string, cookie: string) =>
  new Promise<void>((resolve) => {
    const started = performance.now();
    const req = request(
      `${base}${path}`,
      { agent, headers: { cookie, 'accept-encoding': 'gzip' } },
      (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(Math.round((performance.now() - started) * 10));
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

/** Calls `action` unless the member's previous call of it is still in flight. */
function oneAtATime(action: () => Promise<void>) {
  let inFlight = false;
  return async () => {
    if (inFlight) {
      pollsSkipped++;
      return;
    }
    inFlight = true;
    try {
      await action();
    } finally {
      inFlight = false;
    }
  };
}

const memory = { maxRssMb: 0, maxHeapUsedMb: 0 };
const sampleMemory = () => {
  const { rss, heapUsed } = process.memoryUsage();
  memory.maxRssMb = Math.max(memory.maxRssMb, Math.round(rss / 1048576));
  memory.maxHeapUsedMb = Math.max(memory.maxHeapUsedMb, Math.round(heapUsed / 1048576));
};
const memorySampler = setInterval(sampleMemory, MEMORY_SAMPLE_MS);

const streams = await Promise.all(mine.map(({ cookie, i }) => openStream(apiOf(i), cookie)));
const polls = staggeredPolls();
for (const { cookie, i } of mine) {
  const base = apiOf(i);
  polls.every(
    5_000,
    oneAtATime(() => get(base, '/api/auth/user', cookie)),
  );
  polls.every(
    15_000,
    oneAtATime(() => get(base, '/api/live-arbitrage', cookie)),
  );
  polls.every(
    15_000,
    oneAtATime(() => get(base, '/api/opportunities', cookie)),
  );
}
await new Promise((resolve) => setTimeout(resolve, durationMs));
await polls.stop();
sampleMemory();
clearInterval(memorySampler);
const endedEarly = streams.filter((s) => s.ended).length;
for (const s of streams) s.stop();
agent.destroy();
process.stdout.write(
  JSON.stringify({
    members: mine.length,
    streamsOpen: streams.filter((s) => s.open).length,
    streamsEndedEarly: endedEarly,
    streamEventsReceived: streams.reduce((n, s) => n + s.counter.events, 0),
    streamBytesReceived: streams.reduce((n, s) => n + s.counter.bytes, 0),
    pollsSkipped,
    errors: errors + endedEarly,
    errorKinds,
    latencyTenthsMs: latencies,
    memory,
  }),
  // Exits once the pipe has it all: a large write to a pipe is asynchronous, and an exit right
  // after it cut a 10-minute run's figures short.
  () => process.exit(0),
);
