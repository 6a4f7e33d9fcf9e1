import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { runtimeFiles } from '../runtime-files';
import { openTestDatabase } from '../test-support/test-database';
import { syntheticOdds } from '../test-support/synthetic-odds';
import { FakeOddsApi, send } from './fixtures/fake-odds-api';
import { OddsApiClient } from './odds-api-client';
import { ThreadBodyReader, type OddsBodyReader } from './odds-body-reader';
import { OddsFeed } from './odds-feed';
import { PriceBoard } from './price-board';

const KEY = 'poll-key';
const T0 = Date.parse('2026-11-21T20:00:00Z');
const SPORTS = JSON.stringify([
  {
    key: 'basketball_nba',
    group: 'Basketball',
    title: 'NBA',
    description: 'US',
    active: true,
    has_outrights: false,
  },
]);

describe('a poll in progress', () => {
  let api: FakeOddsApi;
  let database: DatabaseHandle;
  const poll = syntheticOdds({ events: 300, books: 30, start: T0 + 3_600_000 });
  beforeAll(async () => {
    [api, database] = await Promise.all([new FakeOddsApi(KEY).start(), openTestDatabase('pglite')]);
    const body = JSON.stringify(poll);
    api.answer = (request, res) => {
      if (request.path === '/v4/sports') return send(res, 200, SPORTS, api.quotaHeaders(0));
      if (request.path.endsWith('/odds')) return send(res, 200, body, api.quotaHeaders(3));
      return send(res, 200, '[]', api.quotaHeaders(0));
    };
  }, 60_000);
  afterAll(async () => {
    await Promise.all([api.stop(), database.close()]);
  });

  it('does not hold a request: one made once the body is in is answered before detection has heard the poll', async () => {
    // Something the serving thread answers, made the moment the poll's body has arrived.
    const server = createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const order: string[] = [];
    let answered: Promise<void> = Promise.resolve();
    const thread = new ThreadBodyReader(runtimeFiles.oddsBodyWorker, pino({ level: 'silent' }));
    const reader: OddsBodyReader = {
      read(text) {
        answered = fetch(url).then(async (response) => {
          await response.text();
          order.push('request answered');
        });
        return thread.read(text);
      },
      stop: () => thread.stop(),
    };
    const client = new OddsApiClient(api.url, KEY, 10_000, fetch, reader);
    const feed = new OddsFeed(
      client,
      database.db,
      {
        regions: ['us'],
        markets: ['h2h', 'spreads', 'totals'],
        sports: ['basketball_nba'],
        planner: {
          nearIntervalMs: 15_000,
          sourceFloorMs: 0,
          farFactor: 4,
          idleIntervalMs: 900_000,
          monthlyCredits: 1_000_000,
          backoffBaseMs: 2_000,
          backoffMaxMs: 60_000,
        },
        historyRetentionMs: 86_400_000,
        tickMs: 1_000,
      },
      pino({ level: 'silent' }),
      () => T0,
    );
    let heard = 0;
    feed.onDiff((diff) => {
      heard += diff.changed.length;
      order.push('detection heard a part');
    });
    try {
      await feed.runDueWork();
      await answered;
      await feed.flushWrites();
    } finally {
      await reader.stop();
      server.close();
    }

    // On one thread with no turn given back, the request could only be answered after the
    // whole poll (parse, validate, apply, detect) was done.
    expect(order.indexOf('request answered')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('request answered')).toBeLessThan(
      order.lastIndexOf('detection heard a part'),
    );
    // And nothing was lost on the way: every price reached detection and the board.
    const expected = new PriceBoard().applySnapshot('basketball_nba', structuredClone(poll), T0);
    expect(heard).toBe(expected.changed.length);
    expect(feed.board.quoteCount).toBe(expected.changed.length);
    expect(order.filter((o) => o === 'detection heard a part').length).toBeGreaterThan(1);
  }, 120_000);
});
