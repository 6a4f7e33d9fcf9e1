import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventPriceHistorySchema,
  marketIntelligenceSchema,
} from '../../contracts/market-intelligence';
import type { StreamEvent } from '../../contracts/opportunities';
import { buildApp } from '../app';
import { memberWithSession } from '../billing/test-support/member-session';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { events, priceChanges, users } from '../db/schema/index';
import { MemoryBus } from '../platform/bus/memory-bus';
import { MarketIntelligence } from '../market/market-intelligence';
import { OddsApiClient } from '../odds/odds-api-client';
import { OddsFeed } from '../odds/odds-feed';
import { openTestDatabase } from '../test-support/test-database';
import { freePort } from '../test-support/test-server';

const NOW = Date.now();
const MINUTE = 60_000;
const at = (minutes: number) => new Date(NOW + minutes * MINUTE);

const STEAM_GAME = 'nba-steam-game';
const DRIFT_GAME = 'nfl-drift-game';
const BOOKS = ['pinnacle', 'draftkings', 'fanduel', 'betmgm', 'williamhill_us'];

type Row = typeof priceChanges.$inferInsert;
const change = (
  eventId: string,
  book: string,
  outcome: string,
  price: number,
  quoteMinutes: number,
  pollMinutes: number,
): Row => ({
  eventId,
  market: 'h2h',
  outcome,
  point: null,
  book,
  price,
  previousPrice: null,
  changedAt: at(pollMinutes),
  quoteUpdatedAt: at(quoteMinutes),
});

/**
 * An NBA game where pinnacle, then draftkings, fanduel and betmgm shorten Home within four
 * minutes (all seen in one poll, stored last mover first), and an NFL game drifting slowly.
 */
function recordedPrices(): Row[] {
  const opening = BOOKS.flatMap((book) => [
    change(STEAM_GAME, book, 'Home', 1.95, -120, -120),
    change(STEAM_GAME, book, 'Away', 1.95, -120, -120),
    change(DRIFT_GAME, book, 'Home', 1.95, -120, -120),
    change(DRIFT_GAME, book, 'Away', 1.95, -120, -120),
  ]);
  const steam = [
    change(STEAM_GAME, 'betmgm', 'Home', 1.82, -6, -5),
    change(STEAM_GAME, 'fanduel', 'Home', 1.8, -7.5, -5),
    change(STEAM_GAME, 'draftkings', 'Home', 1.83, -9, -5),
    change(STEAM_GAME, 'pinnacle', 'Home', 1.8, -10, -5),
  ];
  // One step of about half a point per book every 20 minutes: a drift, never steam.
  const drift = BOOKS.flatMap((book, index) =>
    [1.94, 1.93, 1.92, 1.91].map((price, step) =>
      change(DRIFT_GAME, book, 'Home', price, -100 + step * 20 + index, -100 + step * 20 + index),
    ),
  );
  return [...opening, ...steam, ...drift];
}

describe('market intelligence routes', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let market: MarketIntelligence;
  const bus = new MemoryBus();
  const pushed: StreamEvent[] = [];
  let subscriber: Record<string, string>;
  let free: Record<string, string>;

  const get = (headers: Record<string, string> | null, url: string) =>
    app.inject({ method: 'GET', url, headers: headers ?? {} });

  beforeAll(async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', PORT: String(await freePort()) });
    database = await openTestDatabase('pglite');
    const log = pino({ level: 'silent' });
    // Never started: only its (empty) status is read.
    const feed = new OddsFeed(
      new OddsApiClient('http://127.0.0.1:9', 'unused', 100),
      database.db,
      {
        regions: ['us'],
        markets: ['h2h'],
        sports: [],
        planner: {
          nearIntervalMs: 60_000,
          sourceFloorMs: 0,
          farFactor: 4,
          idleIntervalMs: 900_000,
          monthlyCredits: 0,
          backoffBaseMs: 2_000,
          backoffMaxMs: 60_000,
        },
        historyRetentionMs: 86_400_000,
        tickMs: 1_000,
      },
      log,
    );
    // Two threads: the analysis runs in worker threads, as it does in the server.
    market = new MarketIntelligence(database.db, feed, bus, log, () => NOW, {
      refreshMs: 30_000,
      analysisThreads: 2,
      priceSource: 'simulator',
    });
    bus.subscribe((message) => pushed.push(message.event));
    app = await buildApp({
      config,
      db: database.db,
      logger: false,
      clientDir: '/nonexistent',
      feed,
      bus,
      market,
    });
    await database.db.insert(events).values([
      {
        id: STEAM_GAME,
        sportKey: 'basketball_nba',
        commenceTime: at(120),
        homeTeam: 'Home',
        awayTeam: 'Away',
      },
      {
        id: DRIFT_GAME,
        sportKey: 'americanfootball_nfl',
        commenceTime: at(180),
        homeTeam: 'Home',
        awayTeam: 'Away',
      },
    ]);
    await database.db.insert(priceChanges).values(recordedPrices());
    const cookie = async (email: string, paid: boolean) => {
      const { user, cookie } = await memberWithSession(database.db, email);
      if (paid)
        await database.db
          .update(users)
          .set({
            subscriptionTier: 'elite',
            subscriptionStatus: 'active',
            accessEndsAt: new Date(NOW + 86_400_000),
          })
          .where(eq(users.id, user.id));
      return { cookie };
    };
    subscriber = await cookie('member@arbiter.test', true);
    free = await cookie('free@arbiter.test', false);
  }, 60_000);

  afterAll(async () => {
    await market?.stop();
    await app?.close();
    await database?.close();
  });

  it('is for subscribers only', async () => {
    for (const url of [
      '/api/market-intelligence',
      `/api/market-intelligence/events/${STEAM_GAME}/history`,
    ]) {
      expect((await get(null, url)).statusCode).toBe(401);
      expect((await get(free, url)).statusCode).toBe(403);
      expect((await get(subscriber, url)).statusCode).toBe(200);
    }
  });

  it('refuses an unknown sport or range with a readable message', async () => {
    const sport = await get(subscriber, '/api/market-intelligence?sport=curling');
    expect(sport.statusCode).toBe(400);
    expect(sport.json().message).toContain('sport must be one of all, nfl, nba, mlb, nhl, soccer');
    const range = await get(subscriber, '/api/market-intelligence?range=7d');
    expect(range.statusCode).toBe(400);
    expect(range.json().message).toContain('range must be one of live, 24h, 48h');
  });

  it('finds the steam on the right game, led by the book that moved first, and pushes it', async () => {
    const response = await get(subscriber, '/api/market-intelligence?sport=all&range=live');
    const body = marketIntelligenceSchema.parse(response.json());
    expect(body.computedAt).toBe(new Date(NOW).toISOString());
    expect(body.views.map((view) => view.gameId).sort()).toEqual([STEAM_GAME, DRIFT_GAME]);
    expect(body.intelligence.map((item) => item.gameId)).toEqual(
      body.views.map((view) => view.gameId),
    );
    const steamGame = body.views.find((view) => view.gameId === STEAM_GAME)!;
    expect(steamGame.steamMoves).toHaveLength(1);
    expect(steamGame.steamMoves[0]).toMatchObject({
      market: 'h2h',
      side: 'Home',
      direction: 'down',
      leader: 'pinnacle',
      bookmakers: ['pinnacle', 'draftkings', 'fanduel', 'betmgm'],
      likelyCause: 'sharp-led',
      startTime: at(-10).getTime(),
      endTime: at(-6).getTime(),
    });
    expect(body.views.find((view) => view.gameId === DRIFT_GAME)!.steamMoves).toEqual([]);
    // Simulated prices say so, and every book the answer names has its title.
    expect(body.priceSource).toBe('simulator');
    for (const key of steamGame.steamMoves[0]!.bookmakers)
      expect(body.bookTitles[key]).toBeTruthy();
    expect(body.bookTitles.pinnacle).toBe('Pinnacle');
    expect(body.bookTitles.draftkings).toBe('DraftKings');
    expect(body.summary).toMatchObject({ activeGames: 2, steamMoves: 1 });
    expect(body.parameters.steamMinBooks).toBe(3);
    expect(body.methods.sharpVsPublic).toContain('ESTIMATE');
    expect(body.intelligence[0]!.sharpVsPublic.estimate).toBe(true);
    expect(pushed).toEqual([
      expect.objectContaining({
        type: 'market.steam',
        gameId: STEAM_GAME,
        steam: expect.objectContaining({ leader: 'pinnacle' }),
      }),
    ]);
  });

  it('filters by sport and serves the cached analysis', async () => {
    const nba = marketIntelligenceSchema.parse(
      (await get(subscriber, '/api/market-intelligence?sport=nba&range=24h')).json(),
    );
    expect(nba.views.map((view) => view.gameId)).toEqual([STEAM_GAME]);
    const nhl = marketIntelligenceSchema.parse(
      (await get(subscriber, '/api/market-intelligence?sport=nhl&range=48h')).json(),
    );
    expect(nhl.views).toEqual([]);
    expect(nhl.summary.activeGames).toBe(0);
    // The same computation is served again, not recomputed: the same ETag.
    const first = await get(subscriber, '/api/market-intelligence?sport=nba&range=24h');
    const again = await get(subscriber, '/api/market-intelligence?sport=nba&range=24h');
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it("gives one game's prices per book in the books' own time order, and 404 for an unknown game", async () => {
    const response = await get(subscriber, `/api/market-intelligence/events/${STEAM_GAME}/history`);
    const history = eventPriceHistorySchema.parse(response.json());
    expect(history.series).toHaveLength(BOOKS.length * 2);
    const pinnacleHome = history.series.find((s) => s.book === 'pinnacle' && s.outcome === 'Home')!;
    expect(pinnacleHome.points.map((p) => p.price)).toEqual([1.95, 1.8]);
    expect(pinnacleHome.bookTitle).toBe('Pinnacle');
    expect(pinnacleHome.points[1]!.at).toBe(at(-10).getTime());
    expect((await get(subscriber, '/api/market-intelligence/events/nope/history')).statusCode).toBe(
      404,
    );
  });
});
