import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BetSettler } from '../account/bet-settler';
import { events, opportunityLog } from '../db/schema/index';
import { buildInjectedApp, type InjectedApp } from '../test-support/injected-app';
import { testDatabaseKinds } from '../test-support/test-database';

const HOUR = 3_600_000;
/** Noon UTC today: sessions made now stay valid on the app's fixed clock. */
const NOW = Math.floor(Date.now() / 86_400_000) * 86_400_000 + 12 * HOUR;
const clock = () => new Date(NOW);

/** A logged two-way arbitrage on event `eventId`: Lakers 2.04 at DraftKings, Celtics 2.02. */
const loggedArbitrage = (id: string, eventId: string) => ({
  id,
  kind: 'arbitrage' as const,
  eventId,
  sportKey: 'basketball_nba',
  homeTeam: 'Lakers',
  awayTeam: 'Celtics',
  commenceTime: new Date(NOW - 3 * HOUR),
  market: 'h2h',
  line: null,
  firstSeen: new Date(NOW - 5 * HOUR),
  lastSeen: new Date(NOW - 4 * HOUR),
  peakReturn: 0.0149,
  lastReturn: 0.0149,
  legs: [
    {
      book: 'draftkings',
      outcome: 'Lakers',
      point: null,
      price: 2.04,
      effectivePrice: 2.04,
      stakeRatio: 0.5,
    },
    {
      book: 'fanduel',
      outcome: 'Celtics',
      point: null,
      price: 2.02,
      effectivePrice: 2.02,
      stakeRatio: 0.5,
    },
  ],
});

describe.each(testDatabaseKinds)('history records of placed bets (%s)', (kind) => {
  let harness: InjectedApp;
  let headers: Record<string, string>;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    harness.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const recordOf = async (id: string) =>
    (await call('GET', '/api/arbitrage-history'))
      .json()
      .data.find((r: { id: string }) => r.id === id);
  const betsOf = async (historyId: string) =>
    (await call('GET', '/api/user/bets'))
      .json()
      .data.filter((b: { historyId: string | null }) => b.historyId === historyId) as {
      id: string;
      outcome: string;
      profit: number | null;
      stake: number;
    }[];
  const cents = (amount: number) => Math.round(amount * 100);
  const place = async (opportunityId: string) => {
    const placed = await call('POST', '/api/user/bets/from-opportunity', {
      opportunityId,
      legs: [{ stake: 346.54 }, { stake: 346.54, odds: 2.05 }],
    });
    expect(placed.statusCode).toBe(201);
    return placed.json() as { record: { id: string }; bets: { id: string; outcome: string }[] };
  };

  beforeAll(async () => {
    harness = await buildInjectedApp({}, { clock, database: kind });
    headers = {
      ...harness.sameOrigin,
      cookie: await harness.sessionCookie('member@arbiter.test', { subscriber: true }),
    };
    await harness.database.db
      .insert(opportunityLog)
      .values([loggedArbitrage('arb-hand', 'g-hand'), loggedArbitrage('arb-score', 'g-score')]);
  });
  afterAll(async () => {
    await harness.close();
  });

  it('takes the stake and prices of the placed bets, with the expected return until they settle', async () => {
    // Opened first at the default stake of $1,000, then placed at the calculator's $693.08.
    const opened = await call('POST', '/api/arbitrage-history', { opportunityId: 'arb-hand' });
    expect(opened.json()).toMatchObject({ stakeAmount: 1000, betCount: 0 });
    const { record } = await place('arb-hand');
    expect(record).toMatchObject({
      id: opened.json().id,
      status: 'executed',
      stakeAmount: 693.08,
      profitAmount: null,
      roi: null,
      betCount: 2,
      // Lakers at the 2.04 placed, Celtics at the 2.05 the member obtained.
      odds: [
        { outcome: 'Lakers', price: 2.04 },
        { outcome: 'Celtics', price: 2.05 },
      ],
    });
    // 1 / (1/2.04 + 1/2.05) − 1 = 2.2494 %.
    expect(await recordOf(record.id)).toMatchObject({ expectedRoi: 2.2494 });
  });

  it('refuses a hand edit of what the bets decide with 409, and stores nothing', async () => {
    const record = await recordOf(await firstId());
    const before = await recordOf(record.id);
    for (const payload of [
      { stakeAmount: 1000 },
      { profitAmount: 21.4 },
      { status: 'expired' },
      { odds: [{ american: -102 }, { american: 105 }] },
    ]) {
      const response = await call('PATCH', `/api/arbitrage/${record.id}`, payload);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(
        /come from its 2 placed bets: edit or settle them in Portfolio/,
      );
    }
    expect(await recordOf(record.id)).toEqual(before);
  });

  it('moves the record’s profit by exactly the bets’ profit when they are settled by hand', async () => {
    const id = await firstId();
    const [lakers, celtics] = await sortedBets(id);
    await call('PATCH', `/api/user/bets/${lakers!.id}`, { status: 'won' });
    // One of two settled: nothing to report yet.
    expect(await recordOf(id)).toMatchObject({ profitAmount: null, roi: null });
    await call('PATCH', `/api/user/bets/${celtics!.id}`, { status: 'lost' });
    const bets = await betsOf(id);
    const profit = bets.reduce((sum, bet) => sum + cents(bet.profit!), 0) / 100;
    // 346.54 × 2.04 pays 706.94: won 360.40; the other lost 346.54.
    expect(profit).toBe(13.86);
    const record = await recordOf(id);
    expect(record).toMatchObject({ status: 'executed', profitAmount: profit, stakeAmount: 693.08 });
    // ROI is profit ÷ stake: 13.86 / 693.08 = 1.9998 %.
    expect(record.roi).toBe(1.9998);

    const summary = (await call('GET', '/api/arbitrage-history/summary?period=7d')).json();
    expect(summary.current.overall).toMatchObject({ totalProfit: 13.86, totalStaked: 693.08 });

    // Re-opened, the record has no result again.
    await call('PATCH', `/api/user/bets/${celtics!.id}`, { status: 'open' });
    expect(await recordOf(id)).toMatchObject({ profitAmount: null });
  });

  it('settles the record when the final score settles its bets', async () => {
    const { record } = await place('arb-score');
    await harness.database.db.insert(events).values({
      id: 'g-score',
      sportKey: 'basketball_nba',
      commenceTime: new Date(NOW - 3 * HOUR),
      homeTeam: 'Lakers',
      awayTeam: 'Celtics',
      completed: true,
      scores: [
        { name: 'Lakers', score: '99' },
        { name: 'Celtics', score: '104' },
      ],
    });
    const settler = new BetSettler(harness.database.db, pino({ level: 'silent' }), clock);
    await settler.runOnce();
    const bets = await betsOf(record.id);
    expect(bets.every((bet) => bet.profit !== null)).toBe(true);
    // Celtics at 2.05 paid 710.40 (books round down): won 363.86; Lakers lost 346.54.
    const profit = bets.reduce((sum, bet) => sum + cents(bet.profit!), 0) / 100;
    expect(profit).toBe(17.32);
    // 17.32 / 693.08 = 2.499 %.
    expect(await recordOf(record.id)).toMatchObject({ profitAmount: 17.32, roi: 2.499 });
  });

  it('hands the record back to the member once its bets are deleted', async () => {
    const id = await firstId();
    const [lakers, celtics] = await sortedBets(id);
    expect((await call('DELETE', `/api/user/bets/${lakers!.id}`)).statusCode).toBe(204);
    // It follows the bet left, then keeps that bet's figures.
    expect(await recordOf(id)).toMatchObject({ betCount: 1, stakeAmount: 346.54 });
    expect((await call('DELETE', `/api/user/bets/${celtics!.id}`)).statusCode).toBe(204);
    expect(await recordOf(id)).toMatchObject({ betCount: 0, stakeAmount: 346.54 });
    const edited = await call('PATCH', `/api/arbitrage/${id}`, { profitAmount: 10 });
    expect(edited.statusCode).toBe(200);
    // 10 / 346.54 = 2.8857 %.
    expect(edited.json()).toMatchObject({ profitAmount: 10, roi: 2.8857 });
  });

  it('refuses a recorded stake under half a cent with 400', async () => {
    const response = await call('POST', '/api/arbitrage-history', {
      opportunityId: 'arb-hand',
      stakeAmount: 0.004,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/one cent/);
  });

  async function firstId(): Promise<string> {
    const data = (await call('GET', '/api/arbitrage-history')).json().data as {
      id: string;
      opportunityId: string;
    }[];
    return data.find((r) => r.opportunityId === 'arb-hand')!.id;
  }

  async function sortedBets(historyId: string) {
    const order = ['Lakers', 'Celtics'];
    return (await betsOf(historyId)).sort(
      (a, b) => order.indexOf(a.outcome) - order.indexOf(b.outcome),
    );
  }
});
