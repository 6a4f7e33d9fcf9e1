import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../contracts/errors';
import type { StreamEvent } from '../../contracts/opportunities';
import { memberWithSession } from '../billing/test-support/member-session';
import { openDatabase } from '../db/database';
import { clusterBus } from './cluster-bus';
import { scannerEnv } from './cluster-scenarios';
import { grantMembership } from './membership';
import { movingOddsSource } from './moving-odds-source';
import {
  launchRoleProcess,
  readiness,
  stopRoleProcess,
  waitUntil,
  type RoleProcess,
} from './role-process';
import { openSse, type SseMessage } from './sse-client';

type SseStream = Awaited<ReturnType<typeof openSse>>;

/** Bus events on a stream: data messages without an event name (not ready, reset or end). */
const busEvents = (stream: SseStream) =>
  stream.messages.filter((m): m is SseMessage & { id: string } => m.event === 'message' && !!m.id);

/** An active Elite member with a session cookie, straight in the database. */
export async function subscriber(databaseUrl: string, email: string): Promise<string> {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  try {
    const { cookie } = await memberWithSession(database.db, email);
    await grantMembership(database.db, email);
    return cookie;
  } finally {
    await database.close();
  }
}

/** API processes of one scenario, each started and ready (it has its live set). */
export function apiFleet(mainFile: string, env: Record<string, string>, all: RoleProcess[]) {
  return async () => {
    const api = await launchRoleProcess(mainFile, { ARBITER_ROLES: 'api', ...env });
    all.push(api);
    // Start-up on this shared machine has taken over 30 s at a load of 20.
    await waitUntil(async () => (await readiness(api))?.ready === true, 90_000, 'an API', all);
    return api;
  };
}

/** Rejects after `ms` unless `promise` settles first. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${what} took over ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** What one run of API kills measured on the member's stream. */
export interface StreamFigures {
  kills: number;
  /** Events the JetStream stream holds after the member's first `ready`, to the end of the run. */
  expected: number;
  received: number;
  lost: number;
  duplicated: number;
  /** Received out of order, or with a body other than the one the stream holds for that id. */
  mismatched: number;
  /** `reset` events (the server could not replay and told the client to reload). */
  resets: number;
  /** Polls of the source over the run. */
  polls: number;
  /** ms from the source's answer to the SSE receipt, for events delivered live (not replays). */
  freshnessMs: number[];
  /** The same, split where the broker handed the event on; and only those after the last kill. */
  freshnessSplit: FreshnessSplit;
}

/** Where each live event's time went, in ms, in the order of `freshnessMs`. */
export interface FreshnessSplit {
  /** Source answer → the broker handing the event to its readers (the scanner's part). */
  toBrokerMs: (number | null)[];
  /** Broker → SSE receipt (an API process's part, and the reader's). */
  fromBrokerMs: (number | null)[];
  /** Whether the source answered after the last API kill and its replacement's start-up. */
  afterKills: boolean[];
}

/**
 * One scanner process polling a source whose prices move every poll, and two API processes
 * (`ARBITER_ROLES=api`) on one PostgreSQL database and one JetStream stream. A subscribed
 * member's stream runs through one API; `kills` times that API is SIGKILLed, the member
 * reconnects to the other with `Last-Event-ID` and a fresh API replaces the dead one. The ids
 * and bodies received are compared with what the stream itself stores: none may be lost or
 * repeated. Events that arrive live also give the freshness: source answer → SSE receipt (the
 * stream is read for `eventsAfter` more events after the last kill, for more samples).
 */
export async function streamsAcrossApiKills(
  mainFile: string,
  databaseUrl: string,
  kills: number,
  progress: (step: string) => void = () => {},
  /** Events read after the last kill: more give the freshness figures more samples. */
  eventsAfter = 3,
): Promise<StreamFigures> {
  const moving = await movingOddsSource();
  const bus = clusterBus();
  const processes: RoleProcess[] = [];
  const connections: { stream: SseStream; openedAt: number }[] = [];
  const connect = async (api: RoleProcess, headers: Record<string, string>) => {
    const openedAt = performance.now();
    const stream = await openSse(`${api.url}/api/stream`, headers);
    if (stream.response.status !== 200)
      throw new Error(`the stream answered ${stream.response.status}`);
    connections.push({ stream, openedAt });
    return stream;
  };
  /** Waits until `stream` has received `n` more bus events than it had. */
  const eventsFlow = (stream: SseStream, n: number) => {
    const target = busEvents(stream).length + n;
    // About two events a poll, a poll a second: ample time even on a loaded machine.
    const timeoutMs = 30_000 + n * 1_000;
    return waitUntil(() => busEvents(stream).length >= target, timeoutMs, 'events', processes);
  };
  const tap = await bus.tap();
  try {
    const cookie = await subscriber(databaseUrl, `streams-${Date.now()}@cluster.test`);
    const scanner = await launchRoleProcess(mainFile, {
      ...scannerEnv(databaseUrl, moving.source.url, bus.env),
      // The product's default (worker threads): on the main thread, an analysis pass would hold
      // up a poll's events by ~100 ms and the freshness would measure the test's setting.
      MARKET_ANALYSIS_THREADS: '2',
    });
    processes.push(scanner);
    const launchApi = apiFleet(mainFile, { DATABASE_URL: databaseUrl, ...bus.env }, processes);
    let apis = await Promise.all([launchApi(), launchApi()]);
    await waitUntil(
      async () => (await readiness(scanner))?.roles.scanner === 'polling',
      30_000,
      'the scanner polling',
      processes,
    );
    progress('scanner and two APIs up');
    let stream = await connect(apis[0]!, { cookie });
    const ready = await stream.waitFor((m) => m.event === 'ready', 10_000);
    const firstSeq = Number(ready.id);
    for (let kill = 0; kill < kills; kill++) {
      await eventsFlow(stream, 3);
      const [dying, next] = apis as [RoleProcess, RoleProcess];
      dying.child.kill('SIGKILL');
      await dying.exited;
      processes.splice(processes.indexOf(dying), 1);
      await within(stream.ended, 10_000, 'noticing the dead API');
      const resumeFrom = stream.lastEventId;
      if (resumeFrom === null) throw new Error('the stream sent no id to resume from');
      stream = await connect(next, { cookie, 'last-event-id': resumeFrom });
      progress(`kill ${kill + 1}: resumed from ${resumeFrom} on the other API`);
      apis = [next, await launchApi()];
    }
    const killsDoneAt = performance.now();
    await eventsFlow(stream, eventsAfter);
    const lastSeq = await bus.lastSeq();
    await waitUntil(
      () => Number(stream.lastEventId) >= lastSeq,
      30_000,
      'the stream catching up',
      processes,
    );
    for (const c of connections) await c.stream.close();
    const stored = await bus.stored(firstSeq + 1, lastSeq);
    return {
      kills,
      ...compareWithStream(
        connections.map((c) => c.stream),
        stored,
        firstSeq,
        lastSeq,
      ),
      polls: moving.polls(),
      ...freshness(connections, moving, tap.arrivedAt, killsDoneAt),
    };
  } finally {
    for (const c of connections) await c.stream.close();
    await Promise.all(processes.map((p) => stopRoleProcess(p)));
    await tap.close();
    await moving.source.stop();
    await bus.cleanUp();
    progress('stopped');
  }
}

/** Source answer → SSE receipt of every event pushed live (not replayed), and where it went. */
function freshness(
  connections: { stream: SseStream; openedAt: number }[],
  moving: Awaited<ReturnType<typeof movingOddsSource>>,
  arrivedAt: (body: string) => number | null,
  killsDoneAt: number,
): Pick<StreamFigures, 'freshnessMs' | 'freshnessSplit'> {
  const freshnessMs: number[] = [];
  const split: FreshnessSplit = { toBrokerMs: [], fromBrokerMs: [], afterKills: [] };
  for (const { stream, openedAt } of connections) {
    for (const m of busEvents(stream)) {
      const answeredAt = moving.answeredAt(JSON.parse(m.data) as StreamEvent, m.at);
      // An answer from before this connection opened was replayed, not pushed live.
      if (answeredAt === null || answeredAt < openedAt) continue;
      freshnessMs.push(m.at - answeredAt);
      // The member sees the body the scanner published (no ledger, the default method).
      const atBroker = arrivedAt(m.data);
      split.toBrokerMs.push(atBroker === null ? null : atBroker - answeredAt);
      split.fromBrokerMs.push(atBroker === null ? null : m.at - atBroker);
      split.afterKills.push(answeredAt >= killsDoneAt);
    }
  }
  return { freshnessMs, freshnessSplit: split };
}

/** Every id in (firstSeq, lastSeq] must have arrived once, in order, with the stored body. */
function compareWithStream(
  streams: SseStream[],
  stored: Map<number, string>,
  firstSeq: number,
  lastSeq: number,
) {
  const received = streams.flatMap(busEvents).filter((m) => Number(m.id) <= lastSeq);
  const ids = received.map((m) => Number(m.id));
  const distinct = new Set(ids);
  let lost = 0;
  for (let seq = firstSeq + 1; seq <= lastSeq; seq++) if (!distinct.has(seq)) lost++;
  let mismatched = 0;
  received.forEach((m, i) => {
    const inOrder = i === 0 || ids[i]! > ids[i - 1]!;
    if (!inOrder || stored.get(ids[i]!) !== m.data) mismatched++;
  });
  return {
    expected: lastSeq - firstSeq,
    received: received.length,
    lost,
    duplicated: ids.length - distinct.size,
    mismatched,
    resets: streams.reduce((n, s) => n + s.messages.filter((m) => m.event === 'reset').length, 0),
  };
}

/** What one sign-out on another API measured. */
export interface LogoutFigures {
  heartbeatMs: number;
  logoutStatus: number;
  /** ms from sending the sign-out to the end of the stream on the other API; null if it did not. */
  endedAfterMs: number | null;
  /** The reason the other API gave in its `end` event. */
  endReason: string | null;
  /** What the other API answers the signed-out cookie afterwards. */
  otherApiAfterwards: number;
}

/**
 * Two API processes on one database and stream: a member's stream is open on API-2, the member
 * signs out on API-1 (POST /api/logout). Waits up to one heartbeat for API-2 to end the stream.
 */
export async function logoutEndsStreamElsewhere(
  mainFile: string,
  databaseUrl: string,
  heartbeatS: number,
): Promise<LogoutFigures> {
  const bus = clusterBus();
  const processes: RoleProcess[] = [];
  let stream: SseStream | null = null;
  const heartbeatMs = heartbeatS * 1000;
  try {
    const cookie = await subscriber(databaseUrl, `logout-${Date.now()}@cluster.test`);
    const launchApi = apiFleet(
      mainFile,
      { DATABASE_URL: databaseUrl, ...bus.env, STREAM_HEARTBEAT_S: String(heartbeatS) },
      processes,
    );
    const [one, two] = await Promise.all([launchApi(), launchApi()]);
    stream = await openSse(`${two.url}/api/stream`, { cookie });
    await stream.waitFor((m) => m.event === 'ready', 10_000);
    const signedOutAt = performance.now();
    const logout = await fetch(`${one.url}/api/logout`, {
      method: 'POST',
      headers: { cookie, [CSRF_HEADER]: CSRF_HEADER_VALUE },
      redirect: 'manual',
    });
    const ended = await within(stream.ended, heartbeatMs, 'the stream ending').then(
      () => performance.now() - signedOutAt,
      () => null,
    );
    const end = stream.messages.find((m) => m.event === 'end');
    const afterwards = await fetch(`${two.url}/api/auth/user`, { headers: { cookie } });
    return {
      heartbeatMs,
      logoutStatus: logout.status,
      endedAfterMs: ended,
      endReason: end ? ((JSON.parse(end.data) as { reason?: string }).reason ?? null) : null,
      otherApiAfterwards: afterwards.status,
    };
  } finally {
    await stream?.close();
    await Promise.all(processes.map((p) => stopRoleProcess(p)));
    await bus.cleanUp();
  }
}
