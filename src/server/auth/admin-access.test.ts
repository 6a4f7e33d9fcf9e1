import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { DetectionEngine } from '../engine/detection-engine';
import { MemoryBus } from '../platform/bus/memory-bus';
import { boardWithOneArbitrage } from '../test-support/arbitrage-board';
import { openTestDatabase } from '../test-support/test-database';
import { createSession } from './session-store';
import { upsertUserFromIdentity } from './users';

/** The subscriber rule lets admins through without a plan; nobody else gets in by e-mail alone. */
describe('subscriber routes for admins', () => {
  const NOW = Date.now();
  const config = loadConfig({ LOG_LEVEL: 'silent', ADMIN_EMAILS: 'admin@arbiter.test' });
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const engine = new DetectionEngine(
      boardWithOneArbitrage(NOW),
      { maxAgeMs: 600_000, staleGraceMs: 300_000, valueMinEv: 0.02 },
      new MemoryBus(),
      null,
      pino({ level: 'silent' }),
    );
    engine.sweep();
    app = await buildApp({
      config,
      db: database.db,
      logger: false,
      clientDir: '/nonexistent',
      engine,
    });
    // None of these members has a plan: every one is 'inactive' on the free tier.
    const members = [
      ['admin', 'admin@arbiter.test', true],
      ['unverified-admin', 'admin@arbiter.test', false],
      ['free', 'free@arbiter.test', true],
    ] as const;
    for (const [persona, email, emailVerified] of members) {
      const user = await upsertUserFromIdentity(
        database.db,
        {
          issuer: `https://idp-${persona}.test`,
          subject: persona,
          email,
          emailVerified,
          name: persona,
          firstName: persona,
        },
        new Date(NOW),
      );
      expect(user.subscriptionStatus).toBe('inactive');
      const session = await createSession(database.db, user.id, config.session, new Date(), null);
      cookies[persona] = `arbiter_session=${session.rawId}`;
    }
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const get = (url: string, persona: string) =>
    app.inject({ method: 'GET', url, headers: { cookie: cookies[persona]! } });

  it('answers an admin without a plan in full', async () => {
    const opportunities = await get('/api/opportunities', 'admin');
    expect(opportunities.statusCode).toBe(200);
    expect(opportunities.json().opportunities.length).toBeGreaterThan(0);
    expect((await get('/api/analytics/stats', 'admin')).statusCode).toBe(200);
  });

  it('still refuses a free member, and an admin address whose e-mail is not verified', async () => {
    for (const persona of ['free', 'unverified-admin']) {
      expect((await get('/api/opportunities', persona)).statusCode, persona).toBe(403);
      expect((await get('/api/analytics/stats', persona)).statusCode, persona).toBe(403);
    }
  });
});
