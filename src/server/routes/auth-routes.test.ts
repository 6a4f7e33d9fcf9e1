import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../test-support/test-database';
import { freePort, startTestServer, type TestServer } from '../test-support/test-server';

describe('sign-in while the identity provider is unreachable', () => {
  let database: DatabaseHandle;
  let server: TestServer;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    // A port that was free a moment ago: nothing listens there, so discovery is refused.
    const closedPort = await freePort();
    server = await startTestServer(database, {
      OIDC_ISSUER: `http://127.0.0.1:${closedPort}`,
      OIDC_CLIENT_ID: 'arbiter',
    });
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('answers /api/login with a 503 page that says sign-in is unavailable', async () => {
    const response = await fetch(`${server.url}/api/login?returnTo=%2Fopportunities`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('retry-after')).toBe('60');
    const body = await response.text();
    expect(body).toContain('Sign-in is unavailable right now');
    expect(body).not.toMatch(/ECONNREFUSED|Internal server error|requestId/);
    const css = await fetch(`${server.url}/auth.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
  });
});
