import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { SimulatorHandle } from './index';
import { startSimulator } from './index';
import { apiError, get, quotaHeaders, START } from './test-helpers';

/** Props, alternate ladders and period markets per event, over HTTP and on the model. */

const time = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
const header = {
  id: z.string().regex(/^[0-9a-f]{32}$/),
  sport_key: z.string(),
  sport_title: z.string(),
  commence_time: time,
  home_team: z.string(),
  away_team: z.string(),
};
const marketsBody = z.strictObject({
  ...header,
  bookmakers: z.array(
    z.strictObject({
      key: z.string(),
      title: z.string(),
      markets: z.array(z.strictObject({ key: z.string(), last_update: time })).min(1),
    }),
  ),
});
const outcome = z.strictObject({
  name: z.string(),
  price: z.number().gt(1),
  point: z.number().optional(),
  description: z.string().optional(),
});
const oddsBody = z.strictObject({
  ...header,
  bookmakers: z.array(
    z.strictObject({
      key: z.string(),
      title: z.string(),
      last_update: time,
      markets: z.array(
        z.strictObject({ key: z.string(), last_update: time, outcomes: z.array(outcome).min(1) }),
      ),
    }),
  ),
});

const NBA_MARKETS =
  'player_points,player_rebounds,alternate_spreads,alternate_totals,team_totals,h2h_q1,totals_h1,player_pass_yds';

let sim: SimulatorHandle;
let nbaEvent: string;
beforeAll(async () => {
  sim = await startSimulator({ seed: 21, clock: 'manual', startTime: START, rateLimit: 0 });
  const events = z
    .array(z.object({ id: z.string() }))
    .parse((await get(sim, '/v4/sports/basketball_nba/odds?apiKey=k&regions=us')).body);
  nbaEvent = events[0]!.id;
});
afterAll(async () => {
  await sim.close();
});

describe('GET /events/{id}/markets', () => {
  it('lists per book the keys it offers, with last_update, for one credit', async () => {
    const a = await get(
      sim,
      `/v4/sports/basketball_nba/events/${nbaEvent}/markets?apiKey=k&regions=us,eu`,
    );
    expect(a.status).toBe(200);
    const body = marketsBody.parse(a.body);
    expect(quotaHeaders(a)[2]).toBe(1);
    const keys = new Set(body.bookmakers.flatMap((b) => b.markets.map((m) => m.key)));
    expect(keys).toContain('player_points');
    expect(keys).toContain('alternate_spreads');
    expect(keys).toContain('h2h_q1');
    expect(keys).not.toContain('player_pass_yds');
    // Books differ in what they list.
    const sets = new Set(body.bookmakers.map((b) => b.markets.map((m) => m.key).join(',')));
    expect(sets.size).toBeGreaterThan(2);
  });

  it('answers 404 EVENT_NOT_FOUND for an unknown event, free of charge', async () => {
    const a = await get(sim, '/v4/sports/basketball_nba/events/0000/markets?apiKey=k&regions=us');
    expect(a.status).toBe(404);
    expect(apiError.parse(a.body).error_code).toBe('EVENT_NOT_FOUND');
    expect(quotaHeaders(a)[2]).toBe(0);
  });
});

describe('GET /events/{id}/odds with event markets', () => {
  it('charges the unique markets returned × regions, not the markets asked for', async () => {
    const a = await get(
      sim,
      `/v4/sports/basketball_nba/events/${nbaEvent}/odds?apiKey=k&regions=us,uk&markets=${NBA_MARKETS}`,
    );
    expect(a.status).toBe(200);
    const body = oddsBody.parse(a.body);
    const returned = new Set(body.bookmakers.flatMap((b) => b.markets.map((m) => m.key)));
    expect(returned.has('player_pass_yds')).toBe(false);
    expect(returned.size).toBe(7);
    expect(quotaHeaders(a)[2]).toBe(returned.size * 2);
  });

  it('names the player in description and the line in point; Over and Under pair per line', async () => {
    const body = oddsBody.parse(
      (
        await get(
          sim,
          `/v4/sports/basketball_nba/events/${nbaEvent}/odds?apiKey=k&regions=us&markets=player_points`,
        )
      ).body,
    );
    const outcomes = body.bookmakers.flatMap((b) => b.markets.flatMap((m) => m.outcomes));
    expect(outcomes.length).toBeGreaterThan(10);
    for (const o of outcomes) {
      expect(['Over', 'Under']).toContain(o.name);
      expect(o.description).toMatch(/^\S+( \S+)+$/);
      expect(Number.isInteger((o.point ?? 0) * 2)).toBe(true);
    }
    for (const b of body.bookmakers) {
      const m = b.markets[0]!;
      const overs = m.outcomes
        .filter((o) => o.name === 'Over')
        .map((o) => `${o.description}@${o.point}`);
      const unders = m.outcomes
        .filter((o) => o.name === 'Under')
        .map((o) => `${o.description}@${o.point}`);
      expect(overs).toEqual(unders);
    }
  });

  it('refuses unknown market keys with 422 and keeps props off the sport-wide /odds', async () => {
    const bad = await get(
      sim,
      `/v4/sports/basketball_nba/events/${nbaEvent}/odds?apiKey=k&regions=us&markets=player_nonsense`,
    );
    expect(bad.status).toBe(422);
    expect(apiError.parse(bad.body)).toMatchObject({
      error_code: 'INVALID_MARKET',
      message: expect.stringContaining('player_nonsense') as unknown,
    });
    const sportWide = await get(
      sim,
      '/v4/sports/basketball_nba/odds?apiKey=k&regions=us&markets=player_points',
    );
    expect(sportWide.status).toBe(422);
    expect(apiError.parse(sportWide.body).message).toContain('/events/{eventId}/odds');
  });

  it('answers 404 EVENT_NOT_FOUND for an unknown event', async () => {
    const a = await get(
      sim,
      '/v4/sports/basketball_nba/events/ffff/odds?apiKey=k&regions=us&markets=player_points',
    );
    expect(a.status).toBe(404);
    expect(apiError.parse(a.body).error_code).toBe('EVENT_NOT_FOUND');
  });

  it('is the same byte for byte for the same seed', async () => {
    const other = await startSimulator({
      seed: 21,
      clock: 'manual',
      startTime: START,
      rateLimit: 0,
    });
    try {
      const path = `/v4/sports/basketball_nba/events/${nbaEvent}/odds?apiKey=k&regions=us,eu,uk&markets=${NBA_MARKETS}`;
      expect((await get(other, path)).text).toBe((await get(sim, path)).text);
    } finally {
      await other.close();
    }
  });
});

describe('GET /__sim/box-scores', () => {
  it("gives finished events' prop players a stat and periods that fit the final score", async () => {
    const a = await get(sim, '/__sim/box-scores?sport=basketball_nba');
    const boxes = z
      .array(
        z.object({
          scores: z.object({ home: z.number(), away: z.number() }),
          periods: z.array(z.object({ period: z.string(), home: z.number(), away: z.number() })),
          players: z.array(
            z.object({ player: z.string(), stats: z.record(z.string(), z.number()) }),
          ),
        }),
      )
      .parse(a.body);
    expect(boxes.length).toBeGreaterThan(3);
    for (const box of boxes) {
      expect(box.players).toHaveLength(6);
      const h1 = box.periods.find((p) => p.period === 'h1')!;
      const q1 = box.periods.find((p) => p.period === 'q1')!;
      expect(h1.home).toBeLessThanOrEqual(box.scores.home);
      expect(q1.away).toBeLessThanOrEqual(h1.away);
      for (const p of box.players) expect(p.stats.player_points).toBeGreaterThanOrEqual(0);
    }
    expect((await get(sim, '/__sim/box-scores?sport=basketball_nba')).text).toBe(a.text);
  });
});
