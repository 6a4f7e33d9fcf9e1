import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';

describe('operations endpoints', () => {
  let database: DatabaseHandle;
  let open: TestServer;
  let guarded: TestServer;
  const token = 'metrics-secret-0123456789';

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    open = await startTestServer(database);
    guarded = await startTestServer(database, { METRICS_TOKEN: token });
  }, 60_000);

  afterAll(async () => {
    await open?.close();
    await guarded?.close();
    await database?.close();
  });

  it('answers /healthz and /readyz with the database state', async () => {
    const health = await fetch(`${open.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${open.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      ready: true,
      roles: { api: 'serving', jobs: 'running' },
      database: 'ok',
      feed: null,
    });
  });

  it('serves Prometheus metrics to this machine, and elsewhere only with the token', async () => {
    await fetch(`${open.url}/api/auth/user`);
    const metrics = await fetch(`${open.url}/metrics`);
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    expect(text).toContain('arbiter_open_streams{role="api,jobs,scanner"} 0');
    expect(text).toContain('arbiter_stream_buffered_bytes{role="api,jobs,scanner"} 0');
    expect(text).toMatch(
      /arbiter_http_request_duration_seconds_count\{[^}]*route="\/api\/auth\/user"/,
    );
    expect(text).toContain('arbiter_process_');

    // A same-host reverse proxy connects from loopback for everyone: what it forwards is not local.
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const proxied = await fetch(`${open.url}/metrics`, { headers: { [header]: '203.0.113.9' } });
      expect(proxied.status).toBe(403);
    }

    expect((await fetch(`${guarded.url}/metrics`)).status).toBe(401);
    const withToken = await fetch(`${guarded.url}/metrics`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(withToken.status).toBe(200);
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const response = await fetch(`${open.url}/api/docs`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/auth/user', '/api/login', '/healthz']),
    );
    expect(document.paths['/api/auth/user']?.get?.responses?.['200']).toBeDefined();
  });
});
