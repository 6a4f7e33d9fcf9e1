import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { openTestDatabase, testDatabaseKinds } from '../../test-support/test-database';
import { postgresRateLimitStore } from './postgres-rate-limit-store';
import { countHit, purgeEndedCounters, uncountHit } from './shared-counter';

describe.each(testDatabaseKinds)('limits shared through the database (%s)', (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  /** One "process": its own Fastify instance, counting in the shared store. */
  async function apiProcess() {
    const app = Fastify();
    await app.register(rateLimit, { global: false, store: postgresRateLimitStore(database.db) });
    app.get(
      '/api/login',
      { config: { rateLimit: { max: 3, timeWindow: '1 minute' } } },
      async () => 'ok',
    );
    app.get(
      '/api/other',
      { config: { rateLimit: { max: 3, timeWindow: '1 minute' } } },
      async () => 'ok',
    );
    return app;
  }

  it('holds a sign-in limit across two processes instead of doubling it', async () => {
    const [first, second] = await Promise.all([apiProcess(), apiProcess()]);
    const statuses: number[] = [];
    for (const app of [first, second, first, second]) {
      statuses.push(
        (await app.inject({ url: '/api/login', remoteAddress: '198.51.100.7' })).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another route, and another client, count on their own.
    expect(
      (await second.inject({ url: '/api/other', remoteAddress: '198.51.100.7' })).statusCode,
    ).toBe(200);
    expect(
      (await first.inject({ url: '/api/login', remoteAddress: '198.51.100.8' })).statusCode,
    ).toBe(200);
    await Promise.all([first.close(), second.close()]);
  });

  it('counts concurrent hits without losing one, and starts a new window when one ends', async () => {
    const hits = await Promise.all(
      Array.from({ length: 20 }, () => countHit(database.db, 'burst', 60_000)),
    );
    expect(hits.map((hit) => hit.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    await uncountHit(database.db, 'burst');
    expect((await countHit(database.db, 'burst', 60_000)).hits).toBe(20);

    await countHit(database.db, 'short', 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await countHit(database.db, 'short', 60_000)).hits).toBe(1);
    await purgeEndedCounters(database.db, new Date(Date.now() + 120_000));
    expect((await countHit(database.db, 'burst', 60_000)).hits).toBe(1);
  });
});
