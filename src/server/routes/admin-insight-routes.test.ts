import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminOpportunitiesResponse,
  AnalyticsResponse,
} from '../../contracts/admin-analytics';
import type { ApiUsageResponse } from '../../contracts/admin-usage';
import type { GradedPicksResponse } from '../../contracts/graded-picks';
import { closingPrices } from '../../core/portfolio/closing-line';
import { events, opportunityLog, priceChanges, sports, type LoggedLeg } from '../db/schema/index';
import { errorBody, FakeOddsApi, send } from '../odds/fixtures/fake-odds-api';
import { CreditMeter } from '../odds/metered-call';
import { OddsApiClient } from '../odds/odds-api-client';
import { PollPlanner } from '../odds/poll-planner';
import { buildInjectedApp, type InjectedApp } from '../test-support/injected-app';

const NOW = Date.now();
const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(NOW + offsetMs);

const leg = (book: string, outcome: string, point: number | null, price: number): LoggedLeg => ({
  book,
  outcome,
  point,
  price,
  effectivePrice: price,
  stakeRatio: 1,
});

const GAMES = {
  nba: { id: 'ev-lal-bos', sportKey: 'basketball_nba', home: 'Lakers', away: 'Celtics' },
  epl: { id: 'ev-ars-che', sportKey: 'soccer_epl', home: 'Arsenal', away: 'Chelsea' },
  nfl: { id: 'ev-kc-buf', sportKey: 'americanfootball_nfl', home: 'Chiefs', away: 'Bills' },
} as const;

type Game = (typeof GAMES)[keyof typeof GAMES];

function logged(
  id: string,
  game: Game,
  kind: 'arbitrage' | 'value' | 'middle',
  market: string,
  legs: LoggedLeg[],
  life: { firstSeen: number; lastSeen: number; ended: 'edge_gone' | 'event_started' | null },
  returns: { peak: number; last: number },
  commence = -5 * HOUR,
) {
  return {
    id,
    kind,
    eventId: game.id,
    sportKey: game.sportKey,
    homeTeam: game.home,
    awayTeam: game.away,
    commenceTime: at(commence),
    market,
    line: legs[0]?.point ?? null,
    firstSeen: at(life.firstSeen),
    lastSeen: at(life.lastSeen),
    endedAt: life.ended ? at(life.lastSeen) : null,
    endReason: life.ended,
    peakReturn: returns.peak,
    lastReturn: returns.last,
    legs,
  };
}

const before = { firstSeen: -9 * HOUR, lastSeen: -8 * HOUR, ended: 'edge_gone' as const };
const ev = { peak: 0.04, last: 0.03 };

describe('admin analytics, opportunities, graded picks and API usage', () => {
  let env: InjectedApp;
  let admin: string;
  const get = <T>(url: string) =>
    env.app.inject({ method: 'GET', url, headers: { cookie: admin } }).then((r) => {
      expect(r.statusCode, r.body).toBe(200);
      return r.json<T>();
    });

  beforeAll(async () => {
    env = await buildInjectedApp({
      ADMIN_EMAILS: 'ops@arbiter.test',
      ODDS_API_KEY: 'stand-in-key',
      ODDS_API_MONTHLY_CREDITS: '20000',
      ODDS_API_CREDIT_PRICE_USD: '0.002',
    });
    admin = await env.sessionCookie('ops@arbiter.test');
    const db = env.database.db;
    await db.insert(sports).values([
      {
        key: 'basketball_nba',
        groupName: 'Basketball',
        title: 'NBA',
        active: true,
        hasOutrights: false,
      },
      { key: 'soccer_epl', groupName: 'Soccer', title: 'EPL', active: true, hasOutrights: false },
      {
        key: 'americanfootball_nfl',
        groupName: 'American Football',
        title: 'NFL',
        active: true,
        hasOutrights: false,
      },
    ]);
    const scored = (home: number, away: number, game: Game) => [
      { name: game.home, score: String(home) },
      { name: game.away, score: String(away) },
    ];
    await db.insert(events).values([
      {
        id: GAMES.nba.id,
        sportKey: GAMES.nba.sportKey,
        commenceTime: at(-5 * HOUR),
        homeTeam: 'Lakers',
        awayTeam: 'Celtics',
        completed: true,
        scores: scored(110, 104, GAMES.nba),
        scoresUpdatedAt: at(-HOUR),
      },
      {
        id: GAMES.epl.id,
        sportKey: GAMES.epl.sportKey,
        commenceTime: at(-5 * HOUR),
        homeTeam: 'Arsenal',
        awayTeam: 'Chelsea',
        completed: true,
        scores: scored(1, 1, GAMES.epl),
        scoresUpdatedAt: at(-2 * HOUR),
      },
      {
        id: GAMES.nfl.id,
        sportKey: GAMES.nfl.sportKey,
        commenceTime: at(2 * HOUR),
        homeTeam: 'Chiefs',
        awayTeam: 'Bills',
      },
    ]);
    const later = { firstSeen: -7 * HOUR, lastSeen: -6 * HOUR, ended: 'event_started' as const };
    await db.insert(opportunityLog).values([
      // Value bets: the graded picks.
      logged(
        'v-lakers',
        GAMES.nba,
        'value',
        'h2h',
        [leg('draftkings', 'Lakers', null, 2.1)],
        before,
        ev,
      ),
      logged(
        'v-celtics+6',
        GAMES.nba,
        'value',
        'spreads',
        [leg('fanduel', 'Celtics', 6, 1.95)],
        before,
        ev,
      ),
      // The same pick again at a moved line: not a second pick.
      logged(
        'v-celtics+6.5',
        GAMES.nba,
        'value',
        'spreads',
        [leg('fanduel', 'Celtics', 6.5, 1.9)],
        later,
        ev,
      ),
      logged(
        'v-over',
        GAMES.nba,
        'value',
        'totals',
        [leg('betmgm', 'Over', 213.5, 1.91)],
        before,
        ev,
      ),
      logged(
        'v-lakers-6.5',
        GAMES.nba,
        'value',
        'spreads',
        [leg('caesars', 'Lakers', -6.5, 2)],
        before,
        ev,
      ),
      logged(
        'v-arsenal',
        GAMES.epl,
        'value',
        'h2h',
        [leg('bet365', 'Arsenal', null, 2.5)],
        before,
        ev,
      ),
      logged('v-draw', GAMES.epl, 'value', 'h2h', [leg('bet365', 'Draw', null, 3.4)], before, ev),
      logged(
        'v-chiefs',
        GAMES.nfl,
        'value',
        'h2h',
        [leg('draftkings', 'Chiefs', null, 1.8)],
        { firstSeen: -HOUR / 2, lastSeen: -HOUR / 4, ended: null },
        { peak: 0.05, last: 0.05 },
        2 * HOUR,
      ),
      // Arbitrage and a middle: counted in analytics, never graded as picks.
      logged(
        'a-nba',
        GAMES.nba,
        'arbitrage',
        'h2h',
        [leg('draftkings', 'Lakers', null, 2.1), leg('fanduel', 'Celtics', null, 2.1)],
        before,
        { peak: 0.02, last: 0.01 },
      ),
      logged(
        'a-nba-old',
        GAMES.nba,
        'arbitrage',
        'totals',
        [leg('betmgm', 'Over', 214.5, 2.1), leg('caesars', 'Under', 214.5, 2.1)],
        { firstSeen: -72 * HOUR, lastSeen: -71 * HOUR, ended: 'edge_gone' },
        { peak: 0.04, last: 0.01 },
      ),
      logged(
        'm-epl',
        GAMES.epl,
        'middle',
        'spreads',
        [leg('bet365', 'Arsenal', -0.5, 2), leg('pinnacle', 'Chelsea', 1.5, 2)],
        before,
        { peak: 0.03, last: 0.02 },
      ),
    ]);
    // The close of the Lakers moneyline: Pinnacle's last prices before the start, and a price
    // after the start that must not count.
    await db.insert(priceChanges).values([
      {
        eventId: GAMES.nba.id,
        market: 'h2h',
        outcome: 'Lakers',
        point: null,
        book: 'pinnacle',
        price: 1.95,
        changedAt: at(-7 * HOUR),
      },
      {
        eventId: GAMES.nba.id,
        market: 'h2h',
        outcome: 'Celtics',
        point: null,
        book: 'pinnacle',
        price: 1.95,
        changedAt: at(-7 * HOUR),
      },
      {
        eventId: GAMES.nba.id,
        market: 'h2h',
        outcome: 'Lakers',
        point: null,
        book: 'pinnacle',
        price: 1.8,
        changedAt: at(-5.5 * HOUR),
      },
      {
        eventId: GAMES.nba.id,
        market: 'h2h',
        outcome: 'Celtics',
        point: null,
        book: 'pinnacle',
        price: 2.1,
        changedAt: at(-5.5 * HOUR),
      },
      {
        eventId: GAMES.nba.id,
        market: 'h2h',
        outcome: 'Lakers',
        point: null,
        book: 'pinnacle',
        price: 1.2,
        changedAt: at(-4 * HOUR),
      },
      {
        eventId: GAMES.nba.id,
        market: 'h2h',
        outcome: 'Celtics',
        point: null,
        book: 'pinnacle',
        price: 4.5,
        changedAt: at(-4 * HOUR),
      },
    ]);
  });
  afterAll(async () => {
    await env?.close();
  });

  it('grades every published value bet from the final scores, as counted by hand', async () => {
    const picks = await get<GradedPicksResponse>('/api/admin/graded-picks');
    // By hand, at $100 each: Lakers ML 2.10 won +110; Celtics +6 landed on the line, a push;
    // Over 213.5 (214) won +91; Lakers −6.5 lost by half a point −100; Arsenal lost to the draw
    // (soccer is 3-way) −100; the Draw at 3.40 won +240; the Chiefs have not played.
    expect(picks).toMatchObject({
      stake: 100,
      totalPicks: 7,
      totalGraded: 6,
      pending: 1,
      wins: 3,
      losses: 2,
      pushes: 1,
      voids: 0,
      winRate: 3 / 5,
      totalPL: 110 + 91 - 100 - 100 + 240,
      roi: 241 / 600,
    });
    const byId = new Map(picks.recentPicks.map((pick) => [pick.id, pick]));
    expect([...byId.keys()].sort()).toEqual(
      [
        'v-arsenal',
        'v-celtics+6',
        'v-chiefs',
        'v-draw',
        'v-lakers',
        'v-lakers-6.5',
        'v-over',
      ].sort(),
    );
    expect(byId.get('v-celtics+6')).toMatchObject({ result: 'push', profitLoss: 0, point: 6 });
    expect(byId.get('v-chiefs')).toMatchObject({
      result: null,
      profitLoss: null,
      gradedDate: null,
    });
    expect(byId.get('v-lakers')).toMatchObject({
      result: 'win',
      profitLoss: 110,
      gradedDate: at(-HOUR).toISOString(),
    });
    // CLV against the devigged Pinnacle close (1.80 / 2.10), not the price after the start.
    const fair = closingPrices(
      {
        event: {
          id: GAMES.nba.id,
          sport: 'basketball_nba',
          homeTeam: 'Lakers',
          awayTeam: 'Celtics',
          commenceTime: NOW - 5 * HOUR,
        },
        kind: 'h2h',
        quotes: [
          { book: 'pinnacle', outcome: 'Lakers', price: 1.8, lastUpdate: NOW - 5.5 * HOUR },
          { book: 'pinnacle', outcome: 'Celtics', price: 2.1, lastUpdate: NOW - 5.5 * HOUR },
        ],
      },
      { book: 'draftkings', outcome: 'Lakers', point: null },
    ).fairClosingOdds!;
    expect(byId.get('v-lakers')?.fairClosingOdds).toBeCloseTo(fair, 10);
    expect(byId.get('v-lakers')?.clv).toBeCloseTo(2.1 / fair - 1, 10);

    const nbaOnly = await get<GradedPicksResponse>('/api/admin/graded-picks?sport=nba');
    expect(nbaOnly).toMatchObject({ totalPicks: 4, wins: 2, losses: 1, pushes: 1, totalPL: 101 });
  });

  it('counts the opportunity log by range and sport', async () => {
    const day = await get<AnalyticsResponse>('/api/admin/analytics?range=24h');
    expect(day).toMatchObject({
      totalOpportunities: 10,
      arbitrageCount: 1,
      evCount: 8,
      middleCount: 1,
      avgArbitrageProfit: 0.02,
      liveNow: null,
    });
    expect(day.avgEVPercentage).toBeCloseTo((7 * 0.04 + 0.05) / 8, 12);
    expect(day.topSports.map((s) => [s.name, s.opportunities])).toEqual([
      ['NBA', 6],
      ['EPL', 3],
      ['NFL', 1],
    ]);
    expect(day.topSports[0]).toMatchObject({ arbitrageCount: 1, totalProfit: 2, avgProfit: 0.02 });

    const week = await get<AnalyticsResponse>('/api/admin/analytics?range=7d&sport=nba');
    expect(week).toMatchObject({ totalOpportunities: 7, arbitrageCount: 2, evCount: 5 });
    expect(week.avgArbitrageProfit).toBeCloseTo(0.03, 12);
    const hour = await get<AnalyticsResponse>('/api/admin/analytics?range=1h');
    expect(hour).toMatchObject({ totalOpportunities: 1, evCount: 1 });
    const none = await get<AnalyticsResponse>('/api/admin/analytics?sport=mlb');
    expect(none).toMatchObject({ totalOpportunities: 0, topSports: [], avgArbitrageProfit: null });
  });

  it('lists opportunities with their status, why they ended, lifespan and peak; search ignores case', async () => {
    const found = await get<AdminOpportunitiesResponse>(
      '/api/admin/opportunities?range=24h&search=LAKERS',
    );
    expect(found.matching).toBe(found.opportunities.length);
    expect(new Set(found.opportunities.map((o) => o.homeTeam))).toEqual(new Set(['Lakers']));
    const lakers = found.opportunities.find((o) => o.id === 'v-lakers');
    expect(lakers).toMatchObject({
      status: 'ended',
      endReason: 'edge_gone',
      lifespanSeconds: 3600,
      peakReturn: 0.04,
      profit: 0.03,
      riskLevel: null,
      books: ['DraftKings'],
    });
    const bySport = await get<AdminOpportunitiesResponse>('/api/admin/opportunities?search=epl');
    expect(bySport.opportunities.map((o) => o.id).sort()).toEqual(['m-epl', 'v-arsenal', 'v-draw']);
    // Never closed in the log, and no engine holds it: it was live when the server stopped.
    const open = await get<AdminOpportunitiesResponse>('/api/admin/opportunities?search=chiefs');
    expect(open.opportunities[0]).toMatchObject({ status: 'ended', endReason: 'not_seen' });
    const live = await get<AdminOpportunitiesResponse>('/api/admin/opportunities?status=live');
    expect(live.opportunities).toEqual([]);
  });

  it('reports the credits the odds source put in its headers', async () => {
    const source = await new FakeOddsApi('stand-in-key').start();
    try {
      const answers = [
        { status: 200, body: '[]', used: 1206, remaining: 18794, last: 6 },
        { status: 200, body: '[]', used: 1208, remaining: 18792, last: 2 },
        {
          status: 429,
          body: errorBody('EXCEEDED_FREQ_LIMIT', 'Too many requests'),
          used: 1208,
          remaining: 18792,
          last: 0,
        },
      ];
      source.answer = (_request, res) => {
        const next = answers.shift()!;
        send(res, next.status, next.body, {
          'x-requests-used': String(next.used),
          'x-requests-remaining': String(next.remaining),
          'x-requests-last': String(next.last),
        });
      };
      const planner = new PollPlanner(
        {
          nearIntervalMs: 15_000,
          sourceFloorMs: 0,
          farFactor: 4,
          idleIntervalMs: 900_000,
          monthlyCredits: 20_000,
          costPerPoll: 3,
          backoffBaseMs: 2_000,
          backoffMaxMs: 60_000,
        },
        Date.now(),
        0,
      );
      const meter = new CreditMeter(
        env.database.db,
        () => planner,
        pino({ level: 'silent' }),
        Date.now,
        0,
      );
      const client = new OddsApiClient(source.url, 'stand-in-key', 5_000);
      const odds = { regions: ['us'], markets: ['h2h', 'spreads', 'totals'] };
      await meter.call({ sport: 'basketball_nba', endpoint: 'odds', estimate: 3 }, () =>
        client.odds('basketball_nba', odds),
      );
      await meter.call({ sport: 'basketball_nba', endpoint: 'scores', estimate: 2 }, () =>
        client.scores('basketball_nba', 3),
      );
      await expect(
        meter.call({ sport: 'soccer_epl', endpoint: 'odds', estimate: 3 }, () =>
          client.odds('soccer_epl', odds),
        ),
      ).rejects.toThrow();
    } finally {
      await source.stop();
    }

    const usage = await get<ApiUsageResponse>('/api/admin/api-usage');
    const now = new Date();
    const daysInMonth = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0),
    ).getUTCDate();
    expect(usage).toMatchObject({
      source: 'the-odds-api',
      pricePerCredit: 0.002,
      limits: { monthly: 20_000, daily: Math.floor(20_000 / daysInMonth) },
      today: { credits: 8, calls: 3 },
      thisMonth: { credits: 8, calls: 3, used: 1208, remaining: 18792, cost: 2.42 },
      bySport: [
        { key: 'basketball_nba', calls: 2, credits: 8 },
        { key: 'soccer_epl', calls: 1, credits: 0 },
      ],
      byEndpoint: [
        { key: 'odds', calls: 2, credits: 6 },
        { key: 'scores', calls: 1, credits: 2 },
      ],
      status: {
        healthy: false,
        callsLastHour: 3,
        errorsLastHour: 1,
        lastError: { endpoint: 'odds', code: 'EXCEEDED_FREQ_LIMIT', status: 429 },
      },
      empty: false,
    });
    expect(usage.today.percentage).toBeCloseTo(8 / (20_000 / daysInMonth), 12);
    expect(usage.daily).toHaveLength(30);
    expect(usage.daily.at(-1)).toEqual({
      day: now.toISOString().slice(0, 10),
      credits: 8,
      calls: 3,
      errors: 1,
    });
    expect(usage.projectedMonth.credits).toBeGreaterThanOrEqual(8);
  });
});
