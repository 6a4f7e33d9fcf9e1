import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { createSession } from '../src/server/auth/session-store';
import { openDatabase } from '../src/server/db/database';
import { users } from '../src/server/db/schema/index';
import { clusterBus } from '../src/server/test-support/cluster-bus';
import { scannerEnv } from '../src/server/test-support/cluster-scenarios';
import { movingOddsSource } from '../src/server/test-support/moving-odds-source';
import {
  launchRoleProcess,
  readiness,
  stopRoleProcess,
  waitUntil,
  type RoleProcess,
} from '../src/server/test-support/role-process';
import { apiFleet } from '../src/server/test-support/stream-scenarios';
import { median, percentile } from './measure';
import { memoryLine, memoryReport, readMemory, type MemorySample } from './process-memory';

const MEMORY_SAMPLE_MS = 10_000;
const MEMORY_PRINT_S = 30;
/** Two event loops read the streams, so no one client thread reads and polls for all of them. */
const CLIENT_PROCESSES = 2;

/**
 * `members` signed-in members (sessions made in the database, as the capacity bench does), each
 * with an open stream, split over two API processes fed by one scanner, polling as the spec
 * says for `minutes`; the load runs in a process of its own. Prints the client's errors,
 * request latencies and stream events, and each server process's heap and resident memory over
 * time (its own /metrics every 10 s, printed every 30 s) with a verdict on the run's second half.
 */
export async function streamsUnderLoad(
  mainFile: string,
  databaseUrl: string,
  members: number,
  minutes: number,
  outdir: string,
  progress: (step: string) => void,
) {
  const moving = await movingOddsSource();
  const bus = clusterBus();
  const processes: RoleProcess[] = [];
  try {
    const scanner = await launchRoleProcess(mainFile, {
      ...scannerEnv(databaseUrl, moving.source.url, bus.env),
      MARKET_ANALYSIS_THREADS: '2',
    });
    processes.push(scanner);
    const launchApi = apiFleet(mainFile, { DATABASE_URL: databaseUrl, ...bus.env }, processes);
    const apis = [await launchApi(), await launchApi()];
    await waitUntil(
      async () => (await readiness(scanner))?.roles.scanner === 'polling',
      60_000,
      'the scanner polling',
      processes,
    );
    const cookies = await signedInMembers(databaseUrl, members);
    progress(`${members} members signed in; load for ${minutes} min`);
    const plan = join(outdir, 'load-plan.json');
    writeFileSync(plan, JSON.stringify({ apis: apis.map((a) => a.url), cookies, minutes }));
    const named = { scanner, api1: apis[0]!, api2: apis[1]! };
    const samples: Record<string, MemorySample[]> = { scanner: [], api1: [], api2: [] };
    const startedAt = performance.now();
    const sample = async () => {
      const atS = Math.round((performance.now() - startedAt) / 1000);
      await Promise.all(
        Object.entries(named).map(async ([name, p]) => {
          const reading = await readMemory(p.url, atS);
          if (!reading) return;
          samples[name]!.push(reading);
          // As it comes too: a run that fails at its end keeps what it saw on the way.
          if (reading.atS % MEMORY_PRINT_S < MEMORY_SAMPLE_MS / 1000)
            progress(`${name} ${memoryLine(reading)}`);
        }),
      );
    };
    await sample();
    const sampler = setInterval(() => void sample(), MEMORY_SAMPLE_MS);
    // The machine is shared: its load says how much of the figures is the bench's own.
    const loadAtStart = loadavg()[0]!;
    const client = await runClients(plan, CLIENT_PROCESSES);
    clearInterval(sampler);
    await sample();
    const memory = Object.fromEntries(
      Object.entries(samples).map(([name, s]) => [name, memoryReport(s, MEMORY_PRINT_S)]),
    );
    const load = { atStart: loadAtStart, atEnd: loadavg()[0]! };
    return { minutes, ...client, polls: moving.polls(), memory, loadAverage1m: load };
  } finally {
    await Promise.all(processes.map((p) => stopRoleProcess(p)));
    await moving.source.stop();
    await bus.cleanUp();
  }
}

async function signedInMembers(databaseUrl: string, n: number): Promise<string[]> {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  try {
    const now = new Date();
    const rows = Array.from({ length: n }, (_, i) => ({
      oidcIssuer: 'https://cluster.bench',
      oidcSubject: `member-${i}`,
      email: `member${i}@cluster.bench`,
      subscriptionStatus: 'active' as const,
      subscriptionTier: 'elite' as const,
      accessEndsAt: new Date(now.getTime() + 86_400_000),
      createdAt: now,
      updatedAt: now,
    }));
    const made = await database.db.insert(users).values(rows).returning({ id: users.id });
    const policy = { idleMs: 86_400_000, absoluteMs: 86_400_000 };
    const cookies: string[] = [];
    for (const member of made) {
      const { rawId } = await createSession(database.db, member.id, policy, now, null);
      cookies.push(`arbiter_session=${rawId}`);
    }
    return cookies;
  } finally {
    await database.close();
  }
}

/** What one load client process prints. */
interface ClientPart {
  members: number;
  streamsOpen: number;
  streamsEndedEarly: number;
  streamEventsReceived: number;
  streamBytesReceived: number;
  pollsSkipped: number;
  errors: number;
  errorKinds: Record<string, number>;
  latencyTenthsMs: number[];
  memory: { maxRssMb: number; maxHeapUsedMb: number };
}

/**
 * The load in `parts` client processes of their own (each its own event loop and heap), their
 * counts added up and their latencies pooled.
 */
async function runClients(plan: string, parts: number) {
  const results = await Promise.all(
    Array.from({ length: parts }, (_, i) => runClient(plan, i, parts)),
  );
  const sum = (pick: (r: ClientPart) => number) => results.reduce((n, r) => n + pick(r), 0);
  const errorKinds: Record<string, number> = {};
  for (const r of results)
    for (const [kind, n] of Object.entries(r.errorKinds))
      errorKinds[kind] = (errorKinds[kind] ?? 0) + n;
  const latencies = results.flatMap((r) => r.latencyTenthsMs);
  const ms = (tenths: number) => tenths / 10;
  return {
    members: sum((r) => r.members),
    clientProcesses: parts,
    streamsOpen: sum((r) => r.streamsOpen),
    streamsEndedEarly: sum((r) => r.streamsEndedEarly),
    streamEventsReceived: sum((r) => r.streamEventsReceived),
    streamMbReceived: Math.round(sum((r) => r.streamBytesReceived) / 1048576),
    requests: latencies.length,
    pollsSkippedWhileInFlight: sum((r) => r.pollsSkipped),
    errors: sum((r) => r.errors),
    errorKinds,
    latencyMs: {
      p50: ms(median(latencies)),
      p99: ms(percentile(latencies, 99)),
      // Hundreds of thousands of latencies: no spread into Math.max (the stack has a limit).
      max: ms(latencies.reduce((a, b) => Math.max(a, b), 0)),
    },
    clientMaxRssMb: results.map((r) => r.memory.maxRssMb),
  };
}

/** One load client process; its figures are the JSON it prints. */
function runClient(plan: string, part: number, parts: number): Promise<ClientPart> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        new URL('./stream-load-client.ts', import.meta.url).pathname,
        plan,
        String(part),
        String(parts),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`load client ${part} exited with ${code}`));
      try {
        resolve(JSON.parse(out) as ClientPart);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}
