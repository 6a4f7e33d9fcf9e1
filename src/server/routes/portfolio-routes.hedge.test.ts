import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positionHedgeSchema } from '../../contracts/hedge';
import type { Database } from '../db/database';
import { opportunityLog } from '../db/schema/index';
import { OddsApiClient } from '../odds/odds-api-client';
import { OddsFeed } from '../odds/odds-feed';
import { moneylineGame } from '../test-support/moneyline-game';
import { buildInjectedApp, type InjectedApp } from '../test-support/injected-app';
import { testDatabaseKinds } from '../test-support/test-database';

const HOUR = 3_600_000;
/** Noon UTC today: sessions made now stay valid on the app's fixed clock. */
const NOW = Math.floor(Date.now() / 86_400_000) * 86_400_000 + 12 * HOUR;
const clock = () => new Date(NOW);

/** A logged arbitrage on `eventId`: Lakers 2.04 at DraftKings, Celtics 2.02 at FanDuel. */
const loggedArbitrage = (id: string, eventId: string) => ({
  id,
  kind: 'arbitrage' as const,
  eventId,
  sportKey: 'basketball_nba',
  homeTeam: 'Lakers',
  awayTeam: 'Celtics',
  commenceTime: new Date(NOW + 3 * HOUR),
  market: 'h2h',
  line: null,
  firstSeen: new Date(NOW - HOUR),
  lastSeen: new Date(NOW - HOUR / 2),
  peakReturn: 0.0149,
  lastReturn: 0.0149,
  legs: [
    { book: 'draftkings', outcome: 'Lakers', point: null, price: 2.04, effectivePrice: 2.04 },
    { book: 'fanduel', outcome: 'Celtics', point: null, price: 2.02, effectivePrice: 2.02 },
  ].map((leg) => ({ ...leg, stakeRatio: 0.5 })),
});

/** Each book's h2h prices [Lakers, Celtics] for `eventId`, last updated `ageMs` before now. */
const wireEvent = (eventId: string, books: Record<string, [number, number, number]>) =>
  moneylineGame({
    id: eventId,
    commenceTime: NOW + 3 * HOUR,
    prices: Object.fromEntries(
      Object.entries(books).map(([key, [lakers, celtics, ageMs]]) => [
        key,
        [lakers, celtics, ageMs / 1000],
      ]),
    ),
    at: NOW,
  });

/** Never started: the test sets the board by hand. */
const idleFeed = (db: Database) =>
  new OddsFeed(
    new OddsApiClient('http://127.0.0.1:9', 'unused', 100),
    db,
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
    pino({ level: 'silent' }),
  );

describe.each(testDatabaseKinds)('GET /api/user/positions/:historyId/hedge (%s)', (kind) => {
  let harness: InjectedApp;
  let feed: OddsFeed;
  let member: Record<string, string>;
  let other: Record<string, string>;
  const call = (
    headers: Record<string, string>,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    payload?: object,
  ) => harness.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const place = async (opportunityId: string, stakes: [number, number]) => {
    const placed = await call(member, 'POST', '/api/user/bets/from-opportunity', {
      opportunityId,
      legs: stakes.map((stake) => ({ stake })),
    });
    expect(placed.statusCode).toBe(201);
    return placed.json() as { record: { id: string }; bets: { id: string; outcome: string }[] };
  };
  const hedgeOf = (historyId: string, headers = member) =>
    call(headers, 'GET', `/api/user/positions/${historyId}/hedge`);

  beforeAll(async () => {
    harness = await buildInjectedApp(
      {},
      {
        clock,
        database: kind,
        feed: (db) => (feed = idleFeed(db)),
      },
    );
    member = {
      ...harness.sameOrigin,
      cookie: await harness.sessionCookie('member@arbiter.test', { subscriber: true }),
    };
    other = {
      ...harness.sameOrigin,
      cookie: await harness.sessionCookie('other@arbiter.test', { subscriber: true }),
    };
    await harness.database.db
      .insert(opportunityLog)
      .values([loggedArbitrage('arb-void', 'g-void'), loggedArbitrage('arb-short', 'g-short')]);
    const maxAgeMs = harness.config.detection.maxAgeMs;
    feed.board.applySnapshot(
      'basketball_nba',
      [
        wireEvent('g-void', {
          draftkings: [2.0, 1.9, 5_000],
          betmgm: [1.95, 2.08, 5_000],
          // The best Celtics price, but older than QUOTE_MAX_AGE_S: not offered.
          caesars: [1.8, 2.3, maxAgeMs + 60_000],
        }),
        wireEvent('g-short', { betmgm: [1.95, 2.0, 5_000] }),
      ],
      NOW,
    );
  });
  afterAll(async () => {
    await harness.close();
  });

  it('covers a voided leg at the best fresh price across the books', async () => {
    const { record, bets } = await place('arb-void', [100, 100]);
    const celtics = bets.find((bet) => bet.outcome === 'Celtics')!;
    const voided = await call(member, 'PATCH', `/api/user/bets/${celtics.id}`, { status: 'void' });
    expect(voided.statusCode).toBe(200);

    const response = await hedgeOf(record.id);
    expect(response.statusCode).toBe(200);
    const hedge = positionHedgeSchema.parse(response.json());
    expect(hedge).toMatchObject({ eventId: 'g-void', market: 'h2h', pushPossible: false });
    expect(hedge.legs.map((leg) => [leg.outcome, leg.status])).toEqual([
      ['Lakers', 'open'],
      ['Celtics', 'void'],
    ]);
    // Lakers pay $204; $98.08 on Celtics at 2.08 pays $204 too, for $198.08 staked.
    expect(hedge.plan).toEqual({
      kind: 'hedge',
      bets: [
        {
          outcome: 'Celtics',
          point: null,
          book: 'betmgm',
          bookTitle: expect.any(String),
          price: 2.08,
          effectivePrice: 2.08,
          stake: 98.08,
          limit: null,
          cappedByLimit: false,
          ageSeconds: 5,
        },
      ],
      results: [
        { outcome: 'Lakers', point: null, unhedged: 104, hedged: 5.92 },
        { outcome: 'Celtics', point: null, unhedged: -100, hedged: 5.92 },
      ],
      unhedged: { worst: -100, best: 104 },
      hedged: { worst: 5.92, best: 5.92 },
    });
  });

  it("follows the member's book ledger: a closed book is passed over, their own limit caps", async () => {
    const ledger = (books: object[]) =>
      call(member, 'PUT', '/api/user/books', { onlyMyBooks: false, books });
    const saved = await ledger([
      { book: 'betmgm', status: 'closed', maxStake: null, commission: null },
      { book: 'draftkings', status: 'active', maxStake: 50, commission: null },
    ]);
    expect(saved.statusCode).toBe(200);
    const voidPosition = (await call(member, 'GET', '/api/user/bets')).json().data as {
      historyId: string;
      status: string;
    }[];
    const historyId = voidPosition.find((bet) => bet.status === 'void')!.historyId;
    const hedge = (await hedgeOf(historyId)).json();
    // Lakers: 204 − 100 − 50 = 54; Celtics: 50 × 1.90 − 150 = −55.
    expect(hedge.plan.bets).toEqual([
      expect.objectContaining({ book: 'draftkings', stake: 50, limit: 50, cappedByLimit: true }),
    ]);
    expect(hedge.plan.hedged).toEqual({ worst: -55, best: 54 });
    expect((await ledger([])).statusCode).toBe(200);
  });

  it('tops up a leg the book accepted at a smaller stake', async () => {
    const { record } = await place('arb-short', [100, 40]);
    const hedge = (await hedgeOf(record.id)).json();
    // Celtics pay $80.80 of Lakers' $204: $61.60 more at 2.00 levels them.
    expect(hedge.plan.bets).toEqual([expect.objectContaining({ book: 'betmgm', stake: 61.6 })]);
    expect(hedge.plan.hedged).toEqual({ worst: 2.4, best: 2.4 });
  });

  it("answers 404 for another member's position and for an unknown one, 400 for a bad id", async () => {
    const [mine] = (await call(member, 'GET', '/api/user/bets')).json().data;
    expect((await hedgeOf(mine.historyId, other)).statusCode).toBe(404);
    expect((await hedgeOf('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await hedgeOf('not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('historyId');
  });

  it('refuses a settled position with 409', async () => {
    const placed = (await call(member, 'GET', '/api/user/bets')).json().data as {
      id: string;
      historyId: string;
      outcome: string;
    }[];
    const lakers = placed.find((bet) => bet.outcome === 'Lakers')!;
    await call(member, 'PATCH', `/api/user/bets/${lakers.id}`, { status: 'won' });
    const response = await hedgeOf(lakers.historyId);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('settled');
  });

  it('asks for sign-in', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/user/positions/00000000-0000-4000-8000-000000000000/hedge',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/user/positions/:historyId/hedge without the odds feed', () => {
  it('answers 503 with a message', async () => {
    const harness = await buildInjectedApp();
    try {
      const cookie = await harness.sessionCookie('member@arbiter.test', { subscriber: true });
      const response = await harness.app.inject({
        method: 'GET',
        url: '/api/user/positions/00000000-0000-4000-8000-000000000000/hedge',
        headers: { ...harness.sameOrigin, cookie },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toContain('Live prices');
    } finally {
      await harness.close();
    }
  });
});
