import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrackRecordResponse } from '../../contracts/track-record';
import { FAIR_METHODS, type FairMethod } from '../../core/devig';
import { eq } from 'drizzle-orm';
import {
  bets,
  events,
  marketCloses,
  marketSignals,
  opportunityLog,
  pickGrades,
  users,
} from '../db/schema/index';
import { buildInjectedApp, type InjectedApp } from '../test-support/injected-app';
import { testDatabaseKinds } from '../test-support/test-database';

const NOW = new Date('2026-12-05T12:00:00Z');
const close = (p: number, overrides: Partial<Record<FairMethod, number>> = {}) => ({
  ...(Object.fromEntries(FAIR_METHODS.map((method) => [method, p])) as Record<FairMethod, number>),
  ...overrides,
});

/** A published value bet at 2.00 on the home side. */
const pick = (
  id: string,
  sportKey: string,
  market: string,
  firstSeen: string,
  book = 'draftkings',
) => ({
  id,
  kind: 'value' as const,
  eventId: `event-${sportKey}-${market}`,
  sportKey,
  homeTeam: 'Home',
  awayTeam: 'Away',
  commenceTime: new Date('2026-11-20T19:00:00Z'),
  market,
  line: null,
  firstSeen: new Date(firstSeen),
  lastSeen: new Date(firstSeen),
  peakReturn: 0.04,
  lastReturn: 0.03,
  legs: [{ book, outcome: 'Home', point: null, price: 2, effectivePrice: 2, stakeRatio: 1 }],
});

const signal = (id: string, kind: 'steam' | 'reverse-line-move', market: string) => ({
  id,
  kind,
  eventId: 'event-signal',
  sportKey: 'basketball_nba',
  market,
  side: 'Home',
  signalledAt: new Date('2026-11-20T17:00:00Z'),
  commenceTime: new Date('2026-11-20T19:00:00Z'),
  confidence: 60,
});

const distribution = (p: readonly number[], own: Partial<Record<FairMethod, number[]>> = {}) => ({
  ...(Object.fromEntries(FAIR_METHODS.map((method) => [method, [...p]])) as Record<
    FairMethod,
    number[]
  >),
  ...own,
});

/** A kept sharp close of a 2-way set, started on 20 October (outside the last 30 days). */
const marketClose = (
  eventId: string,
  sportKey: string,
  market: string,
  p: readonly number[],
  winner: number | null,
  extra: Partial<typeof marketCloses.$inferInsert> = {},
) => ({
  eventId,
  market,
  line: market === 'totals' ? 2.5 : 0,
  sportKey,
  commenceTime: new Date('2026-10-20T19:00:00Z'),
  source: 'feed' as const,
  reference: 'pinnacle',
  slots:
    market === 'totals'
      ? [{ outcome: 'Over' }, { outcome: 'Under' }]
      : [{ outcome: 'Home' }, { outcome: 'Away' }],
  fairByMethod: distribution(p),
  capturedAt: new Date('2026-10-20T19:05:00Z'),
  scoredAt: winner === null ? null : new Date('2026-10-21T00:00:00Z'),
  winner,
  ...extra,
});

describe.each(testDatabaseKinds)('GET /api/track-record (%s)', (kind) => {
  let env: InjectedApp;
  let memberId: string;
  const read = async (query = '') => {
    const response = await env.app.inject({ method: 'GET', url: `/api/track-record${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return { body: response.body, json: response.json<TrackRecordResponse>() };
  };

  beforeAll(async () => {
    env = await buildInjectedApp({}, { database: kind, clock: () => NOW });
    const db = env.database.db;
    await env.sessionCookie('private.member@arbiter.test', { subscriber: true });
    const [member] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'private.member@arbiter.test'));
    memberId = member!.id;
    // A member's own bet: private, never part of the platform's record.
    await db.insert(bets).values({
      userId: memberId,
      kind: 'value',
      eventId: 'event-private',
      sportKey: 'basketball_nba',
      homeTeam: 'Home',
      awayTeam: 'Away',
      market: 'h2h',
      marketKey: 'h2h',
      marketType: 'main',
      outcome: 'Home',
      odds: 2.5,
      stakeCents: 5_000,
      book: 'secret_book_xyz',
      placedAt: new Date('2026-11-20T10:00:00Z'),
      fairCloseByMethod: close(0.9),
    });
    await db.insert(opportunityLog).values([
      pick('p1', 'basketball_nba', 'h2h', '2026-11-02T10:00:00Z'),
      // The same pick republished later: counted once.
      pick('p1-again', 'basketball_nba', 'h2h', '2026-11-03T10:00:00Z'),
      pick('p2', 'basketball_nba', 'spreads', '2026-10-30T10:00:00Z'),
      pick('p3', 'soccer_epl', 'h2h', '2026-11-10T10:00:00Z'),
    ]);
    await db.insert(pickGrades).values([
      // Win at 2.00, fair close 0.52: CLV +0.04 under every method.
      { pickId: 'p1', result: 'win', profitCents: 10_000, fairCloseByMethod: close(0.52) },
      // Loss, fair close 0.45 (additive 0.47): CLV −0.10 (additive −0.06).
      {
        pickId: 'p2',
        result: 'loss',
        profitCents: -10_000,
        fairCloseByMethod: close(0.45, { additive: 0.47 }),
      },
    ]);
    await db.insert(marketSignals).values([
      // Followed at 2.10 against a fair close of 0.50: +0.05.
      {
        ...signal('s1', 'steam', 'h2h'),
        gradedAt: NOW,
        signalOdds: 2.1,
        signalBook: 'fanduel',
        fairCloseByMethod: close(0.5),
      },
      {
        ...signal('s2', 'reverse-line-move', 'spreads'),
        gradedAt: NOW,
        signalOdds: 1.9,
        signalBook: 'betmgm',
        signalPoint: -3.5,
        fairCloseByMethod: close(0.5),
      },
      signal('s3', 'steam', 'totals'),
    ]);
    await db.insert(marketCloses).values([
      marketClose('c1', 'basketball_nba', 'h2h', [0.6, 0.4], 0, {
        fairByMethod: distribution([0.6, 0.4], { shin: [0.5, 0.5] }),
      }),
      marketClose('c2', 'basketball_nba', 'h2h', [0.7, 0.3], 1),
      marketClose('c3', 'soccer_epl', 'totals', [0.55, 0.45], 0),
      // Pending, and a push: neither is scored.
      marketClose('c4', 'basketball_nba', 'h2h', [0.5, 0.5], null),
      marketClose('c5', 'basketball_nba', 'h2h', [0.5, 0.5], null, { scoredAt: NOW }),
      // A close that does not read: left out and counted.
      marketClose('c6', 'basketball_nba', 'h2h', [0.5, 0.5], 0, {
        fairByMethod: { power: [2] } as never,
      }),
      // The simulator's: scored against its truth, never with the feed's.
      marketClose('s1', 'basketball_nba', 'h2h', [0.6, 0.4], null, {
        source: 'simulator',
        knownProbabilities: [0.65, 0.35],
      }),
    ]);
    await db.insert(events).values({
      id: 'event-private',
      sportKey: 'basketball_nba',
      commenceTime: new Date('2026-11-20T19:00:00Z'),
    });
  });
  afterAll(async () => {
    await env?.close();
  });

  it('equals a hand count of the logged picks and signals, and a visitor can read it', async () => {
    const { json } = await read();
    expect(json.picks.overall).toMatchObject({
      totalPicks: 3,
      totalGraded: 2,
      pending: 1,
      wins: 1,
      losses: 1,
      totalPL: 0,
      roi: 0,
    });
    expect(json.picks.overall.clv.n).toBe(2);
    expect(json.picks.overall.clv.mean).toBeCloseTo(-0.03, 12);
    expect(json.picks.overall.clv.beatCloseRate).toBe(0.5);
    expect(json.picks.overall.clv.smallSample).toBe(true);
    expect(json.picks.bySport.map((g) => [g.key, g.totalPicks])).toEqual([
      ['basketball_nba', 2],
      ['soccer_epl', 1],
    ]);
    expect(json.picks.byMonth.map((g) => [g.key, g.totalPicks])).toEqual([
      ['2026-10', 1],
      ['2026-11', 2],
    ]);
    expect(json.picks.byMarket.map((g) => [g.key, g.wins, g.losses])).toEqual([
      ['h2h', 1, 0],
      ['spreads', 0, 1],
    ]);
    const [steam, reverse] = json.signals.byKind;
    expect(steam).toMatchObject({ key: 'steam', signals: 2, graded: 1 });
    expect(steam!.clv.mean).toBeCloseTo(0.05, 12);
    expect(reverse).toMatchObject({ key: 'reverse-line-move', signals: 1, graded: 1 });
    expect(reverse!.clv.mean).toBeCloseTo(-0.05, 12);
    const additive = json.byMethod.find((row) => row.method === 'additive')!;
    expect(additive.picks.mean).toBeCloseTo(-0.01, 12);
    expect(json.dropped).toEqual({ rows: 0, closes: 0, marketCloses: 1 });
    expect(json.dataFrom).toBe('2026-10-30T10:00:00.000Z');
  });

  it('scores every kept close by hand: real data against results, simulated apart', async () => {
    const { calibration } = (await read()).json;
    const { real, simulated } = calibration;
    expect(real.groups.map((g) => `${g.sport}/${g.market}/${g.n}`)).toEqual([
      'all/all/3',
      'nba/h2h/2',
      'soccer/totals/1',
    ]);
    const method = (group: number, name: FairMethod, card = real) =>
      card.groups[group]!.methods.find((m) => m.method === name)!;
    expect(method(0, 'power').logLoss.mean).toBeCloseTo(
      (-Math.log(0.6) - Math.log(0.3) - Math.log(0.55)) / 3,
      12,
    );
    expect(method(0, 'power').brier.mean).toBeCloseTo((0.32 + 0.98 + 0.405) / 3, 12);
    // Shin gave the first home win 0.5, not 0.6: behind power by (ln 0.6 − ln 0.5) / 2 in NBA.
    expect(method(1, 'shin').vsPower.mean).toBeCloseTo((Math.log(0.6) - Math.log(0.5)) / 2, 12);
    expect(real.dataFrom).toBe('2026-10-20T19:00:00.000Z');
    expect(simulated.against).toBe('known-probabilities');
    expect(simulated.groups[0]!.n).toBe(1);
    expect(method(0, 'power', simulated).logLoss.mean).toBeCloseTo(
      -(0.65 * Math.log(0.6) + 0.35 * Math.log(0.4)),
      12,
    );
    // Two NBA closes are far from the sample a choice needs: power stays.
    expect(calibration.defaults.map((d) => [d.sport, d.market, d.method, d.reason, d.n])).toEqual([
      ['nba', 'h2h', 'power', 'small-sample', 2],
      ['soccer', 'totals', 'power', 'small-sample', 1],
    ]);
  });

  it('reads CLV under the method asked for, and refuses one it does not know', async () => {
    const { json } = await read('?method=additive');
    expect(json.method).toBe('additive');
    expect(json.picks.overall.clv.mean).toBeCloseTo(-0.01, 12);
    const bad = await env.app.inject({ method: 'GET', url: '/api/track-record?method=vibes' });
    expect(bad.statusCode).toBe(400);
    const range = await read('?range=30d');
    // From 5 November: only the soccer pick of the 10th.
    expect(range.json.picks.overall.totalPicks).toBe(1);
    // No close started inside the range: empty scorecards, never sample figures; the choice
    // for 'auto' still rests on all the real data.
    expect(range.json.calibration.real).toMatchObject({ groups: [], dataFrom: null });
    expect(range.json.calibration.simulated.groups).toEqual([]);
    expect(range.json.calibration.defaults).toHaveLength(2);
  });

  it('leaves out a stored close that does not read, and counts it', async () => {
    await env.database.db
      .insert(opportunityLog)
      .values(pick('p4', 'soccer_epl', 'totals', '2026-11-12T10:00:00Z'));
    await env.database.db.insert(pickGrades).values({
      pickId: 'p4',
      result: 'win',
      profitCents: 10_000,
      fairCloseByMethod: { power: 2 } as never,
    });
    // A query not asked before: answers are kept a minute, and this clock stands still.
    const { json } = await read('?method=shin&range=all');
    expect(json.dropped).toEqual({ rows: 0, closes: 1, marketCloses: 1 });
    expect(json.picks.overall).toMatchObject({ totalPicks: 4, wins: 2 });
    expect(json.picks.overall.clv.n).toBe(2);
  });

  it('shows nothing of any member', async () => {
    const { body } = await read('?range=90d');
    expect(body).not.toContain('private.member');
    expect(body).not.toContain(memberId);
    expect(body).not.toContain('secret_book_xyz');
    expect(body).not.toContain('draftkings');
    expect(body).not.toContain('p1');
  });
});
