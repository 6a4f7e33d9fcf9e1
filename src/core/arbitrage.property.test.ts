import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ARB_EPSILON, findArbitrages } from './arbitrage';
import type { MarketEvent, Quote } from './market';
import { effectivePrice } from './quote-selection';
import { optimalStakes } from './stakes';

const now = 1_700_000_000_000;
const options = { now, maxAgeMs: 60_000 };
const event: MarketEvent = {
  id: 'e',
  sport: 'basketball_nba',
  homeTeam: 'Home',
  awayTeam: 'Away',
  commenceTime: now + 60_000,
};

const outcomeNames = (count: number) => (count === 3 ? ['Home', 'Draw', 'Away'] : ['Home', 'Away']);

interface Board {
  readonly count: number;
  readonly weights: readonly number[];
  readonly books: readonly { margin: number; commission: number; skew: readonly number[] }[];
}

/** A board of books pricing a market around shared true probabilities with their own margins. */
const board: fc.Arbitrary<Board> = fc.integer({ min: 2, max: 3 }).chain((count) =>
  fc.record({
    count: fc.constant(count),
    weights: fc.array(fc.double({ min: 0.05, max: 1, noNaN: true }), {
      minLength: count,
      maxLength: count,
    }),
    books: fc.array(
      fc.record({
        margin: fc.double({ min: -0.03, max: 0.1, noNaN: true }),
        commission: fc.constantFrom(0, 0, 0.02, 0.05),
        skew: fc.array(fc.double({ min: 0.95, max: 1.05, noNaN: true }), {
          minLength: count,
          maxLength: count,
        }),
      }),
      { minLength: 1, maxLength: 5 },
    ),
  }),
);

function quotesOf(generated: Board): Quote[] {
  const total = generated.weights.reduce((sum, weight) => sum + weight, 0);
  const names = outcomeNames(generated.count);
  return generated.books.flatMap((book, bookIndex) =>
    names.map((outcome, index) => {
      const probability =
        ((generated.weights[index] ?? 1) / total) * (1 + book.margin) * (book.skew[index] ?? 1);
      return {
        book: `book-${bookIndex}`,
        outcome,
        price: Math.max(1.01, Math.round((1 / probability) * 100) / 100),
        lastUpdate: now,
        ...(book.commission > 0 ? { commission: book.commission } : {}),
      };
    }),
  );
}

function bestEffectiveSum(quotes: readonly Quote[], names: readonly string[]): number {
  return names.reduce((sum, outcome) => {
    const prices = quotes
      .filter((quote) => quote.outcome === outcome)
      .map((quote) => effectivePrice(quote.price, quote.commission));
    return sum + 1 / Math.max(...prices);
  }, 0);
}

describe('arbitrage properties', () => {
  it('pays at least the stated profit on every outcome at optimal stakes (within a cent)', () => {
    fc.assert(
      fc.property(board, fc.integer({ min: 1, max: 100_000 }), (generated, total) => {
        const quotes = quotesOf(generated);
        const slice = {
          event: { ...event, drawPossible: generated.count === 3 },
          kind: 'h2h' as const,
          quotes,
        };
        for (const arb of findArbitrages(slice, options)) {
          const plan = optimalStakes(
            arb.legs.map((leg) => leg.effectivePrice),
            total,
          );
          const stated = total * arb.returnOnStake;
          for (const profit of plan.profits) expect(profit).toBeGreaterThanOrEqual(stated - 0.01);
          expect(arb.legs.reduce((sum, leg) => sum + leg.stakeRatio, 0)).toBeCloseTo(1, 12);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('reports an arbitrage exactly when the best prices sum below 1 − ε', () => {
    fc.assert(
      fc.property(board, (generated) => {
        const quotes = quotesOf(generated);
        const slice = {
          event: { ...event, drawPossible: generated.count === 3 },
          kind: 'h2h' as const,
          quotes,
        };
        const sum = bestEffectiveSum(quotes, outcomeNames(generated.count));
        expect(findArbitrages(slice, options).length > 0).toBe(sum < 1 - ARB_EPSILON);
      }),
      { numRuns: 500 },
    );
  });

  it('never reports an arbitrage when Σ 1/dᵢ ≥ 1, however close to 1', () => {
    const fair = fc.integer({ min: 2, max: 3 }).chain((count) =>
      fc.record({
        weights: fc.array(fc.double({ min: 0.01, max: 1, noNaN: true }), {
          minLength: count,
          maxLength: count,
        }),
        margin: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 0.1, noNaN: true })),
      }),
    );
    fc.assert(
      fc.property(fair, ({ weights, margin }) => {
        const total = weights.reduce((sum, weight) => sum + weight, 0);
        const names = outcomeNames(weights.length);
        // Exact prices 1/(qᵢ(1 + m)), one per book: Σ = 1 + m up to float rounding.
        const quotes = weights.map((weight, index) => ({
          book: `book-${index}`,
          outcome: names[index] ?? '',
          price: 1 / ((weight / total) * (1 + margin)),
          lastUpdate: now,
        }));
        const slice = {
          event: { ...event, drawPossible: weights.length === 3 },
          kind: 'h2h' as const,
          quotes,
        };
        expect(findArbitrages(slice, options)).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });
});
