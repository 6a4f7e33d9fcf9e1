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

  it('exports props, team totals and alternates with their key and player, and imports them back exactly', async () => {
    const exporter = {
      ...harness.sameOrigin,
      cookie: await harness.sessionCookie('props-export@arbiter.test', { subscriber: true }),
    };
    const importer = {
      ...harness.sameOrigin,
      cookie: await harness.sessionCookie('props-import@arbiter.test', { subscriber: true }),
    };
    const placedAt = '2026-11-20T18:00:00.000Z';
    // Two players' Over 24.5 at one book, price, stake and minute are two bets, not a duplicate.
    for (const bet of [
      { ...PROP_BET, placedAt },
      { ...PROP_BET, player: 'K. Jones', placedAt },
      { ...PROP_BET, marketKey: 'team_totals', player: 'Miami Heat', point: 105.5, placedAt },
      {
        ...PROP_BET,
        marketKey: 'alternate_spreads',
        player: null,
        outcome: 'Miami Heat',
        point: 7.5,
      },
      { ...PROP_BET, marketKey: 'h2h', player: null, outcome: 'Boston Celtics', point: null },
    ]) {
      expect((await call(exporter, 'POST', '/api/user/bets', bet)).statusCode).toBe(201);
    }
    const csv = (await call(exporter, 'GET', '/api/user/bets.csv')).body;
    const header = csv.split('\r\n')[0]!.split(',');
    expect(header.slice(-3)).toEqual(['marketKey', 'marketType', 'player']);

    const imported = await call(importer, 'POST', '/api/user/bets/import', { csv, dryRun: false });
    expect(imported.json()).toMatchObject({ format: 'arbiter', imported: 5, duplicates: 0 });
    const strip = ({ id: _id, ...bet }: Record<string, unknown>) => bet;
    // Bets placed in one minute list in no set order: compare them sorted.
    const listOf = async (headers: Record<string, string>) =>
      ((await call(headers, 'GET', '/api/user/bets')).json().data as Record<string, unknown>[])
        .map((bet) => JSON.stringify(strip(bet)))
        .sort();
    expect(await listOf(importer)).toEqual(await listOf(exporter));

    // The same file again is all duplicates: the key and player are part of a bet's identity.
    const again = await call(importer, 'POST', '/api/user/bets/import', { csv, dryRun: true });
    expect(again.json()).toMatchObject({ duplicates: 5, errors: [] });

    // An export from before these columns still reads as Arbiter's, its bets as featured ones.
    const lines = csv.split('\r\n').map((line) => line.split(',').slice(0, -3).join(','));
    const older = [lines[0], ...lines.slice(1).filter((line) => line.includes(',h2h,'))];
    const old = await call(importer, 'POST', '/api/user/bets/import', {
      csv: older.join('\r\n'),
      dryRun: true,
    });
    expect(old.json()).toMatchObject({ format: 'arbiter', needsMapping: false, valid: 1 });
    expect(old.json().preview[0].bet).toMatchObject({
      marketKey: 'h2h',
      marketType: 'main',
      player: null,
    });

    // A prop row without its player is refused with the reason, naming the line.
    const broken = csv
      .split('\r\n')
      .map((line, i) =>
        i === 0 || !line.includes('J. Smith') ? line : line.replace('J. Smith', ''),
      )
      .join('\r\n');
    const refused = await call(importer, 'POST', '/api/user/bets/import', {
      csv: broken,
      dryRun: true,
    });
    expect(refused.json().errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/player: a player prop needs the player/),
      }),
    ]);
  });
});
