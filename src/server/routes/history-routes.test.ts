import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
