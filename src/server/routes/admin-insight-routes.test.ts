import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminOpportunitiesResponse,
  AnalyticsResponse,
} from '../../contracts/admin-analytics';
import type { ApiUsageResponse } from '../../contracts/admin-usage';
import type { GradedPicksResponse } from '../../contracts/graded-picks';
import { eq } from 'drizzle-orm';
import { closingPrices } from '../../core/portfolio/closing-line';
import { events } from '../db/schema/index';
import { errorBody, FakeOddsApi, send } from '../odds/fixtures/fake-odds-api';
import { CreditMeter } from '../odds/metered-call';
import { OddsApiClient } from '../odds/odds-api-client';
import { PollPlanner } from '../odds/poll-planner';
import { gradeDuePicks } from '../admin/pick-grades';
import { GAMES, seedTrackRecord, TRACK_RECORD } from '../test-support/admin-fixtures';
import { buildInjectedApp, type InjectedApp } from '../test-support/injected-app';

const NOW = Date.now();
const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(NOW + offsetMs);

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
      ODDS_EVENT_MARKETS_SHARE: '0.3',
    });
    admin = await env.sessionCookie('ops@arbiter.test');
    await seedTrackRecord(env.database.db, NOW);
    // What the runtime's grader does after each scores poll.
    await gradeDuePicks(env.database.db, new Date(NOW));
  });
  afterAll(async () => {
    await env?.close();
  });

  it('grades every published value bet from the final scores, as counted by hand', async () => {
    const picks = await get<GradedPicksResponse>('/api/admin/graded-picks');
    // The count by hand is in the fixture's note (admin-fixtures.ts).
    expect(picks).toMatchObject({
      stake: 100,
      totalPicks: TRACK_RECORD.totalPicks,
      totalGraded: TRACK_RECORD.totalGraded,
      pending: TRACK_RECORD.pending,
      wins: TRACK_RECORD.wins,
      losses: TRACK_RECORD.losses,
      pushes: TRACK_RECORD.pushes,
      voids: TRACK_RECORD.voids,
      winRate: 3 / 5,
      totalPL: 110 + 91 - 100 - 100 + 240,
      roi: 241 / 600,
    });
    expect(TRACK_RECORD.totalPL).toBe(110 + 91 - 100 - 100 + 240);
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

  it('grades a pick once, when its final score arrives', async () => {
    expect(await gradeDuePicks(env.database.db, new Date(NOW))).toBe(0);
    await env.database.db
      .update(events)
      .set({
        completed: true,
        scores: [
          { name: 'Chiefs', score: '20' },
          { name: 'Bills', score: '27' },
        ],
        scoresUpdatedAt: at(3 * HOUR),
      })
      .where(eq(events.id, GAMES.nfl.id));
    expect(await gradeDuePicks(env.database.db, new Date(NOW + 4 * HOUR))).toBe(1);
    const picks = await get<GradedPicksResponse>('/api/admin/graded-picks');
    expect(picks).toMatchObject({ pending: 0, totalGraded: 7, losses: 3, totalPL: 141 });
    expect(picks.recentPicks.find((pick) => pick.id === 'v-chiefs')).toMatchObject({
      result: 'loss',
      profitLoss: -100,
      gradedDate: at(3 * HOUR).toISOString(),
    });
  });

  it('counts the opportunity log by range and sport', async () => {
    const day = await get<AnalyticsResponse>('/api/admin/analytics?range=24h');
    expect(day).toMatchObject({
      totalOpportunities: TRACK_RECORD.last24h,
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
    const allWeek = await get<AnalyticsResponse>('/api/admin/analytics?range=7d');
    expect(allWeek.totalOpportunities).toBe(TRACK_RECORD.last7d);
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
    expect(usage.eventMarketsShare).toBe(0.3);
    expect(usage.split.map((row) => [row.category, row.calls, row.credits, row.budget])).toEqual([
      ['featured', 2, 6, 14_000],
      ['discovery', 0, 0, 6_000],
      ['event-markets', 0, 0, 6_000],
      ['rechecks', 0, 0, 2_000],
      ['other', 1, 2, null],
    ]);
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
