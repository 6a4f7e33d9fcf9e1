import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BOOKS } from './catalog-books';
import type { SimulatorHandle } from './index';
import { startSimulator } from './index';
import { ALL_MARKETS, get, quotaHeaders, START } from './test-helpers';

/** The v4 wire format over real HTTP: every field present and typed as documented. */

const outcome = z.strictObject({
  name: z.string().min(1),
  price: z.number(),
  point: z.number().optional(),
  bet_limit: z.number().positive().optional(),
});
const market = z.strictObject({
  key: z.enum(['h2h', 'spreads', 'totals', 'outrights']),
  last_update: z.string(),
  outcomes: z.array(outcome),
});
const bookmaker = z.strictObject({
  key: z.string(),
  title: z.string(),
  last_update: z.string(),
  markets: z.array(market).min(1),
});
const isoTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
const oddsEvent = z.strictObject({
  id: z.string().regex(/^[0-9a-f]{32}$/),
  sport_key: z.string(),
  sport_title: z.string(),
  commence_time: isoTime,
  home_team: z.string(),
  away_team: z.string(),
  bookmakers: z.array(bookmaker),
});
const scoreEvent = z.strictObject({
  id: z.string(),
  sport_key: z.string(),
  sport_title: z.string(),
  commence_time: isoTime,
  completed: z.boolean(),
  home_team: z.string(),
  away_team: z.string(),
  scores: z
    .array(z.strictObject({ name: z.string(), score: z.string().regex(/^\d+$/) }))
    .nullable(),
  last_update: isoTime.nullable(),
});
const sport = z.strictObject({
  key: z.string(),
  group: z.string(),
  title: z.string(),
  description: z.string(),
  active: z.boolean(),
  has_outrights: z.boolean(),
});

let sim: SimulatorHandle;
beforeAll(async () => {
  sim = await startSimulator({ seed: 11, clock: 'manual', startTime: START, rateLimit: 0 });
});
afterAll(async () => {
  await sim.close();
});

describe('wire format', () => {
  it('lists 40+ sports, free of charge', async () => {
    const a = await get(sim, '/v4/sports?apiKey=k');
    const sports = z.array(sport).parse(a.body);
    expect(sports.length).toBeGreaterThanOrEqual(45);
    expect(sports.find((s) => s.key === 'golf_masters_tournament_winner')?.has_outrights).toBe(
      true,
    );
    expect(sports.find((s) => s.key === 'soccer_epl')).toMatchObject({
      group: 'Soccer',
      has_outrights: false,
      active: true,
    });
    expect(quotaHeaders(a)[2]).toBe(0);
  });

  it('serves soccer odds in v4 shape: 3-way h2h, opposite spreads, matching totals', async () => {
    const a = await get(
      sim,
      `/v4/sports/soccer_epl/odds?apiKey=k&${ALL_MARKETS}&oddsFormat=decimal&dateFormat=iso`,
    );
    expect(a.status).toBe(200);
    const events = z.array(oddsEvent).parse(a.body);
    expect(events.length).toBeGreaterThanOrEqual(8);
    const books = new Set(events.flatMap((e) => e.bookmakers.map((b) => b.key)));
    expect(books.size).toBeGreaterThanOrEqual(35);
    for (const key of books) expect(BOOKS.some((b) => b.key === key)).toBe(true);
    for (const e of events) {
      expect(e.sport_key).toBe('soccer_epl');
      expect(Date.parse(e.commence_time)).toBeGreaterThan(START);
      for (const b of e.bookmakers) {
        for (const m of b.markets) {
          for (const o of m.outcomes) expect(o.price).toBeGreaterThan(1);
          const names = m.outcomes.map((o) => o.name);
          if (m.key === 'h2h') expect(names).toEqual([e.home_team, e.away_team, 'Draw']);
          if (m.key === 'spreads') {
            expect(names).toEqual([e.home_team, e.away_team]);
            expect((m.outcomes[0]?.point ?? NaN) + (m.outcomes[1]?.point ?? NaN)).toBe(0);
          }
          if (m.key === 'totals') {
            expect(names).toEqual(['Over', 'Under']);
            expect(m.outcomes[0]?.point).toBe(m.outcomes[1]?.point);
          }
        }
      }
    }
  });

  it('prices fights and tennis two-way, in American odds on request', async () => {
    for (const key of ['mma_mixed_martial_arts', 'tennis_atp_us_open']) {
      const a = await get(sim, `/v4/sports/${key}/odds?apiKey=k&regions=us,eu&oddsFormat=american`);
      const events = z.array(oddsEvent).parse(a.body);
      expect(events.length).toBeGreaterThan(5);
      for (const o of events.flatMap((e) =>
        e.bookmakers.flatMap((b) => b.markets.flatMap((m) => m.outcomes)),
      )) {
        expect(Number.isInteger(o.price)).toBe(true);
        expect(Math.abs(o.price)).toBeGreaterThanOrEqual(100);
        expect(o.name).not.toBe('Draw');
      }
    }
  });

  it('adds bet limits (sharp books take more) and unix times on request', async () => {
    const a = await get(
      sim,
      '/v4/sports/basketball_nba/odds?apiKey=k&bookmakers=pinnacle,draftkings&includeBetLimits=true&dateFormat=unix',
    );
    const events = a.body as {
      commence_time: unknown;
      bookmakers: {
        key: string;
        last_update: unknown;
        markets: { outcomes: { bet_limit?: number }[] }[];
      }[];
    }[];
    const first = events[0];
    expect(typeof first?.commence_time).toBe('number');
    const limit = (key: string): number =>
      first?.bookmakers.find((b) => b.key === key)?.markets[0]?.outcomes[0]?.bet_limit ?? 0;
    expect(limit('pinnacle')).toBeGreaterThan(limit('draftkings'));
    expect(limit('draftkings')).toBeGreaterThan(0);
  });

  it('filters by eventIds and commence time, and serves one event by id', async () => {
    const all = z
      .array(oddsEvent)
      .parse((await get(sim, '/v4/sports/icehockey_nhl/odds?apiKey=k&regions=us')).body);
    const [a, b] = all;
    if (!a || !b) throw new Error('expected NHL events');
    const picked = z
      .array(oddsEvent)
      .parse(
        (
          await get(
            sim,
            `/v4/sports/icehockey_nhl/odds?apiKey=k&regions=us&eventIds=${a.id},${b.id}`,
          )
        ).body,
      );
    expect(picked.map((e) => e.id)).toEqual([a.id, b.id]);
    const later = z
      .array(oddsEvent)
      .parse(
        (
          await get(
            sim,
            `/v4/sports/icehockey_nhl/odds?apiKey=k&regions=us&commenceTimeFrom=${b.commence_time}`,
          )
        ).body,
      );
    expect(later.every((e) => e.commence_time >= b.commence_time)).toBe(true);
    const one = await get(
      sim,
      `/v4/sports/icehockey_nhl/events/${a.id}/odds?apiKey=k&regions=us&markets=h2h,totals`,
    );
    expect(oddsEvent.parse(one.body).id).toBe(a.id);
    expect(quotaHeaders(one)[2]).toBe(2);
    const listed = await get(sim, '/v4/sports/icehockey_nhl/events?apiKey=k');
    expect((listed.body as unknown[]).length).toBeGreaterThanOrEqual(all.length);
    expect(quotaHeaders(listed)[2]).toBe(0);
  });

  it('serves scores: recent results with daysFrom, upcoming with null scores', async () => {
    const recent = await get(sim, '/v4/sports/basketball_nba/scores?apiKey=k&daysFrom=3');
    const events = z.array(scoreEvent).parse(recent.body);
    const done = events.filter((e) => e.completed);
    expect(done.length).toBeGreaterThan(5);
    for (const e of done) expect(e.scores?.map((s) => s.name)).toEqual([e.home_team, e.away_team]);
    expect(events.some((e) => !e.completed && e.scores === null)).toBe(true);
    expect(quotaHeaders(recent)[2]).toBe(2);
    const live = await get(sim, '/v4/sports/basketball_nba/scores?apiKey=k');
    expect(
      z
        .array(scoreEvent)
        .parse(live.body)
        .every((e) => !e.completed),
    ).toBe(true);
    expect(quotaHeaders(live)[2]).toBe(1);
  });

  it('serves the next events across all sports under the "upcoming" key', async () => {
    const a = await get(sim, '/v4/sports/upcoming/odds?apiKey=k&regions=eu');
    const events = z.array(oddsEvent).parse(a.body);
    expect(events.length).toBe(8);
    expect(new Set(events.map((e) => e.sport_key)).size).toBeGreaterThan(1);
    const times = events.map((e) => e.commence_time);
    expect([...times].sort()).toEqual(times);
  });

  it('serves outrights for futures and golf', async () => {
    const a = await get(
      sim,
      '/v4/sports/golf_masters_tournament_winner/odds?apiKey=k&regions=us,uk&markets=outrights',
    );
    const [event] = a.body as {
      home_team: unknown;
      bookmakers: { key: string; markets: { key: string; outcomes: { price: number }[] }[] }[];
    }[];
    expect(event?.home_team).toBeNull();
    const outcomes =
      event?.bookmakers.find((b) => b.key === 'williamhill')?.markets[0]?.outcomes ?? [];
    expect(outcomes.length).toBeGreaterThanOrEqual(30);
    // Sportsbooks carry a fat overround on outrights.
    expect(outcomes.reduce((s, o) => s + 1 / o.price, 0)).toBeGreaterThan(1.15);
    expect(
      (await get(sim, '/v4/sports/golf_masters_tournament_winner/odds?apiKey=k&regions=us')).body,
    ).toEqual([]);
  });
});
