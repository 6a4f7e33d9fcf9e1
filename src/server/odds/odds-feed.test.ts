import { asc, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../db/database';
import { apiUsage, quotes } from '../db/schema/index';
import { openTestDatabase } from '../test-support/test-database';
import { errorBody, FakeOddsApi, fixture, send, type Answer } from './fixtures/fake-odds-api';
import { OddsApiClient } from './odds-api-client';
import { OddsFeed, type OddsFeedSettings } from './odds-feed';
import type { BoardDiff } from './price-board';

const KEY = 'SECRET-KEY-123';
const T0 = Date.parse('2026-11-21T20:00:00Z'); // NBA tips off within 6 h, EPL kicks off later
const NBA = 'basketball_nba';
const EPL = 'soccer_epl';

let api: FakeOddsApi;
let database: DatabaseHandle;
let clock = T0;
let lines: string[] = [];

beforeAll(async () => {
  [api, database] = await Promise.all([new FakeOddsApi(KEY).start(), openTestDatabase('pglite')]);
});
afterAll(async () => {
  await Promise.all([api.stop(), database.close()]);
});
beforeEach(async () => {
  api.reset();
  clock = T0;
  lines = [];
  await database.db.execute(
    sql`truncate table api_usage, price_changes, quotes, events, sports restart identity cascade`,
  );
});
afterEach(() => {
  // Whatever happened in the test, the key never reached a log line.
  expect(lines.join('\n')).not.toContain(KEY);
});

function makeFeed(
  overrides: Partial<OddsFeedSettings> = {},
  monthlyCredits = 1_000_000,
  db: Database = database.db,
) {
  const settings: OddsFeedSettings = {
    regions: ['us'],
    markets: ['h2h', 'spreads', 'totals'],
    sports: [NBA, EPL],
    planner: {
      nearIntervalMs: 15_000,
      sourceFloorMs: 0,
      farFactor: 4,
      idleIntervalMs: 900_000,
      monthlyCredits,
      backoffBaseMs: 2_000,
      backoffMaxMs: 60_000,
    },
    historyRetentionMs: 7 * 86_400_000,
    tickMs: 1_000,
    ...overrides,
  };
  const log = pino({ level: 'trace' }, { write: (line: string) => void lines.push(line) });
  const client = new OddsApiClient(api.url, KEY, 1_000);
  return new OddsFeed(client, db, settings, log, () => clock);
}

const statusOf = (feed: OddsFeed, sport: string) => {
  const status = feed.status().sports.find((s) => s.key === sport);
  if (!status) throw new Error(`${sport} is not in the feed status`);
  return status;
};
const nextPollAt = (feed: OddsFeed, sport: string) =>
  Date.parse(statusOf(feed, sport).nextPollAt ?? 'NaN');
/** The first whole millisecond at which `sport` is due (jittered backoff is fractional). */
const dueAt = (feed: OddsFeed, sport: string) => nextPollAt(feed, sport) + 1;
const usageRows = () => database.db.select().from(apiUsage).orderBy(asc(apiUsage.id));
const pricesOf = (feed: OddsFeed, sport: string) =>
  feed.board
    .eventsOfSport(sport)
    .flatMap((e) => feed.board.quotesOfEvent(e.id).map((q) => q.price));
/** Odds calls for `sport` answer with `fault`; everything else is answered as recorded. */
const faultOdds =
  (sport: string, fault: Answer): Answer =>
  (request, res) =>
    request.sport === sport && request.path.endsWith('/odds') ? fault(request, res) : false;

describe('a first poll', () => {
  it('fills the board, records api_usage with the quota headers and emits diffs', async () => {
    const feed = makeFeed();
    const diffs: BoardDiff[] = [];
    feed.onDiff((diff) => diffs.push(diff));
    api.used = 40;
    await feed.runDueWork();

    expect(feed.board.eventsOfSport(NBA)).toHaveLength(2);
    expect(pricesOf(feed, NBA)).toHaveLength(2 * 3 * 6);
    expect(pricesOf(feed, EPL)).toHaveLength(2 * 3 * 3);
    const [stored] = await database.db.select({ n: sql<number>`count(*)::int` }).from(quotes);
    expect(stored?.n).toBe(54);

    expect(diffs.map((d) => d.sportKey).sort()).toEqual([NBA, EPL]);
    const nbaDiff = diffs.find((d) => d.sportKey === NBA);
    expect(nbaDiff?.changed).toHaveLength(36);
    expect(nbaDiff?.changed.every((c) => c.previousPrice === null)).toBe(true);

    const rows = (await usageRows()).map(({ endpoint, sport, cost, used, remaining, ok }) => ({
      endpoint,
      sport,
      cost,
      used,
      remaining,
      ok,
    }));
    expect(rows).toEqual([
      { endpoint: 'sports', sport: null, cost: 0, used: 40, remaining: 19_960, ok: true },
      { endpoint: 'odds', sport: NBA, cost: 3, used: 43, remaining: 19_957, ok: true },
      { endpoint: 'odds', sport: EPL, cost: 3, used: 46, remaining: 19_954, ok: true },
    ]);

    const status = feed.status();
    expect(status.quota).toEqual({ used: 46, remaining: 19_954, last: 3 });
    expect(status.creditsSpentThisMonth).toBe(6);
    expect(statusOf(feed, NBA)).toMatchObject({ source: 'live', events: 2, lastError: null });
    // Events within 6 hours poll at the near interval, later ones at farFactor × that.
    expect(nextPollAt(feed, NBA)).toBe(T0 + 15_000);
    expect(nextPollAt(feed, EPL)).toBe(T0 + 60_000);
  });

  it('a restarted feed restores the board and this month’s spend from the database', async () => {
    await makeFeed().runDueWork();
    const restarted = makeFeed();
    await restarted.start();
    restarted.stop();
    expect(pricesOf(restarted, NBA)).toHaveLength(36);
    expect(restarted.status().creditsSpentThisMonth).toBe(6);
  });
});

describe('a failing source', () => {
  it.each<[string, Answer, string, number, string]>([
    [
      'a 503',
      (_q, res) => send(res, 503, 'Service Unavailable'),
      'server-error',
      503,
      'answered 503: Service Unavailable',
    ],
    [
      'a 429',
      (request, res) =>
        send(
          res,
          429,
          errorBody('EXCEEDED_FREQ_LIMIT', `Too many requests for ${request.query.get('apiKey')}`),
        ),
      'EXCEEDED_FREQ_LIMIT',
      429,
      'answered 429 EXCEEDED_FREQ_LIMIT: Too many requests for [redacted]',
    ],
    [
      'a malformed body',
      (_q, res) => send(res, 200, '{"data": []}'),
      'malformed',
      200,
      'not a JSON array of events',
    ],
  ])(
    '%s keeps the last good prices, marks the sport cached and backs off; it is live again once cleared',
    async (_name, fault, errorCode, status, lastError) => {
      const feed = makeFeed({ sports: [NBA] });
      await feed.runDueWork();
      const good = pricesOf(feed, NBA);
      api.answer = faultOdds(NBA, fault);

      const delays: number[] = [];
      for (let failures = 1; failures <= 6; failures++) {
        clock = dueAt(feed, NBA);
        await feed.runDueWork();
        expect(pricesOf(feed, NBA)).toEqual(good);
        expect(statusOf(feed, NBA)).toMatchObject({ source: 'cached', events: 2 });
        expect(statusOf(feed, NBA).lastError).toContain(lastError);
        const delay = nextPollAt(feed, NBA) - clock;
        expect(delay).toBeGreaterThanOrEqual(15_000);
        expect(delay).toBeLessThanOrEqual(
          Math.max(15_000, Math.min(60_000, 2_000 * 2 ** (failures - 1))),
        );
        delays.push(delay);
      }
      expect(delays.at(-1)).toBeGreaterThanOrEqual(30_000); // well past the 15 s interval
      const failed = (await usageRows()).filter((r) => !r.ok);
      expect(failed).toHaveLength(6);
      expect(failed.every((r) => r.errorCode === errorCode && r.status === status)).toBe(true);
      expect(lines.filter((l) => l.includes('odds call failed'))).toHaveLength(6);

      api.answer = null;
      clock = dueAt(feed, NBA);
      await feed.runDueWork();
      expect(statusOf(feed, NBA)).toMatchObject({ source: 'live', lastError: null });
      expect(nextPollAt(feed, NBA)).toBe(clock + 15_000);
      expect(api.oddsRequests(NBA)).toHaveLength(8);
    },
  );
});

describe('OUT_OF_USAGE_CREDITS', () => {
  it('halts polling with a loud log line and a failed api_usage row; nothing more is spent', async () => {
    const feed = makeFeed();
    await feed.runDueWork();
    api.answer = faultOdds(NBA, (request, res) =>
      send(
        res,
        401,
        errorBody('OUT_OF_USAGE_CREDITS', `Usage quota reached for ${request.query.get('apiKey')}`),
        { 'x-requests-used': '20000', 'x-requests-remaining': '0', 'x-requests-last': '0' },
      ),
    );
    clock += 15_000;
    await feed.runDueWork();

    const status = feed.status();
    expect(status.halted).toBe('OUT_OF_USAGE_CREDITS');
    expect(status.sports.map((s) => [s.source, s.nextPollAt])).toEqual([
      ['cached', null],
      ['cached', null],
    ]);
    const loud = lines.map((l) => JSON.parse(l) as { level: number; msg: string });
    expect(loud.some((l) => l.level >= 50 && l.msg.includes('OUT_OF_USAGE_CREDITS'))).toBe(true);
    const failed = (await usageRows()).filter((r) => !r.ok);
    expect(failed).toMatchObject([
      {
        endpoint: 'odds',
        sport: NBA,
        status: 401,
        errorCode: 'OUT_OF_USAGE_CREDITS',
        remaining: 0,
      },
    ]);

    // Six more hours while the source still has no credits: the free sports list is asked for
    // the quota now and then, and no odds or scores call is made.
    api.used = api.monthlyQuota;
    const before = api.requests.length;
    for (let step = 0; step < 36; step++) {
      clock += 10 * 60_000;
      await feed.runDueWork();
    }
    const during = api.requests.slice(before);
    expect(during.filter((r) => r.path !== '/v4/sports')).toEqual([]);
    expect(during.length).toBeGreaterThanOrEqual(30);
    expect(feed.status().halted).toBe('OUT_OF_USAGE_CREDITS');

    // Credits return (a new plan, a top-up): the next quota check resumes polling.
    api.used = 0;
    api.answer = null;
    clock += 10 * 60_000;
    await feed.runDueWork();
    expect(feed.status().halted).toBeNull();
    expect(api.oddsRequests(NBA).length).toBeGreaterThanOrEqual(2);
    expect(statusOf(feed, NBA).source).toBe('live');
  });
});

describe('which sports are polled', () => {
  it('polls only the sports listed in settings.sports', async () => {
    const feed = makeFeed({ sports: [EPL] });
    for (let step = 0; step < 4; step++, clock += 60_000) await feed.runDueWork();
    expect(new Set(api.oddsRequests().map((r) => r.sport))).toEqual(new Set([EPL]));
    expect(api.oddsRequests()).toHaveLength(4);
    expect(feed.status().sports.map((s) => s.key)).toEqual([EPL]);
  });

  it('never polls outright or inactive sports, and polls every other active sport', async () => {
    const feed = makeFeed({ sports: [] });
    await feed.runDueWork();
    const polled = new Set(api.oddsRequests().map((r) => r.sport));
    expect(polled).toEqual(new Set(['americanfootball_nfl', NBA, 'icehockey_nhl', EPL]));
    expect(
      feed
        .status()
        .sports.map((s) => s.key)
        .sort(),
    ).toEqual([...polled].sort());
    expect(feed.sportCatalogue()).toHaveLength(7);
  });
});

describe('the monthly budget', () => {
  it('with monthlyCredits = 3 × costPerPoll makes at most 3 odds calls for the rest of the month', async () => {
    const feed = makeFeed({ sports: [] }, 3 * 3);
    expect(feed.costPerPoll).toBe(3);
    const monthEnd = Date.parse('2026-12-01T00:00:00Z');
    for (; clock < monthEnd; clock += 6 * 3_600_000) await feed.runDueWork();
    clock = monthEnd - 1;
    await feed.runDueWork();

    expect(api.oddsRequests()).toHaveLength(3);
    expect(api.requests.filter((r) => r.path.endsWith('/scores'))).toEqual([]);
    expect(feed.status().creditsSpentThisMonth).toBe(9);
  });
});

describe('dirty answers', () => {
  it('keep every valid quote of the sport and report what was dropped', async () => {
    const events = JSON.parse(fixture('odds-basketball_nba.json')) as {
      home_team: string | null;
      bookmakers: {
        key: string;
        markets: { key: string; outcomes: Record<string, unknown>[] }[];
      }[];
    }[];
    const first = events[0]!;
    first.bookmakers[0]!.markets[0]!.outcomes[0]!.price = 1.0;
    delete first.bookmakers[0]!.markets[1]!.outcomes[1]!.point;
    first.bookmakers[1]!.markets[2]!.outcomes[0]!.bet_limit = null;
    first.bookmakers[2]!.key = 'betfair';
    events[1]!.home_team = null;
    api.answer = faultOdds(NBA, (_request, res) =>
      send(res, 200, JSON.stringify(events), api.quotaHeaders(3)),
    );
    const feed = makeFeed({ sports: [NBA] });
    await feed.runDueWork();
    await feed.flushWrites();

    // 3 books × 6 prices of the first event, less the 1.0 price and the spread without a point.
    expect(pricesOf(feed, NBA)).toHaveLength(16);
    const books = new Set(
      feed.board.quotesOfEvent(feed.board.eventsOfSport(NBA)[0]!.id).map((q) => q.book),
    );
    expect(books).toEqual(new Set(['draftkings', 'fanduel', 'betfair_ex_uk']));
    expect(statusOf(feed, NBA)).toMatchObject({
      source: 'live',
      lastError: null,
      droppedLastPoll: {
        'outcome-price-not-above-1': 1,
        'outcome-missing-point': 1,
        'event-without-teams': 1,
      },
      droppedTotal: 3,
    });
    expect(lines.some((l) => l.includes('dropped 3 invalid piece'))).toBe(true);
  });
});

describe('stopping in the middle of a large poll', () => {
  it('stops after the part in hand, books the call once and stores nothing of the rest', async () => {
    // 60 events × 20 books × 2 prices: 2,400 quotes, three parts of about 1,000.
    const events = Array.from({ length: 60 }, (_, i) => ({
      id: `big-${i}`,
      sport_key: NBA,
      sport_title: 'NBA',
      commence_time: new Date(T0 + 3_600_000).toISOString(),
      home_team: `Home ${i}`,
      away_team: `Away ${i}`,
      bookmakers: Array.from({ length: 20 }, (_, b) => ({
        key: `book${b}`,
        title: `Book ${b}`,
        last_update: new Date(T0 - 1_000).toISOString(),
        markets: [
          {
            key: 'h2h',
            last_update: new Date(T0 - 1_000).toISOString(),
            outcomes: [
              { name: `Home ${i}`, price: 1.9 + b / 100 },
              { name: `Away ${i}`, price: 2.0 - b / 100 },
            ],
          },
        ],
      })),
    }));
    api.answer = faultOdds(NBA, (_request, res) =>
      send(res, 200, JSON.stringify(events), api.quotaHeaders(3)),
    );
    const feed = makeFeed({ sports: [NBA] });
    const heard: number[] = [];
    let stopping: Promise<void> | null = null;
    feed.onDiff((diff) => {
      heard.push(diff.changed.length);
      stopping ??= feed.stop();
    });
    await feed.runDueWork();
    await stopping;

    expect(heard).toHaveLength(1);
    expect(heard[0]).toBeGreaterThanOrEqual(1_000);
    expect(heard[0]).toBeLessThan(2_400);
    const [stored] = await database.db.select({ n: sql<number>`count(*)::int` }).from(quotes);
    expect(stored?.n).toBe(0);
    expect((await usageRows()).filter((row) => row.endpoint === 'odds')).toHaveLength(1);
    expect(lines.some((l) => l.includes('left the rest of a poll unapplied'))).toBe(true);
  });
});

describe('a database outage during a poll', () => {
  it('is logged as a database failure; credits, prices and feed status stay right; writes catch up', async () => {
    let down = false;
    const failing = new Proxy(database.db, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver) as unknown;
        if (
          down &&
          ['insert', 'update', 'transaction', 'execute', 'select', 'delete'].includes(
            String(property),
          )
        ) {
          return () => {
            throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
          };
        }
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    }) as Database;
    const feed = makeFeed({ sports: [NBA] }, 1_000_000, failing);
    await feed.runDueWork();
    await feed.flushWrites();
    const spentBefore = feed.status().creditsSpentThisMonth;

    down = true;
    api.answer = faultOdds(NBA, (_request, res) => {
      const events = JSON.parse(fixture('odds-basketball_nba.json')) as {
        bookmakers: { markets: { outcomes: { price: number }[] }[] }[];
      }[];
      events[0]!.bookmakers[0]!.markets[0]!.outcomes[0]!.price = 1.66;
      send(res, 200, JSON.stringify(events), api.quotaHeaders(3));
    });
    clock = dueAt(feed, NBA);
    await feed.runDueWork();
    await feed.flushWrites();

    expect(feed.status().creditsSpentThisMonth).toBe(spentBefore + 3);
    expect(statusOf(feed, NBA)).toMatchObject({ source: 'live', lastError: null });
    expect(pricesOf(feed, NBA)).toContain(1.66);
    expect(lines.filter((l) => l.includes('odds call failed'))).toEqual([]);
    expect(lines.some((l) => l.includes('database failure'))).toBe(true);

    down = false;
    clock = dueAt(feed, NBA);
    await feed.runDueWork();
    await feed.flushWrites();
    const stored = await database.db.select({ price: quotes.price }).from(quotes);
    expect(stored.map((r) => r.price)).toContain(1.66);
    await feed.stop();
  });
});
