import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectedScore, outcomeScore } from './forecast-scores';

/** A distribution over 2 or 3 outcomes, each at least 0.01. */
const distribution = fc
  .array(fc.double({ min: 0.01, max: 1, noNaN: true }), { minLength: 2, maxLength: 3 })
  .map((weights) => {
    const total = weights.reduce((a, b) => a + b, 0);
    return weights.map((w) => w / total);
  });

const pair = distribution.chain((truth) =>
  fc.tuple(
    fc.constant(truth),
    fc
      .array(fc.double({ min: 0.01, max: 1, noNaN: true }), {
        minLength: truth.length,
        maxLength: truth.length,
      })
      .map((weights) => {
        const total = weights.reduce((a, b) => a + b, 0);
        return weights.map((w) => w / total);
      }),
  ),
);

describe('outcomeScore', () => {
  it('matches a hand computation', () => {
    // Home 0.5, away 0.3, draw 0.2 and the away side won:
    // log loss −ln 0.3 = 1.2039728…, Brier 0.5² + 0.7² + 0.2² = 0.78.
    const score = outcomeScore([0.5, 0.3, 0.2], 1);
    expect(score.logLoss).toBeCloseTo(1.2039728043259361, 12);
    expect(score.brier).toBeCloseTo(0.78, 12);
  });

  it('gives a certain and right forecast 0 Brier and (almost) 0 log loss', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 3 }), fc.nat(), (size, pick) => {
        const winner = pick % size;
        const certain = Array.from({ length: size }, (_, i) => (i === winner ? 1 : 0));
        const score = outcomeScore(certain, winner);
        expect(score.brier).toBe(0);
        expect(score.logLoss).toBeLessThan(1e-11);
      }),
    );
  });

  it('keeps Brier within [0, 2] and log loss non-negative and finite', () => {
    fc.assert(
      fc.property(distribution, fc.nat(), (p, pick) => {
        const score = outcomeScore(p, pick % p.length);
        expect(score.brier).toBeGreaterThanOrEqual(0);
        expect(score.brier).toBeLessThanOrEqual(2);
        expect(score.logLoss).toBeGreaterThanOrEqual(0);
        expect(Number.isFinite(score.logLoss)).toBe(true);
      }),
    );
  });
});

describe('expectedScore', () => {
  it('is the mean outcome score over draws made in the true proportions', () => {
    // 1,000 simulated draws of a 0.7 / 0.3 truth, in exact proportion: 700 home, 300 away.
    const forecast = [0.6, 0.4];
    const draws = [...Array<number>(700).fill(0), ...Array<number>(300).fill(1)];
    const mean = (pick: (s: { logLoss: number; brier: number }) => number) =>
      draws.reduce((sum, winner) => sum + pick(outcomeScore(forecast, winner)), 0) / draws.length;
    const expected = expectedScore(forecast, [0.7, 0.3]);
    expect(expected.logLoss).toBeCloseTo(
      mean((s) => s.logLoss),
      12,
    );
    expect(expected.brier).toBeCloseTo(
      mean((s) => s.brier),
      12,
    );
  });

  it('scores the truth no worse than any other forecast (both scores are proper)', () => {
    fc.assert(
      fc.property(pair, ([truth, other]) => {
        const own = expectedScore(truth, truth);
        const theirs = expectedScore(other, truth);
        expect(own.logLoss).toBeLessThanOrEqual(theirs.logLoss + 1e-12);
        expect(own.brier).toBeLessThanOrEqual(theirs.brier + 1e-12);
      }),
    );
  });

  it('charges a forecast its squared distance from the truth on Brier', () => {
    fc.assert(
      fc.property(pair, ([truth, other]) => {
        const gap = other.reduce((sum, p, i) => sum + (p - (truth[i] ?? 0)) ** 2, 0);
        const extra = expectedScore(other, truth).brier - expectedScore(truth, truth).brier;
        expect(extra).toBeCloseTo(gap, 9);
      }),
    );
  });
});
