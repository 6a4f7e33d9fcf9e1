import { describe, expect, it } from 'vitest';
import { PollPlanner, type PlannerSettings } from './poll-planner';

const settings: PlannerSettings = {
  nearIntervalMs: 15_000,
  sourceFloorMs: 0,
  farFactor: 4,
  idleIntervalMs: 15 * 60_000,
  monthlyCredits: 20_000,
  costPerPoll: 9,
  backoffBaseMs: 2_000,
  backoffMaxMs: 5 * 60_000,
};

const start = Date.parse('2026-11-01T00:00:00Z');
const seeded = (seed: number) => () => {
  seed = (seed * 16_807) % 2_147_483_647;
  return seed / 2_147_483_647;
};

/** Drives the planner through simulated time, every poll succeeding unless `fails` says no. */
function simulate(
  planner: PollPlanner,
  from: number,
  to: number,
  stepMs: number,
  upcoming: (sport: string, now: number) => number[],
  fails: (sport: string, now: number) => boolean = () => false,
) {
  let calls = 0;
  for (let now = from; now < to; now += stepMs) {
    for (const sport of planner.due(now)) {
      if (!planner.canAfford(settings.costPerPoll, now)) continue;
      planner.charge(settings.costPerPoll, now);
      calls++;
      if (fails(sport, now)) planner.failed(sport, now, 'HTTP 503');
      else planner.succeeded(sport, now, upcoming(sport, now));
    }
  }
  return calls;
}

describe('PollPlanner', () => {
  it('never exceeds the monthly budget over a simulated month, and keeps polling to the end', () => {
    const planner = new PollPlanner(settings, start, 0, seeded(1));
    const keys = Array.from({ length: 40 }, (_, i) => `sport_${i}`);
    planner.setSports(keys, start);
    const end = Date.parse('2026-12-01T00:00:00Z');
    // Half the sports always have an event within the hour, the rest only far away.
    const upcoming = (sport: string, now: number) =>
      Number(sport.split('_')[1]) % 2 === 0 ? [now + 3_600_000] : [now + 3 * 86_400_000];
    let lastWeekCalls = 0;
    const firstPart = simulate(planner, start, end - 7 * 86_400_000, 15_000, upcoming);
    lastWeekCalls = simulate(planner, end - 7 * 86_400_000, end, 15_000, upcoming);
    expect(planner.creditsSpentThisMonth).toBeLessThanOrEqual(settings.monthlyCredits);
    expect((firstPart + lastWeekCalls) * settings.costPerPoll).toBe(planner.creditsSpentThisMonth);
    // Spread evenly: the last week still gets a fair share of polls.
    expect(lastWeekCalls).toBeGreaterThan(((firstPart + lastWeekCalls) * 7) / 30 / 2);
  });

  it('polls sports with events soon more often than far ones, and idle ones least', () => {
    const planner = new PollPlanner({ ...settings, monthlyCredits: 1e9 }, start, 0, seeded(2));
    planner.setSports(['near', 'far', 'idle'], start);
    const upcoming = (sport: string, now: number) =>
      sport === 'near' ? [now + 3_600_000] : sport === 'far' ? [now + 86_400_000] : [];
    simulate(planner, start, start + 1_000, 1_000, upcoming);
    const now = start + 1_000;
    expect(planner.sports.get('near')!.nextPollAt - start).toBe(15_000);
    expect(planner.sports.get('far')!.nextPollAt - start).toBe(60_000);
    expect(planner.sports.get('idle')!.nextPollAt - start).toBe(15 * 60_000);
    expect(now).toBeGreaterThan(start);
  });

  it('never polls faster than the source floor', () => {
    const planner = new PollPlanner(
      { ...settings, sourceFloorMs: 60_000, monthlyCredits: 1e9 },
      start,
      0,
    );
    planner.setSports(['near'], start);
    planner.succeeded('near', start, [start + 60_000]);
    expect(planner.sports.get('near')!.nextPollAt - start).toBe(60_000);
  });

  it('backs off exponentially with a bound, keeps cached data labelled, and resumes after recovery', () => {
    const planner = new PollPlanner({ ...settings, monthlyCredits: 1e9 }, start, 0, seeded(3));
    planner.setSports(['nba'], start);
    planner.succeeded('nba', start, [start + 3_600_000]);
    let now = start + 15_000;
    const gaps: number[] = [];
    for (let i = 0; i < 15; i++) {
      planner.failed('nba', now, 'HTTP 429');
      const next = planner.sports.get('nba')!.nextPollAt;
      gaps.push(next - now);
      now = next;
    }
    expect(planner.sports.get('nba')!.source).toBe('cached');
    expect(Math.max(...gaps)).toBeLessThanOrEqual(settings.backoffMaxMs);
    expect(gaps[6]!).toBeGreaterThan(gaps[0]!);
    expect(gaps.slice(-5).every((gap) => gap >= settings.backoffMaxMs / 2)).toBe(true);
    planner.succeeded('nba', now, [now + 3_600_000]);
    expect(planner.sports.get('nba')!.source).toBe('live');
    expect(planner.sports.get('nba')!.nextPollAt - now).toBe(15_000);
  });

  it('stops everything when credits run out, until the month turns', () => {
    const planner = new PollPlanner(settings, start, 0);
    planner.setSports(['nba'], start);
    planner.halt('OUT_OF_USAGE_CREDITS');
    expect(planner.due(start + 60_000)).toEqual([]);
    expect(planner.due(Date.parse('2026-12-01T00:00:01Z'))).toEqual(['nba']);
  });

  it('refuses a poll that would overrun the budget', () => {
    const planner = new PollPlanner({ ...settings, monthlyCredits: 20 }, start, 15);
    planner.setSports(['a'], start);
    expect(planner.due(start)).toEqual([]);
    expect(planner.canAfford(9, start)).toBe(false);
  });
});
