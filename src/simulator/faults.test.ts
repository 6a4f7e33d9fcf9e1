import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FaultQueue, parseFaultSpec } from './faults';
import type { SimulatorHandle } from './index';
import { startSimulator } from './index';

const ODDS = '/v4/sports/soccer_epl/odds?apiKey=k&regions=uk';

let sim: SimulatorHandle;
beforeAll(async () => {
  sim = await startSimulator({
    seed: 3,
    clock: 'manual',
    startTime: Date.UTC(2025, 2, 1, 12),
    rateLimit: 0,
  });
});
afterAll(async () => {
  await sim.close();
});
beforeEach(() => {
  sim.clearFaults();
});

async function control(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${sim.url}/__sim/${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
}

describe('injected faults', () => {
  it('5xx: answers the given status once, then recovers', async () => {
    sim.injectFault({ kind: '5xx', status: 503 });
    const failed = await fetch(`${sim.url}${ODDS}`);
    expect(failed.status).toBe(503);
    expect(((await failed.json()) as { error_code: string }).error_code).toBe('INTERNAL_ERROR');
    expect((await fetch(`${sim.url}${ODDS}`)).status).toBe(200);
  });

  it('429: answers EXCEEDED_FREQ_LIMIT for `count` requests, free of charge', async () => {
    await control('POST', 'faults', { kind: '429', count: 2 });
    const used = sim.stats().credits.used;
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await fetch(`${sim.url}${ODDS}`)).status);
    expect(statuses).toEqual([429, 429, 200]);
    expect(sim.stats().credits.used).toBe(used + 1);
  });

  it('malformed: a 200 whose body is not JSON', async () => {
    sim.injectFault({ kind: 'malformed' });
    const res = await fetch(`${sim.url}${ODDS}`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(() => JSON.parse(text) as unknown).toThrow();
  });

  it('truncated: the connection drops half-way through the body', async () => {
    sim.injectFault({ kind: 'truncated' });
    const res = await fetch(`${sim.url}${ODDS}`);
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
    expect((await fetch(`${sim.url}${ODDS}`)).status).toBe(200);
  });

  it('wrong-shape: valid JSON in the wrong envelope', async () => {
    sim.injectFault({ kind: 'wrong-shape' });
    const body = (await (await fetch(`${sim.url}${ODDS}`)).json()) as unknown;
    expect(Array.isArray(body)).toBe(false);
    expect(body).toMatchObject({ success: true });
  });

  it('latency: delays the answer by `ms`', async () => {
    sim.injectFault({ kind: 'latency', ms: 300 });
    const started = performance.now();
    const res = await fetch(`${sim.url}${ODDS}`);
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('quota-exhausted: 401 OUT_OF_USAGE_CREDITS with nothing remaining', async () => {
    sim.injectFault({ kind: 'quota-exhausted' });
    const res = await fetch(`${sim.url}${ODDS}`);
    expect(res.status).toBe(401);
    expect(res.headers.get('x-requests-remaining')).toBe('0');
    expect(((await res.json()) as { error_code: string }).error_code).toBe('OUT_OF_USAGE_CREDITS');
  });

  it('match: only requests whose path contains the text are affected', async () => {
    sim.injectFault({ kind: '5xx', match: '/scores' });
    expect((await fetch(`${sim.url}${ODDS}`)).status).toBe(200);
    expect((await fetch(`${sim.url}/v4/sports/soccer_epl/scores?apiKey=k`)).status).toBe(500);
  });

  it('are listed, and cleared over HTTP or from the handle', async () => {
    await control('POST', 'faults', { kind: '5xx', count: 5 });
    const state = (await control('GET', 'state')).body as {
      faults: { kind: string; remaining: number }[];
    };
    expect(state.faults).toEqual([expect.objectContaining({ kind: '5xx', remaining: 5 })]);
    expect((await control('DELETE', 'faults')).status).toBe(200);
    expect((await fetch(`${sim.url}${ODDS}`)).status).toBe(200);
  });
});

describe('control API', () => {
  it('reports simulated time, credits and request counters', async () => {
    const state = (await control('GET', 'state')).body as Record<string, unknown>;
    expect(state).toMatchObject({ clock: 'manual', seed: 3, speed: 1 });
    expect(state).toHaveProperty('credits.remaining');
    expect(state).toHaveProperty('requests.byStatus');
    expect(state).toHaveProperty('events.upcoming');
  });

  it('advances the manual clock and sets credit usage', async () => {
    const before = sim.now();
    const advanced = (await control('POST', 'advance', { ms: 60_000 })).body as { now: number };
    expect(advanced.now).toBe(before + 60_000);
    expect((await control('POST', 'credits', { used: 123 })).body).toMatchObject({ used: 123 });
  });

  it('rejects bad control requests', async () => {
    expect((await control('POST', 'faults', { kind: 'meteor' })).status).toBe(400);
    expect((await control('POST', 'faults', { kind: 'latency', ms: -1 })).status).toBe(400);
    expect((await control('POST', 'advance', { ms: 'soon' })).status).toBe(400);
    expect((await control('GET', 'nope')).status).toBe(404);
  });
});

describe('FaultQueue', () => {
  it('takes faults in order, skipping ones that do not match', () => {
    const q = new FaultQueue();
    q.add({ kind: 'latency', match: '/scores' });
    q.add({ kind: '429', count: 2 });
    expect(q.take('/v4/sports/x/odds')?.kind).toBe('429');
    expect(q.take('/v4/sports/x/scores')?.kind).toBe('latency');
    expect(q.take('/v4/sports/x/scores')?.kind).toBe('429');
    expect(q.take('/v4/sports/x/scores')).toBeNull();
  });

  it('validates specs from JSON', () => {
    expect(parseFaultSpec({ kind: 'truncated', count: 3 })).toEqual({
      kind: 'truncated',
      count: 3,
      ms: undefined,
      status: undefined,
      match: undefined,
    });
    expect(typeof parseFaultSpec({ kind: '5xx', status: 404 })).toBe('string');
    expect(typeof parseFaultSpec(null)).toBe('string');
  });
});
