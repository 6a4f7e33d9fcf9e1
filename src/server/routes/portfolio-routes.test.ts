import { parse } from 'csv-parse/sync';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arbitrageHistory, bets, opportunityLog } from '../db/schema/index';
import { buildInjectedApp, type InjectedApp } from '../test-support/injected-app';

const NBA_BET = {
  sport: 'basketball_nba',
  homeTeam: 'Boston Celtics',
  awayTeam: 'Miami Heat',
  market: 'spreads',
  outcome: 'Boston Celtics',
  point: -2.5,
  odds: 1.91,
  stake: 100,
  book: 'draftkings',
};

describe('portfolio: bets, bankroll, statistics and exports', () => {
  let harness: InjectedApp;
  let member: Record<string, string>;
  let other: Record<string, string>;
  const call = (
    headers: Record<string, string>,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    harness.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const betCount = async () => (await harness.database.db.select({ n: count() }).from(bets))[0]!.n;

  beforeAll(async () => {
    harness = await buildInjectedApp();
    member = {
      ...harness.sameOrigin,
      cookie: await harness.sessionCookie('member@arbiter.test', { subscriber: true }),
    };
    other = {
      ...harness.sameOrigin,
      cookie: await harness.sessionCookie('other@arbiter.test', { subscriber: true }),
    };
  });
  afterAll(async () => {
    await harness.close();
  });

  it('starts at the starting value with nothing at stake', async () => {
    const bankroll = await call(member, 'GET', '/api/user/bankroll');
    expect(bankroll.json()).toEqual({
      balance: 1000,
      startingValue: 1000,
      settledProfit: 0,
      exposure: 0,
      available: 1000,
    });
  });

  it('moves the balance by exactly the profit of a bet settled by hand', async () => {
    const created = await call(member, 'POST', '/api/user/bets', NBA_BET);
    expect(created.statusCode).toBe(201);
    const bet = created.json();
    expect(bet).toMatchObject({ status: 'open', stake: 100, kind: 'manual', point: -2.5 });
    expect((await call(member, 'GET', '/api/user/bankroll')).json()).toMatchObject({
      balance: 1000,
      exposure: 100,
      available: 900,
    });

    const settled = await call(member, 'PATCH', `/api/user/bets/${bet.id}`, { status: 'won' });
    expect(settled.json()).toMatchObject({ status: 'won', payout: 191, profit: 91 });
    expect(settled.json().settledBy).toBe('member');
    expect((await call(member, 'GET', '/api/user/bankroll')).json()).toMatchObject({
      balance: 1091,
      exposure: 0,
    });
    const stats = (await call(member, 'GET', '/api/user/stats')).json();
    expect(stats).toMatchObject({ profit: 91, betCount: 1, settledCount: 1, winRate: 1 });
    expect(stats.yield).toBeCloseTo(0.91, 10);
    expect(stats.roi).toBeCloseTo(0.091, 10);
  });

  it('re-prices a settled bet when its odds are corrected', async () => {
    const { data } = (await call(member, 'GET', '/api/user/bets?status=settled')).json();
    const corrected = await call(member, 'PATCH', `/api/user/bets/${data[0].id}`, { odds: 2 });
    expect(corrected.json()).toMatchObject({ status: 'won', payout: 200, profit: 100 });
  });

  it('answers another member’s bet exactly like a missing one', async () => {
    const { data } = (await call(member, 'GET', '/api/user/bets')).json();
    const id = data[0].id;
    expect(
      (await call(other, 'PATCH', `/api/user/bets/${id}`, { status: 'lost' })).statusCode,
    ).toBe(404);
    expect((await call(other, 'DELETE', `/api/user/bets/${id}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', '/api/user/bets')).json()).toEqual({ data: [], total: 0 });
    expect(
      (
        await call(member, 'PATCH', `/api/user/bets/00000000-0000-4000-8000-000000000000`, {
          status: 'lost',
        })
      ).statusCode,
    ).toBe(404);
  });

  it.each([
    ['a negative stake', { ...NBA_BET, stake: -5 }, /stake/],
    ['odds of 1.0', { ...NBA_BET, odds: 1 }, /odds/],
    ['a spread without its line', { ...NBA_BET, point: null }, /line/],
    ['a line off the quarter grid', { ...NBA_BET, point: -2.3 }, /0.25/],
    ['an unknown field', { ...NBA_BET, boost: true }, /boost|unrecognized/i],
    ['an event Arbiter does not know', { ...NBA_BET, eventId: 'nope' }, /No event nope/],
    ['a stake under half a cent', { ...NBA_BET, stake: 0.004 }, /one cent/],
    [
      'a placing time past year 9999',
      { ...NBA_BET, placedAt: '9999-12-31T23:30:00-01:00' },
      /1900 and 9999/,
    ],
    [
      'a start past year 9999',
      { ...NBA_BET, commenceTime: '9999-12-31T23:30:00-01:00' },
      /1900 and 9999/,
    ],
    // The driver read years 0001–0099 back as 19xx or 20xx: refused, never silently moved.
    ['a placing time in year 0050', { ...NBA_BET, placedAt: '0050-06-01T12:00:00Z' }, /1900/],
    ['a start in year 0001', { ...NBA_BET, commenceTime: '0001-01-01T00:00:00Z' }, /1900/],
  ])('refuses %s with 400 and stores nothing', async (_case, body, message) => {
    const before = await betCount();
    const response = await call(member, 'POST', '/api/user/bets', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await betCount()).toBe(before);
  });

  it('refuses an edit to a stake under half a cent with 400 and keeps the stake', async () => {
    const { data } = (await call(member, 'GET', '/api/user/bets')).json();
    const response = await call(member, 'PATCH', `/api/user/bets/${data[0].id}`, {
      stake: 0.001,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/one cent/);
    const after = (await call(member, 'GET', '/api/user/bets')).json().data[0];
    expect(after.stake).toBe(data[0].stake);
  });

  it('keeps a date of year 1900 exactly as given', async () => {
    const response = await call(member, 'POST', '/api/user/bets', {
      ...NBA_BET,
      placedAt: '1900-01-01T00:00:00Z',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().placedAt).toBe('1900-01-01T00:00:00.000Z');
    expect((await call(member, 'DELETE', `/api/user/bets/${response.json().id}`)).statusCode).toBe(
      204,
    );
  });

  it('refuses a 10 MB body with 413 and stores nothing', async () => {
    const before = await betCount();
    const response = await call(member, 'POST', '/api/user/bets', {
      ...NBA_BET,
      book: 'x'.repeat(10 * 1024 * 1024),
    });
    expect(response.statusCode).toBe(413);
    expect(await betCount()).toBe(before);
  });

  it('records one bet per leg of an opportunity, once', async () => {
    await harness.database.db.insert(opportunityLog).values({
      id: 'arb_logged',
      kind: 'arbitrage',
      eventId: 'g1',
      sportKey: 'basketball_nba',
      homeTeam: 'Lakers',
      awayTeam: 'Celtics',
      commenceTime: new Date(Date.now() + 3_600_000),
      market: 'h2h',
      line: null,
      firstSeen: new Date(),
      lastSeen: new Date(),
      peakReturn: 0.1,
      lastReturn: 0.1,
      legs: [
        {
          book: 'draftkings',
          outcome: 'Lakers',
          point: null,
          price: 2.2,
          effectivePrice: 2.2,
          stakeRatio: 0.5,
        },
        {
          book: 'fanduel',
          outcome: 'Celtics',
          point: null,
          price: 2.2,
          effectivePrice: 2.2,
          stakeRatio: 0.5,
        },
      ],
    });
    const body = { opportunityId: 'arb_logged', legs: [{ stake: 50 }, { stake: 50, odds: 2.15 }] };
    const placed = await call(member, 'POST', '/api/user/bets/from-opportunity', body);
    expect(placed.statusCode).toBe(201);
    const { record, bets: legs } = placed.json();
    expect(record).toMatchObject({ status: 'executed', kind: 'arbitrage', stakeAmount: 100 });
    expect(
      legs.map((b: { book: string; odds: number; historyId: string }) => [b.book, b.odds]),
    ).toEqual([
      ['draftkings', 2.2],
      ['fanduel', 2.15],
    ]);
    expect(legs.every((b: { historyId: string }) => b.historyId === record.id)).toBe(true);

    const again = await call(member, 'POST', '/api/user/bets/from-opportunity', body);
    expect(again.statusCode).toBe(409);
    const wrongCount = await call(member, 'POST', '/api/user/bets/from-opportunity', {
      opportunityId: 'arb_logged',
      legs: [{ stake: 50 }],
    });
    expect(wrongCount.statusCode).toBe(400);
    expect(wrongCount.json().message).toMatch(/2 bets/);
  });

  it('exports the bets as CSV that parses back to the same totals', async () => {
    const response = await call(member, 'GET', '/api/user/bets.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const rows = parse(response.body, { columns: true }) as Record<string, string>[];
    const { data } = (await call(member, 'GET', '/api/user/bets?limit=500')).json();
    expect(rows).toHaveLength(data.length);
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    expect(sum(rows.map((r) => Number(r.stake)))).toBeCloseTo(
      sum(data.map((b: { stake: number }) => b.stake)),
      10,
    );
    expect(sum(rows.map((r) => Number(r.profit || 0)))).toBeCloseTo(
      (await call(member, 'GET', '/api/user/stats')).json().profit,
      10,
    );
  });

  it('quotes a formula-like team name as text in the export', async () => {
    await call(other, 'POST', '/api/user/bets', { ...NBA_BET, homeTeam: '=HYPERLINK("x")' });
    const rows = parse((await call(other, 'GET', '/api/user/bets.csv')).body, {
      columns: true,
    }) as Record<string, string>[];
    expect(rows[0]!.homeTeam).toBe(`'=HYPERLINK("x")`);
  });

  it('resets bets and history in one go, keeping settings', async () => {
    const current = (await call(member, 'GET', '/api/user/settings')).json() as object;
    await call(member, 'POST', '/api/user/settings', { ...current, timezone: 'Asia/Tokyo' });
    const reset = await call(member, 'POST', '/api/user/reset-statistics');
    expect(reset.json()).toEqual({ success: true, deleted: { bets: 3, history: 1 } });
    expect((await call(member, 'GET', '/api/user/bets')).json().total).toBe(0);
    expect((await harness.database.db.select({ n: count() }).from(arbitrageHistory))[0]!.n).toBe(0);
    expect((await call(member, 'GET', '/api/user/settings')).json().timezone).toBe('Asia/Tokyo');
    // The other member's bets are untouched.
    expect((await call(other, 'GET', '/api/user/bets')).json().total).toBe(1);
  });
});
