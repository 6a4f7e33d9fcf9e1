import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opportunityLog } from '../db/schema/index';
import { openHistoryHarness, type HistoryHarness } from '../history/test-support/history-harness';
import { buildInjectedApp, type InjectedApp } from '../test-support/injected-app';

describe('arbitrage history: bad input answers 400, never 500', () => {
  let harness: InjectedApp;
  let headers: Record<string, string>;
  const list = (query: string) =>
    harness.app.inject({ url: `/api/arbitrage-history?${query}`, headers });
  const range = (start: string, end: string) =>
    `dateRange=${encodeURIComponent(JSON.stringify({ start, end }))}`;

  beforeAll(async () => {
    harness = await buildInjectedApp();
    headers = {
      ...harness.sameOrigin,
      cookie: await harness.sessionCookie('member@arbiter.test', { subscriber: true }),
    };
  });
  afterAll(async () => {
    await harness.close();
  });

  it('lists an empty history for a sane query', async () => {
    const response = await list(range('2024-01-01T00:00:00Z', '2024-12-31T00:00:00Z'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [] });
  });

  it.each([
    ['a NUL in the sport filter', 'sport=nfl%00'],
    ['a date in year 0000', range('0000-01-01T00:00:00Z', '2024-01-01T00:00:00Z')],
    [
      'an offset that lands in year 0000',
      range('0001-01-01T00:30:00+01:00', '2024-01-01T00:00:00Z'),
    ],
    [
      'an offset that lands past year 9999',
      range('2024-01-01T00:00:00Z', '9999-12-31T23:30:00-01:00'),
    ],
    ['a limit beyond 32 bits', 'limit=4294967296'],
    ['a limit beyond any integer', 'limit=1e400'],
  ])('refuses %s with 400 and a message', async (_case, query) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/NUL|dateRange|limit/);
  });

  it('refuses a visitor with 401 before looking at the query or the body', async () => {
    const visitor = harness.sameOrigin;
    const answers = await Promise.all([
      harness.app.inject({ url: '/api/arbitrage-history?limit=0&status=lost', headers: visitor }),
      harness.app.inject({
        method: 'POST',
        url: '/api/arbitrage-history',
        headers: visitor,
        payload: { stakeAmount: -1 },
      }),
      harness.app.inject({
        method: 'PATCH',
        url: '/api/arbitrage/not-a-uuid',
        headers: visitor,
        payload: {},
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401]);
  });

  it('refuses a NUL in a recorded opportunity id or a record id with 400', async () => {
    const post = await harness.app.inject({
      method: 'POST',
      url: '/api/arbitrage-history',
      headers,
      payload: { opportunityId: 'arb-\u0000-1' },
    });
    expect(post.statusCode).toBe(400);
    expect(post.json().message).toMatch(/body contains a NUL/);
    const patch = await harness.app.inject({
      method: 'PATCH',
      url: '/api/arbitrage/%00',
      headers,
      payload: { status: 'executed' },
    });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().message).toMatch(/path contains a NUL/);
  });
});

const HOUR = 3_600_000;
/** Noon UTC today: sessions made now stay valid on the app's fixed clock. */
const NOW = Math.floor(Date.now() / 86_400_000) * 86_400_000 + 12 * HOUR;
const ago = (ms: number) => new Date(NOW - ms);

describe('arbitrage history: editing with American odds, and recording an opened opportunity', () => {
  let h: HistoryHarness;

  beforeAll(async () => {
    h = await openHistoryHarness(NOW);
  });
  afterAll(async () => {
    await h.close();
  });

  it('takes both American prices on edit and stores them; the ROI is profit ÷ stake', async () => {
    const record = await h.row('member', { detectedAt: ago(HOUR), opportunityId: 'edit-arb' });
    const response = await h.call('member', 'PATCH', `/api/arbitrage/${record.id}`, {
      status: 'executed',
      profitAmount: 21.4,
      odds: [{ american: '+150' }, { american: -120 }],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // $21.40 on the $1,000 stake is 2.14 %, whatever the prices.
    expect(body.roi).toBe(2.14);
    // What +150 / −120 promise at an equal payout: 1 / (1/2.50 + 1/1.8333) − 1 = 5.7692 %.
    expect(body.expectedRoi).toBe(5.7692);
    expect(body.odds.map((leg: { price: number }) => leg.price)).toEqual([2.5, 1 + 100 / 120]);
    expect(body.odds[0]).toMatchObject({ book: 'DraftKings', outcome: 'Boston Celtics' });

    const value = await h.row('member', {
      kind: 'value',
      detectedAt: ago(HOUR),
      odds: [{ book: 'DraftKings', outcome: 'Boston Celtics', point: null, price: 2.1 }],
    });
    const edited = await h.call('member', 'PATCH', `/api/arbitrage/${value.id}`, {
      status: 'executed',
      profitAmount: 12,
      stakeAmount: 100,
      odds: [{ american: 120 }],
    });
    expect(edited.json()).toMatchObject({ roi: 12, expectedRoi: null, odds: [{ price: 2.2 }] });
  });

  it('stores an untouched odds field unchanged: 1.98 saved back as −102 stays 1.98', async () => {
    const record = await h.row('member', {
      detectedAt: ago(HOUR),
      odds: [
        { book: 'DraftKings', outcome: 'Boston Celtics', point: null, price: 1.98 },
        { book: 'FanDuel', outcome: 'Miami Heat', point: null, price: 2.07 },
      ],
    });
    const response = await h.call('member', 'PATCH', `/api/arbitrage/${record.id}`, {
      status: 'executed',
      profitAmount: 5,
      odds: [{ american: '-102' }, { american: '+107' }],
    });
    expect(response.statusCode).toBe(200);
    expect((await h.stored(record.id))?.odds.map((leg) => leg.price)).toEqual([1.98, 2.07]);
  });

  it.each([
    ['a zero price', { odds: [{ american: 0 }, { american: 110 }] }, /American odds must be/],
    [
      'a price between −100 and +100',
      { odds: [{ american: '+50' }, { american: 110 }] },
      /American odds must be/,
    ],
    ['one price for two legs', { odds: [{ american: 150 }] }, /one American price per leg/],
    ['an ROI (it is profit ÷ stake)', { roi: 9 }, /roi/],
    ['a stake under half a cent', { stakeAmount: 0.004 }, /one cent/],
    ['an unknown field', { odds: [{ american: 150, decimal: 2.5 }, { american: 110 }] }, /decimal/],
  ])('refuses %s with a readable 400 and stores nothing', async (_case, payload, message) => {
    const record = await h.row('member', { detectedAt: ago(HOUR) });
    const before = await h.stored(record.id);
    const response = await h.call('member', 'PATCH', `/api/arbitrage/${record.id}`, {
      status: 'executed',
      ...payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await h.stored(record.id)).toEqual(before);
  });

  it("answers another member's record as missing (404) and leaves it alone", async () => {
    const theirs = await h.row('other', { detectedAt: ago(HOUR) });
    const before = await h.stored(theirs.id);
    const response = await h.call('member', 'PATCH', `/api/arbitrage/${theirs.id}`, {
      odds: [{ american: 150 }, { american: 150 }],
    });
    expect(response.statusCode).toBe(404);
    expect(await h.stored(theirs.id)).toEqual(before);
  });

  it('records an opened opportunity once, as active, at the member’s default stake', async () => {
    await h.harness.database.db.insert(opportunityLog).values({
      id: 'arb_opened',
      kind: 'arbitrage',
      eventId: 'g-opened',
      sportKey: 'basketball_nba',
      homeTeam: 'Lakers',
      awayTeam: 'Celtics',
      commenceTime: new Date(NOW + 3_600_000),
      market: 'h2h',
      line: null,
      firstSeen: ago(120_000),
      lastSeen: ago(1_000),
      peakReturn: 0.02,
      lastReturn: 0.02,
      legs: [],
    });
    const settings = await h.call('member', 'GET', '/api/user/settings');
    const saved = await h.call('member', 'POST', '/api/user/settings', {
      ...settings.json(),
      defaultStake: 250,
    });
    expect(saved.statusCode).toBe(200);
    const open = () =>
      h.call('member', 'POST', '/api/arbitrage-history', {
        opportunityId: 'arb_opened',
        status: 'active',
      });
    const first = await open();
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ status: 'active', kind: 'arbitrage', stakeAmount: 250 });
    const again = await open();
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
  });
});
