import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInjectedApp, type InjectedApp } from '../test-support/injected-app';
import { testDatabaseKinds } from '../test-support/test-database';

const PROP_BET = {
  sport: 'basketball_nba',
  homeTeam: 'Boston Celtics',
  awayTeam: 'Miami Heat',
  marketKey: 'player_points',
  player: 'J. Smith',
  outcome: 'Over',
  point: 24.5,
  odds: 1.91,
  stake: 50,
  book: 'draftkings',
};

/** A real odds source (never called here): its `/scores` has final scores only. */
const REAL_SOURCE = { ODDS_API_KEY: 'test-key', ODDS_API_BASE_URL: 'http://127.0.0.1:9' };

describe.each(testDatabaseKinds)('bets on props, alternate lines and periods (%s)', (kind) => {
  let harness: InjectedApp;
  let member: Record<string, string>;
  let other: Record<string, string>;
  const call = (
    headers: Record<string, string>,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: object,
  ) => harness.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    harness = await buildInjectedApp(REAL_SOURCE, { database: kind });
    member = {
      ...harness.sameOrigin,
      cookie: await harness.sessionCookie('props@arbiter.test', { subscriber: true }),
    };
    other = {
      ...harness.sameOrigin,
      cookie: await harness.sessionCookie('props-other@arbiter.test', { subscriber: true }),
    };
  });
  afterAll(async () => {
    await harness.close();
  });

  it('stores a prop with its key, type and player, and shows why it stays open', async () => {
    const created = await call(member, 'POST', '/api/user/bets', PROP_BET);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      market: 'totals',
      marketKey: 'player_points',
      marketType: 'player_prop',
      player: 'J. Smith',
      point: 24.5,
      status: 'open',
      openReason: 'The odds source does not report player statistics — settle this bet by hand.',
    });
    const listed = (await call(member, 'GET', '/api/user/bets?search=smith')).json();
    expect(listed.data.map((bet: { id: string }) => bet.id)).toEqual([created.json().id]);
  });

  it('settles a prop by hand, and keeps another member out of it (404)', async () => {
    const { id } = (await call(member, 'POST', '/api/user/bets', PROP_BET)).json();
    const theirs = await call(other, 'PATCH', `/api/user/bets/${id}`, { status: 'won' });
    expect(theirs.statusCode).toBe(404);
    const settled = await call(member, 'PATCH', `/api/user/bets/${id}`, { status: 'won' });
    expect(settled.json()).toMatchObject({
      status: 'won',
      settledBy: 'member',
      profit: 45.5,
      openReason: null,
    });
  });

  it.each([
    ['a period spread', { marketKey: 'spreads_h1', outcome: 'Miami Heat', point: 3.5 }, 'period'],
    [
      'an alternate total',
      { marketKey: 'alternate_totals', outcome: 'Under', point: 230.5 },
      'alternate',
    ],
    [
      'a team total',
      { marketKey: 'team_totals', player: 'Miami Heat', outcome: 'Over', point: 105.5 },
      'alternate',
    ],
    [
      'a scorer Yes',
      { marketKey: 'player_anytime_td', player: 'J. Smith', outcome: 'Yes' },
      'player_prop',
    ],
    ['a featured market by key', { marketKey: 'h2h', outcome: 'Miami Heat' }, 'main'],
    [
      'an unknown key said to pair as h2h',
      { marketKey: 'btts', market: 'h2h', outcome: 'Yes' },
      'unknown',
    ],
  ])('takes %s', async (_case, fields, type) => {
    const { marketKey: _key, player: _player, point: _point, ...base } = PROP_BET;
    const response = await call(member, 'POST', '/api/user/bets', { ...base, ...fields });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ marketKey: fields.marketKey, marketType: type });
  });

  it.each([
    ['a prop without its player', { player: null }, /a player prop needs the player/],
    ['a prop without its line', { point: null }, /an Over\/Under needs its line/],
    ['a prop on a team name', { outcome: 'Miami Heat' }, /Over or Under/],
    [
      'a player on a spread',
      { marketKey: 'spreads', outcome: 'Miami Heat' },
      /only a player prop or a team total/,
    ],
    ['a key that disagrees with market', { market: 'spreads' }, /pairs as totals, not spreads/],
    [
      'an unknown key with no pairing',
      { marketKey: 'btts', player: null },
      /does not know the market "btts"/,
    ],
    ['a key that is not one', { marketKey: 'Player Points' }, /lower-case letters/],
  ])('refuses %s with a readable 400', async (_case, fields, message) => {
    const response = await call(member, 'POST', '/api/user/bets', { ...PROP_BET, ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });
});
