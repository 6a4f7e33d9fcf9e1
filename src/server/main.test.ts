import { eq } from 'drizzle-orm';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database';
import { apiUsage, users } from './db/schema/index';
import { createSession } from './auth/session-store';
import { upsertUserFromIdentity } from './auth/users';
import { openSse } from './test-support/sse-client';
import { compiledServerMain } from './test-support/process-fixture';
import { signIn } from './test-support/scripted-sign-in';
import { stopRoleProcess } from './test-support/role-process';
import { freePort } from './test-support/test-server';

/** The server from its sources, as `npm run dev` runs it; the other tests start the compiled one (faster). */
const fromSources = ['--import', 'tsx', fileURLToPath(new URL('./main.ts', import.meta.url))];
const dataDir = mkdtempSync(join(tmpdir(), 'arbiter-main-'));

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function launch(env: Record<string, string>, args = [compiledServerMain()]): Started {
  let output = '';
  const child = spawn(process.execPath, args, {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const started = { child, output: () => output, exited };
  launched.push(started);
  return started;
}

/** Every process a test started: whatever a failed test left running is stopped after the file. */
const launched: Started[] = [];
afterAll(() => Promise.all(launched.map((started) => stopRoleProcess(started, 5_000))));

async function waitForListening(started: Started, url: string) {
  // Generous: under a loaded CI machine a start (simulator included) can take a while.
  for (let i = 0; i < 600; i++) {
    if (started.child.exitCode !== null) throw new Error(`exited early:\n${started.output()}`);
    try {
      const response = await fetch(`${url}/api/membership-settings`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`did not start:\n${started.output()}`);
}

/** SIGTERM, and SIGKILL if it has not stopped within the grace (its code is then null). */
const stop = (started: Started) => stopRoleProcess(started);

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('refuses to start on a bad setting, naming it', async () => {
    const started = launch({ PORT: 'eighty', DATA_DIR: dataDir }, fromSources);
    expect(await started.exited).toBe(1);
    expect(started.output()).toMatch(
      /PORT="eighty" is invalid: expected an integer from 0 to 65535/,
    );
  });

  it('refuses a split role on the embedded database, naming DATABASE_URL and NATS_URL', async () => {
    const started = launch({ ARBITER_ROLES: 'scanner', DATA_DIR: dataDir });
    expect(await started.exited).toBe(1);
    expect(started.output()).toMatch(/Arbiter did not start/);
    expect(started.output()).toMatch(/ARBITER_ROLES=scanner splits Arbiter/);
    expect(started.output()).toMatch(/Set DATABASE_URL to a PostgreSQL server \(and NATS_URL/);
  });

  it('refuses to expose the password-less embedded sign-in, naming the way out', async () => {
    const exposed: Record<string, string>[] = [
      { HOST: '0.0.0.0' },
      { PUBLIC_URL: 'https://arbiter.example.com' },
    ];
    for (const env of exposed) {
      const started = launch({ ...env, NODE_ENV: 'production', DATA_DIR: dataDir });
      expect(await started.exited).toBe(1);
      expect(started.output()).toMatch(/embedded sign-in asks for no password/);
      expect(started.output()).toMatch(/set OIDC_ISSUER and OIDC_CLIENT_ID/);
    }
  });

  it('serves live simulator prices for at least 10 sports within a minute, with no settings', async () => {
    const port = await freePort();
    const url = `http://localhost:${port}`;
    const ownDir = mkdtempSync(join(tmpdir(), 'arbiter-feed-'));
    const started = launch({ PORT: String(port), DATA_DIR: ownDir });
    try {
      await waitForListening(started, url);
      const startedAt = Date.now();
      let live = 0;
      while (Date.now() - startedAt < 60_000) {
        const status = (await (await fetch(`${url}/api/feed/status`)).json()) as {
          source: string;
          sports: { source: string; booksReporting: number; events: number }[];
        };
        expect(status.source).toBe('simulator');
        live = status.sports.filter(
          (s) => s.source === 'live' && s.booksReporting > 0 && s.events > 0,
        ).length;
        if (live >= 10) break;
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
      expect(live).toBeGreaterThanOrEqual(10);
    } finally {
      await stop(started);
      rmSync(ownDir, { recursive: true, force: true });
    }
  }, 90_000);

  it('keeps users across a restart and refuses a second process on the same data folder', async () => {
    const port = await freePort();
    const url = `http://localhost:${port}`;
    const env = { PORT: String(port), DATA_DIR: dataDir };

    const first = launch(env);
    await waitForListening(first, url);
    const { finalUrl } = await signIn(url, { email: 'keep@arbiter.test', name: 'Keep Me' });
    expect(finalUrl).toBe(`${url}/dashboard`);

    const second = launch({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/is in use by another Arbiter process \(pid \d+\)/);

    expect(await stop(first)).toBe(0);

    const restarted = launch(env);
    await waitForListening(restarted, url);
    const again = await signIn(url, { email: 'keep@arbiter.test', name: 'Keep Me' });
    expect(again.finalUrl).toBe(`${url}/dashboard`);
    expect(await stop(restarted)).toBe(0);

    const database = await openDatabase({ kind: 'pglite', dataDir });
    const rows = await database.db.query.users.findMany();
    await database.close();
    expect(rows.map((row) => row.email)).toEqual(['keep@arbiter.test']);
    expect(rows[0]?.lastLoginAt?.getTime()).toBeGreaterThan(
      rows[0]?.createdAt.getTime() ?? Infinity,
    );
  }, 90_000);

  it('stops within 10 s on SIGTERM during polling with 100 open streams, leaving nothing half-written', async () => {
    const ownDir = mkdtempSync(join(tmpdir(), 'arbiter-stop-'));
    const prepared = await openDatabase({ kind: 'pglite', dataDir: ownDir });
    const now = new Date();
    const user = await upsertUserFromIdentity(
      prepared.db,
      {
        issuer: 'https://stop.test',
        subject: 'stop',
        email: 'stop@arbiter.test',
        emailVerified: true,
        name: 'Stop',
        firstName: 'Stop',
      },
      now,
    );
    await prepared.db
      .update(users)
      .set({
        subscriptionStatus: 'active',
        subscriptionTier: 'elite',
        accessEndsAt: new Date(now.getTime() + 86_400_000),
      })
      .where(eq(users.id, user.id));
    const policy = { idleMs: 86_400_000, absoluteMs: 86_400_000 };
    const { rawId } = await createSession(prepared.db, user.id, policy, now, null);
    await prepared.close();

    const port = await freePort();
    const url = `http://localhost:${port}`;
    const started = launch({
      PORT: String(port),
      DATA_DIR: ownDir,
      SIM_SPEED: '30',
      ODDS_POLL_INTERVAL_S: '1',
      STREAMS_PER_SESSION: '100',
      LOG_LEVEL: 'warn',
    });
    try {
      await waitForListening(started, url);
      const streams = await Promise.all(
        Array.from({ length: 100 }, () =>
          openSse(`${url}/api/stream`, { cookie: `arbiter_session=${rawId}` }),
        ),
      );
      expect(streams.every((s) => s.response.status === 200)).toBe(true);
      // Polling is under way: prices are arriving.
      for (let i = 0; i < 300; i++) {
        const status = (await (await fetch(`${url}/api/feed/status`)).json()) as {
          sports: { events: number }[];
        };
        if (status.sports.filter((s) => s.events > 0).length >= 3) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const stopAt = Date.now();
      started.child.kill('SIGTERM');
      const code = await started.exited;
      expect(Date.now() - stopAt).toBeLessThan(10_000);
      expect(code, started.output()).toBe(0);
      await Promise.all(streams.map((s) => s.ended));
    } finally {
      if (started.child.exitCode === null) started.child.kill('SIGKILL');
    }
    const after = await openDatabase({ kind: 'pglite', dataDir: ownDir });
    const usage = await after.db.select().from(apiUsage);
    await after.close();
    rmSync(ownDir, { recursive: true, force: true });
    expect(usage.length).toBeGreaterThan(0);
    // Every call that was started was also answered and recorded before the process ended.
    expect(usage.filter((row) => row.errorCode === 'in-flight')).toEqual([]);
  }, 120_000);
});
