import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { figuresFromBets, type LinkedBet, type RecordedLeg } from './history-from-bets';

const LEGS: RecordedLeg[] = [
  { book: 'DraftKings', outcome: 'Boston Celtics', point: null, price: 2.1 },
  { book: 'FanDuel', outcome: 'Miami Heat', point: null, price: 2.05 },
];
const bet = (outcome: string, values: Partial<LinkedBet> = {}): LinkedBet => ({
  outcome,
  point: null,
  odds: 2,
  stakeCents: 10_000,
  profitCents: null,
  ...values,
});

describe('figuresFromBets', () => {
  it('takes each leg’s price from the bet on its outcome, in the record’s order', () => {
    const figures = figuresFromBets(LEGS, [
      bet('Miami Heat', { odds: 1.98, stakeCents: 34_654 }),
      bet('Boston Celtics', { odds: 2.04, stakeCents: 34_654 }),
    ]);
    expect(figures.odds.map((leg) => [leg.book, leg.price])).toEqual([
      ['DraftKings', 2.04],
      ['FanDuel', 1.98],
    ]);
    expect(figures.stakeCents).toBe(69_308);
  });

  it('has no profit while any bet is open, and the bets’ summed profit once all are settled', () => {
    const open = [bet('Boston Celtics', { profitCents: 10_400 }), bet('Miami Heat')];
    expect(figuresFromBets(LEGS, open).profitCents).toBeNull();
    const settled = [
      bet('Boston Celtics', { profitCents: 10_400 }),
      bet('Miami Heat', { profitCents: -10_000 }),
    ];
    expect(figuresFromBets(LEGS, settled).profitCents).toBe(400);
  });

  it('keeps the recorded price of a leg no bet was placed on', () => {
    const figures = figuresFromBets(LEGS, [bet('Boston Celtics', { odds: 2.2 })]);
    expect(figures.odds.map((leg) => leg.price)).toEqual([2.2, 2.05]);
  });

  it('sums stakes and settled profits to the exact cent, whatever the bets', () => {
    const cents = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 });
    const linked = fc.array(
      fc.record({
        outcome: fc.constantFrom('Boston Celtics', 'Miami Heat', 'Draw'),
        point: fc.constant(null),
        odds: fc.double({ min: 1.01, max: 100, noNaN: true }),
        stakeCents: fc.integer({ min: 1, max: 1_000_000_000 }),
        profitCents: fc.option(cents, { nil: null }),
      }),
      { minLength: 1, maxLength: 4 },
    );
    fc.assert(
      fc.property(linked, (bets) => {
        const figures = figuresFromBets(LEGS, bets);
        expect(figures.stakeCents).toBe(bets.reduce((sum, b) => sum + b.stakeCents, 0));
        const open = bets.some((b) => b.profitCents === null);
        expect(figures.profitCents).toBe(
          open ? null : bets.reduce((sum, b) => sum + b.profitCents!, 0),
        );
        expect(Number.isSafeInteger(figures.stakeCents)).toBe(true);
        expect(figures.odds.map((leg) => [leg.book, leg.outcome])).toEqual(
          LEGS.map((leg) => [leg.book, leg.outcome]),
        );
        for (const leg of figures.odds) {
          const recorded = LEGS.find((l) => l.outcome === leg.outcome)!;
          const onIt = bets.filter((b) => b.outcome === leg.outcome).map((b) => b.odds);
          expect(onIt.length === 0 ? [recorded.price] : onIt).toContain(leg.price);
        }
      }),
    );
  });
});
