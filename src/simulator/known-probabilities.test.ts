import { describe, expect, it } from 'vitest';
import { handleControl } from './control-api';
import { parseKnownRequest } from './known-probabilities';
import { matchModel } from './outcome-model';
import { SimulatorCore } from './simulator-core';
import { START } from './test-helpers';

function startedEvent(core: SimulatorCore, kind: 'points' | 'goals') {
  for (const board of core.market.allBoards()) {
    if (board.sport.kind !== kind) continue;
    const event = board.live[0] ?? board.completed[0];
    if (event) return event;
  }
  throw new Error(`no started ${kind} event`);
}

describe('POST /__sim/known-probabilities', () => {
  const core = new SimulatorCore({ clock: 'manual', seed: 7 }, () => START, START);

  it("answers a started event's probabilities at its start, from the model its score was drawn from", () => {
    const event = startedEvent(core, 'points');
    const answer = handleControl(core, 'POST', '/__sim/known-probabilities', {
      events: [{ id: event.id, spreads: [-3.5, -3], totals: [210.5] }],
    });
    expect(answer.status).toBe(200);
    const [known] = (answer.body as { events: Record<string, unknown>[] }).events;
    const model = matchModel(event.sport, event.x, event.tot);
    expect(known).toEqual({
      id: event.id,
      known: true,
      h2h: [...model.h2h],
      // The whole line (−3) can push: it is not answered.
      spreads: [{ point: -3.5, home: model.cover(-3.5) }],
      totals: [{ line: 210.5, over: model.over(210.5) }],
    });
  });

  it('gives a three-way sport home, away and draw summing to 1', () => {
    const event = startedEvent(core, 'goals');
    const answer = handleControl(core, 'POST', '/__sim/known-probabilities', {
      events: [{ id: event.id }],
    });
    const h2h = (answer.body as { events: { h2h: number[] }[] }).events[0]!.h2h;
    expect(h2h.length).toBe(event.sport.draw ? 3 : 2);
    expect(h2h.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
  });

  it('says unknown for an event that has not started, and refuses a bad body', () => {
    const upcoming = [...core.market.allBoards()].find((b) => b.upcoming[0])!.upcoming[0]!;
    const answer = handleControl(core, 'POST', '/__sim/known-probabilities', {
      events: [{ id: upcoming.id }, { id: 'nope' }],
    });
    expect((answer.body as { events: { known: boolean }[] }).events.map((e) => e.known)).toEqual([
      false,
      false,
    ]);
    expect(handleControl(core, 'POST', '/__sim/known-probabilities', { events: 3 }).status).toBe(
      400,
    );
    expect(parseKnownRequest({ events: [{ id: 'a', totals: ['x'] }] })).toMatch(/lists of numbers/);
  });
});
