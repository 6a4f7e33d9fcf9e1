import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { StreamEvent } from '../../contracts/opportunities';
import { PriceBoard } from '../odds/price-board';
import type { WireEventOdds } from '../odds/wire-format';
import { DetectionEngine } from './detection-engine';
import { MemoryBus } from '../platform/bus/memory-bus';
import { moneylineGame } from '../test-support/moneyline-game';

const T0 = Date.parse('2026-11-22T12:00:00Z');

/** One NBA game, moneyline only, at the given prices per book, quoted 5 s before T0. */
const game = (prices: Record<string, [number, number]>, start = T0 + 3_600_000): WireEventOdds =>
  moneylineGame({ commenceTime: start, prices, at: T0 });

function setup() {
  let now = T0;
  const board = new PriceBoard();
  const bus = new MemoryBus(60_000, () => now);
  const events: StreamEvent[] = [];
  bus.subscribe((m) => events.push(m.event));
  const engine = new DetectionEngine(
    board,
    { maxAgeMs: 600_000, staleGraceMs: 300_000, valueMinEv: 0.5 },
    bus,
    null,
    pino({ level: 'silent' }),
    () => now,
  );
  return { board, bus, engine, events, setNow: (t: number) => (now = t) };
}

describe('DetectionEngine', () => {
  it('flags a failing sport’s opportunities at once, and clears the flag when a poll succeeds', () => {
    const { board, engine, events } = setup();
    engine.onDiff(
      board.applySnapshot(
        'basketball_nba',
        [game({ draftkings: [2.1, 1.8], fanduel: [1.75, 2.05] })],
        T0,
      ),
    );
    const listed = () =>
      (JSON.parse(engine.live.arbitrage().json) as { opportunities: { feedFailing: boolean }[] })
        .opportunities;
    expect(listed().map((o) => o.feedFailing)).toEqual([false]);

    engine.setSportFailing('basketball_nba', true);
    const flagged = events.at(-1)!;
    expect(flagged.type).toBe('opportunity.updated');
    if (flagged.type === 'opportunity.updated') expect(flagged.opportunity.feedFailing).toBe(true);
    expect(listed().map((o) => o.feedFailing)).toEqual([true]);
    // Another sport's failure says nothing about this one.
    const before = events.length;
    engine.setSportFailing('soccer_epl', true);
    expect(events).toHaveLength(before);

    engine.setSportFailing('basketball_nba', false);
    expect(listed().map((o) => o.feedFailing)).toEqual([false]);
  });

  it('finds an arbitrage from a price change and publishes it with exact legs', () => {
    const { board, engine, events } = setup();
    // 1/2.10 + 1/2.05 = 0.47619 + 0.48780 = 0.96399 → return 1/0.96399 − 1 = 3.7354 %
    const diff = board.applySnapshot(
      'basketball_nba',
      [game({ draftkings: [2.1, 1.8], fanduel: [1.75, 2.05] })],
      T0,
    );
    engine.onDiff(diff);
    expect(events).toHaveLength(1);
    const added = events[0]!;
    expect(added.type).toBe('opportunity.added');
    if (added.type !== 'opportunity.added') return;
    expect(added.opportunity.arbitragePercentage).toBeCloseTo(3.7354, 3);
    expect(added.opportunity.legs.map((l) => [l.book, l.outcome, l.price])).toEqual([
      ['draftkings', 'Lakers', 2.1],
      ['fanduel', 'Celtics', 2.05],
    ]);
    expect(engine.live.stats().liveArbitrage).toBe(1);
  });

  it('keeps the same id while the edge moves, and ends it when the edge disappears', () => {
    const { board, engine, events, setNow } = setup();
    engine.onDiff(
      board.applySnapshot(
        'basketball_nba',
        [game({ draftkings: [2.1, 1.8], fanduel: [1.75, 2.05] })],
        T0,
      ),
    );
    const id = (events[0] as { opportunity: { id: string } }).opportunity.id;
    setNow(T0 + 15_000);
    engine.onDiff(
      board.applySnapshot(
        'basketball_nba',
        [game({ draftkings: [2.12, 1.8], fanduel: [1.75, 2.05] })],
        T0 + 15_000,
      ),
    );
    expect(events[1]).toMatchObject({ type: 'opportunity.updated', opportunity: { id } });
    setNow(T0 + 45_000);
    engine.onDiff(
      board.applySnapshot(
        'basketball_nba',
        [game({ draftkings: [1.9, 1.8], fanduel: [1.75, 2.05] })],
        T0 + 45_000,
      ),
    );
    expect(events[2]).toEqual({
      type: 'opportunity.removed',
      id,
      reason: 'edge_gone',
      lifespanSeconds: 45,
    });
    expect(engine.live.stats().liveArbitrage).toBe(0);
  });

  it('ends an opportunity when its event starts, without any price change', () => {
    const { board, engine, events, setNow } = setup();
    engine.onDiff(
      board.applySnapshot(
        'basketball_nba',
        [game({ a: [2.1, 1.8], b: [1.75, 2.05] }, T0 + 60_000)],
        T0,
      ),
    );
    setNow(T0 + 61_000);
    engine.sweep();
    expect(events.at(-1)).toMatchObject({ type: 'opportunity.removed', reason: 'event_started' });
  });

  it('reports nothing when the best prices sum to one or more', () => {
    const { board, engine, events } = setup();
    // 1/2.0 + 1/2.0 = 1: no edge.
    engine.onDiff(
      board.applySnapshot('basketball_nba', [game({ a: [2.0, 1.8], b: [1.75, 2.0] })], T0),
    );
    expect(events).toHaveLength(0);
  });

  it('serves one snapshot per change with a stable ETag', () => {
    const { board, engine } = setup();
    engine.onDiff(
      board.applySnapshot('basketball_nba', [game({ a: [2.1, 1.8], b: [1.75, 2.05] })], T0),
    );
    const first = engine.live.arbitrage();
    expect(engine.live.arbitrage()).toBe(first);
    expect(JSON.parse(first.json).opportunities).toHaveLength(1);
  });
});
