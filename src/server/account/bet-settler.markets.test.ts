import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { memberWithSession } from '../billing/test-support/member-session';
import type { DatabaseHandle } from '../db/database';
import { bets, events } from '../db/schema/index';
import { startSimulatorProcess, type SimulatorProcess } from '../odds/simulator-process';
import { openTestDatabase, testDatabaseKinds } from '../test-support/test-database';
import { BetSettler } from './bet-settler';
import { readBoxScores, scoresOnly, simulatorBoxScores } from './settlement-data';

const NOW = new Date('2026-11-21T12:00:00Z');
const log = pino({ level: 'silent' });

/** The simulator's box-score wire format, as far as these tests read it. */
const boxScores = z.array(
  z.object({
    id: z.string(),
    home_team: z.string(),
    away_team: z.string(),
    scores: z.object({ home: z.number(), away: z.number() }),
    periods: z.array(z.object({ period: z.string(), home: z.number(), away: z.number() })),
    players: z.array(z.object({ player: z.string(), stats: z.record(z.string(), z.number()) })),
  }),
);

describe('readBoxScores', () => {
  it('drops and counts malformed periods, players and stats, keeping the rest', () => {
    const { byEvent, dropped } = readBoxScores([
      {
        id: 'e1',
        periods: [
          { period: 'h1', home: 50, away: 48 },
          { period: 'q1', home: -1, away: 2 },
        ],
        players: [
          { player: 'J. Smith', stats: { player_points: 27, player_rebounds: 'n/a' } },
          { stats: {} },
        ],
      },
      'not a box score',
    ]);
    expect(dropped).toBe(4);
    expect(byEvent.get('e1')).toEqual({
      periods: new Map([['h1', { period: 'h1', home: 50, away: 48 }]]),
      players: [{ player: 'J. Smith', stats: { player_points: 27 } }],
    });
  });
});

describe.each(testDatabaseKinds)('BetSettler on props, alternates and periods (%s)', (kind) => {
  let database: DatabaseHandle;
  let userId: string;
  let sim: SimulatorProcess;
  let box: z.infer<typeof boxScores>[number];

  const bet = (values: Partial<typeof bets.$inferInsert> & { marketKey: string }) =>
    database.db
      .insert(bets)
      .values({
        userId,
        kind: 'manual',
        eventId: box.id,
        sportKey: 'basketball_nba',
        homeTeam: box.home_team,
        awayTeam: box.away_team,
        market: 'totals',
        marketType: 'main',
        outcome: 'Over',
        point: null,
        odds: 2,
        stakeCents: 10_000,
        book: 'draftkings',
        placedAt: new Date(NOW.getTime() - 86_400_000),
        ...values,
      })
      .returning()
      .then((rows) => rows[0]!);
  const read = async (id: string) =>
    (await database.db.select().from(bets).where(eq(bets.id, id)))[0]!;

  beforeAll(async () => {
    sim = await startSimulatorProcess({ seed: 11, speed: 1 });
    const response = await fetch(`${sim.url}/__sim/box-scores?sport=basketball_nba`);
    box = boxScores.parse(await response.json())[0]!;
    database = await openTestDatabase(kind);
    userId = (await memberWithSession(database.db, 'props@arbiter.test')).user.id;
    await database.db.insert(events).values({
      id: box.id,
      sportKey: 'basketball_nba',
      commenceTime: new Date(NOW.getTime() - 6 * 3_600_000),
      homeTeam: box.home_team,
      awayTeam: box.away_team,
      completed: true,
      scores: [
        { name: box.home_team, score: String(box.scores.home) },
        { name: box.away_team, score: String(box.scores.away) },
      ],
    });
  });
  afterAll(async () => {
    await database?.close();
    await sim?.stop();
  });

  it('with final scores only, settles alternates and team totals and keeps props and periods open with the reason', async () => {
    const total = box.scores.home + box.scores.away;
    const alternate = await bet({
      market: 'totals',
      marketKey: 'alternate_totals',
      marketType: 'alternate',
      outcome: 'Under',
      point: total + 10.5,
    });
    const teamTotal = await bet({
      marketKey: 'team_totals',
      marketType: 'alternate',
      player: box.away_team,
      point: box.scores.away,
    });
    const prop = await bet({
      marketKey: 'player_points',
      marketType: 'player_prop',
      player: box.players[0]!.player,
      point: 20.5,
    });
    const period = await bet({
      market: 'h2h',
      marketKey: 'h2h_q1',
      marketType: 'period',
      outcome: box.home_team,
    });

    const settler = new BetSettler(database.db, log, () => NOW, scoresOnly());
    expect(await settler.runOnce()).toMatchObject({ settled: 2 });
    expect(await read(alternate.id)).toMatchObject({ status: 'won', profitCents: 10_000 });
    expect(await read(teamTotal.id)).toMatchObject({ status: 'push', profitCents: 0 });
    expect(await read(prop.id)).toMatchObject({
      status: 'open',
      openReason: 'The odds source does not report player statistics — settle this bet by hand.',
    });
    expect(await read(period.id)).toMatchObject({
      status: 'open',
      openReason: 'The odds source does not report period scores — settle this bet by hand.',
    });
    // Kept open for the member: later passes do not grade it again.
    expect(await settler.runOnce()).toMatchObject({ settled: 0 });
    await database.db.delete(bets).where(eq(bets.userId, userId));
  });

  it("with the simulator's box scores, settles props from the player's stat and periods from the period score", async () => {
    const star = box.players.find((p) => p.stats.player_points !== undefined)!;
    const points = star.stats.player_points!;
    const over = await bet({
      marketKey: 'player_points',
      marketType: 'player_prop',
      player: star.player,
      point: points - 0.5,
    });
    const under = await bet({
      marketKey: 'player_points',
      marketType: 'player_prop',
      player: star.player,
      outcome: 'Under',
      point: points - 0.5,
    });
    const half = box.periods.find((p) => p.period === 'h1')!;
    const period = await bet({
      marketKey: 'totals_h1',
      marketType: 'period',
      point: half.home + half.away,
    });
    const nobody = await bet({
      marketKey: 'player_points',
      marketType: 'player_prop',
      player: 'Nobody Atall',
      point: 10.5,
    });

    const data = simulatorBoxScores(async () => sim.url, log);
    const settler = new BetSettler(database.db, log, () => NOW, data);
    expect(await settler.runOnce()).toMatchObject({ settled: 3 });
    expect(await read(over.id)).toMatchObject({ status: 'won', settledBy: 'score' });
    expect(await read(under.id)).toMatchObject({ status: 'lost', profitCents: -10_000 });
    expect(await read(period.id)).toMatchObject({ status: 'push' });
    expect(await read(nobody.id)).toMatchObject({
      status: 'open',
      openReason: 'The box score has no player_points for Nobody Atall — settle this bet by hand.',
    });
  });
});
