import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { Opportunity, StreamEvent } from '../../contracts/opportunities';
import { PriceBoard } from '../odds/price-board';
import { moneylineGame } from '../test-support/moneyline-game';
import { DetectionEngine } from './detection-engine';
import { MemoryBus } from '../platform/bus/memory-bus';

const T0 = Date.parse('2026-11-26T12:00:00Z');

const game = (prices: Record<string, [number, number, number]>) =>
  moneylineGame({ commenceTime: T0 + 3_600_000, prices, at: T0 });

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
  const served = () =>
    (JSON.parse(engine.live.arbitrage().json) as { opportunities: Opportunity[] }).opportunities;
  return { board, engine, events, served, setNow: (t: number) => (now = t) };
}

const market: Record<string, [number, number, number]> = {
  williamhill: [1.9, 1.9, 5],
  betmgm: [1.88, 1.92, 5],
  caesars: [1.91, 1.89, 5],
};

describe('trust of served opportunities', () => {
  it('serves each leg’s quote time and calls an arbitrage with a 274 s old leg stale', () => {
    const { board, engine, served } = setup();
    engine.onDiff(
      board.applySnapshot(
        'basketball_nba',
        [game({ ...market, draftkings: [2.12, 1.8, 10], fanduel: [1.75, 2.08, 274] })],
        T0,
      ),
    );
    const [arb] = served();
    expect(arb!.legs.map((leg) => [leg.book, leg.quotedAt, leg.quoteAgeSeconds])).toEqual([
      ['draftkings', new Date(T0 - 10_000).toISOString(), 10],
      ['fanduel', new Date(T0 - 274_000).toISOString(), 274],
    ]);
    expect(arb!.trust.level).toBe('stale');
    expect(arb!.trust.booksQuoting).toBe(5);
    expect(arb!.trust.reasons.map((r) => r.code)).toEqual(['stale_leg']);
  });

  it('turns fresh into stale as the clock passes the window, with no price changing', () => {
    const { board, engine, served, setNow } = setup();
    engine.onDiff(
      board.applySnapshot(
        'basketball_nba',
        [game({ ...market, draftkings: [2.12, 1.8, 10], fanduel: [1.75, 2.08, 10] })],
        T0,
      ),
    );
    expect(served()[0]!.trust.level).toBe('fresh');
    setNow(T0 + 111_000);
    engine.replica.changed();
    expect(served()[0]!.trust.level).toBe('stale');
  });

  it('confirms on a re-check, tells the streams, and drops the confirmation when a price moves', () => {
    const { board, engine, served, events } = setup();
    engine.onDiff(
      board.applySnapshot(
        'basketball_nba',
        [game({ ...market, draftkings: [2.12, 1.8, 10], fanduel: [1.75, 2.08, 400] })],
        T0,
      ),
    );
    const id = served()[0]!.id;
    engine.markConfirmed([id], T0);
    const pushed = events.at(-1)!;
    expect(pushed.type === 'opportunity.updated' && pushed.opportunity.trust.level).toBe(
      'confirmed',
    );
    expect(served()[0]!.trust).toMatchObject({
      level: 'confirmed',
      checkedAt: new Date(T0).toISOString(),
    });
    engine.onDiff(
      board.applySnapshot(
        'basketball_nba',
        [game({ ...market, draftkings: [2.14, 1.8, 0], fanduel: [1.75, 2.08, 400] })],
        T0,
      ),
    );
    expect(served()[0]!.trust.level).toBe('stale');
  });

  it('calls a leg priced far above the rest of the market suspect', () => {
    const { board, engine, served } = setup();
    engine.onDiff(
      board.applySnapshot(
        'basketball_nba',
        [game({ ...market, smallbook: [3.4, 1.5, 5], fanduel: [1.75, 2.08, 5] })],
        T0,
      ),
    );
    const arb = served()[0]!;
    expect(arb.trust.level).toBe('suspect');
    expect(arb.trust.reasons[0]!.code).toBe('price_outlier');
  });
});
