import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClosingSet } from '../../core/calibration/closing-sets';
import { startSimulatorProcess, type SimulatorProcess } from '../odds/simulator-process';
import { simulatorTruth } from './simulator-truth';

/** A set as the capture keeps it; only its line and slots matter to the truth. */
const set = (line: number, slots: ClosingSet['slots']): ClosingSet => ({
  line,
  slots,
  reference: 'pinnacle',
  byMethod: {} as ClosingSet['byMethod'],
});

describe('the simulator’s known probabilities, read through its control API', () => {
  let simulator: SimulatorProcess;
  let game: { id: string; home_team: string; away_team: string };

  beforeAll(async () => {
    simulator = await startSimulatorProcess({ seed: 11, speed: 1 });
    // The simulator lists the last days' results from its first request: a started game.
    const response = await fetch(
      `${simulator.url}/v4/sports/basketball_nba/scores?apiKey=test&daysFrom=3`,
    );
    const games = (await response.json()) as (typeof game & { completed: boolean })[];
    game = games.find((each) => each.completed)!;
  });
  afterAll(async () => {
    await simulator?.stop();
  });

  it('answers a started game in slot order, by name, and nothing for a line that can push', async () => {
    const truth = simulatorTruth(simulator.url);
    const event = { id: game.id, homeTeam: game.home_team, awayTeam: game.away_team };
    const [homeFirst] = await truth(event, 'h2h', [
      set(0, [{ outcome: game.home_team }, { outcome: game.away_team }]),
    ]);
    const [awayFirst] = await truth(event, 'h2h', [
      set(0, [{ outcome: game.away_team }, { outcome: game.home_team }]),
    ]);
    expect(homeFirst![0]! + homeFirst![1]!).toBeCloseTo(1, 12);
    expect(awayFirst).toEqual([homeFirst![1], homeFirst![0]]);
    const spreads = await truth(event, 'spreads', [
      set(-3.5, [
        { outcome: game.home_team, point: -3.5 },
        { outcome: game.away_team, point: 3.5 },
      ]),
      set(-3, [
        { outcome: game.home_team, point: -3 },
        { outcome: game.away_team, point: 3 },
      ]),
    ]);
    expect(spreads[0]![0]! + spreads[0]![1]!).toBeCloseTo(1, 12);
    expect(spreads[1]).toBeNull();
  });

  it('knows nothing of an event it never listed', async () => {
    const answer = await simulatorTruth(simulator.url)(
      { id: 'not-a-game', homeTeam: 'A', awayTeam: 'B' },
      'h2h',
      [set(0, [{ outcome: 'A' }, { outcome: 'B' }])],
    );
    expect(answer).toEqual([null]);
  });
});
