import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opportunityLog } from '../db/schema/index';
import { buildInjectedApp, type InjectedApp } from '../test-support/injected-app';
import { testDatabaseKinds } from '../test-support/test-database';

const SPREADS = { marketKey: 'spreads', marketType: 'main', player: null } as const;

const HOUR = 3_600_000;
/** Noon UTC today: sessions made now stay valid on the app's fixed clock. */
const NOW = Math.floor(Date.now() / 86_400_000) * 86_400_000 + 12 * HOUR;

/** An arbitrage detected an hour ago and gone since: an alert's link is opened after it ended. */
const gone = {
  id: 'arb-gone',
  kind: 'arbitrage' as const,
  eventId: 'g-1',
  sportKey: 'basketball_nba',
  homeTeam: 'Lakers',
  awayTeam: 'Celtics',
  commenceTime: new Date(NOW + 3 * HOUR),
  market: 'spreads',
  line: -2.5,
  firstSeen: new Date(NOW - HOUR),
  lastSeen: new Date(NOW - HOUR / 2),
  peakReturn: 0.012,
  lastReturn: 0.012,
  legs: [
    {
      book: 'draftkings',
      outcome: 'Lakers',
      point: -2.5,
      price: 2.04,
      effectivePrice: 2.04,
      stakeRatio: 0.4975,
    },
    {
      book: 'fanduel',
      outcome: 'Celtics',
      point: 2.5,
      price: 2.06,
      effectivePrice: 2.06,
      stakeRatio: 0.5025,
    },
  ],
};

/** A player-points arbitrage logged with its legs' key and player, gone since. */
const propGone = {
  ...gone,
  id: 'prop-gone',
  market: 'totals',
  line: 24.5,
  legs: [
    { book: 'draftkings', outcome: 'Over', point: 24.5, price: 2.1, effectivePrice: 2.1 },
    { book: 'fanduel', outcome: 'Under', point: 24.5, price: 2.05, effectivePrice: 2.05 },
  ].map((leg, i) => ({
    ...leg,
    stakeRatio: i === 0 ? 0.494 : 0.506,
    marketKey: 'player_points',
    description: 'LeBron James',
  })),
};

describe.each(testDatabaseKinds)('"Log this bet" from an alert (%s)', (kind) => {
  let harness: InjectedApp;
  let member: Record<string, string>;

  beforeAll(async () => {
    harness = await buildInjectedApp({}, { database: kind, clock: () => new Date(NOW) });
    member = {
      ...harness.sameOrigin,
      cookie: await harness.sessionCookie('logger@arbiter.test', { subscriber: true }),
    };
    await harness.database.db.insert(opportunityLog).values([gone, propGone]);
  });
  afterAll(async () => {
    await harness.close();
  });

  it('answers the legs of an opportunity that is no longer live, for the form to start from', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/user/bets/from-opportunity/arb-gone',
      headers: member,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      opportunityId: 'arb-gone',
      kind: 'arbitrage',
      live: false,
      sport: 'basketball_nba',
      homeTeam: 'Lakers',
      awayTeam: 'Celtics',
      commenceTime: new Date(NOW + 3 * HOUR).toISOString(),
      market: 'spreads',
      // A featured opportunity's legs are on its own market (props name theirs).
      legs: [
        {
          book: 'draftkings',
          ...SPREADS,
          outcome: 'Lakers',
          point: -2.5,
          odds: 2.04,
          stakeRatio: 0.4975,
        },
        {
          book: 'fanduel',
          ...SPREADS,
          outcome: 'Celtics',
          point: 2.5,
          odds: 2.06,
          stakeRatio: 0.5025,
        },
      ],
    });

    // What the form sends back logs one bet per leg, linked to the member's history.
    const placed = await harness.app.inject({
      method: 'POST',
      url: '/api/user/bets/from-opportunity',
      headers: member,
      payload: {
        opportunityId: 'arb-gone',
        legs: [{ stake: 497.5 }, { stake: 502.5, odds: 2.05 }],
      },
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().bets).toMatchObject([
      { outcome: 'Lakers', point: -2.5, odds: 2.04, stake: 497.5, marketKey: 'spreads' },
      { outcome: 'Celtics', point: 2.5, odds: 2.05, stake: 502.5, marketType: 'main' },
    ]);
  });

  it('logs a player prop that is no longer live as that player’s prop, not the game’s total', async () => {
    const draft = await harness.app.inject({
      method: 'GET',
      url: '/api/user/bets/from-opportunity/prop-gone',
      headers: member,
    });
    expect(draft.json().legs).toMatchObject([
      { marketKey: 'player_points', marketType: 'player_prop', player: 'LeBron James' },
      { marketKey: 'player_points', marketType: 'player_prop', player: 'LeBron James' },
    ]);
    const placed = await harness.app.inject({
      method: 'POST',
      url: '/api/user/bets/from-opportunity',
      headers: member,
      payload: { opportunityId: 'prop-gone', legs: [{ stake: 49.4 }, { stake: 50.6 }] },
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().bets).toMatchObject([
      { market: 'totals', marketKey: 'player_points', player: 'LeBron James', outcome: 'Over' },
      { market: 'totals', marketKey: 'player_points', player: 'LeBron James', outcome: 'Under' },
    ]);
  });

  it('answers 404 for an id Arbiter never detected, and 403 to a member without a membership', async () => {
    const unknown = await harness.app.inject({
      method: 'GET',
      url: '/api/user/bets/from-opportunity/nope',
      headers: member,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No opportunity nope was detected by Arbiter.');
    const free = {
      ...harness.sameOrigin,
      cookie: await harness.sessionCookie('free@arbiter.test'),
    };
    const refused = await harness.app.inject({
      method: 'GET',
      url: '/api/user/bets/from-opportunity/arb-gone',
      headers: free,
    });
    expect(refused.statusCode).toBe(403);
  });
});
