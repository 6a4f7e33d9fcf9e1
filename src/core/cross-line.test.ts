import { describe, expect, it } from 'vitest';
import { crossLineArbitrage, findCrossLineArbitrages } from './cross-line';
import type { PricedQuote } from './quote-selection';

const quote = (book: string, outcome: string, point: number, price: number): PricedQuote => ({
  book,
  outcome,
  price,
  lastUpdate: 0,
  point,
  effectivePrice: price,
  ageMs: 1_000,
  possiblyStale: false,
});

describe('crossLineArbitrage (hand-computed)', () => {
  it('home −2.5 at 2.10 and away +3.5 at 2.05: one wins on every margin, both on 3', () => {
    const arb = crossLineArbitrage(
      'e',
      'spreads',
      quote('draftkings', 'Home', -2.5, 2.1),
      quote('fanduel', 'Away', 3.5, 2.05),
    );
    // Σ = 1/2.10 + 1/2.05 = 0.476190 + 0.487805 = 0.963995; outside the window 1/Σ − 1 = 3.7349 %.
    expect(arb?.impliedSum).toBeCloseTo(0.963995, 6);
    expect(arb?.returnOnStake).toBeCloseTo(0.037349, 6);
    expect(arb?.legs.map((l) => l.stakeRatio)).toEqual([
      expect.closeTo(0.493976, 6),
      expect.closeTo(0.506024, 6),
    ]);
    expect(arb?.pushPossible).toBe(false);
    expect(arb?.line).toBeUndefined();
  });

  it('whole lines: home −3 and away +4 at 2.10 push on 3 and 4 and still profit 5 % elsewhere', () => {
    const arb = crossLineArbitrage(
      'e',
      'spreads',
      quote('a', 'Home', -3, 2.1),
      quote('b', 'Away', 4, 2.1),
    );
    // Equal halves; on 2 only away wins: 0.5 × 2.1 − 1 = 0.05. On 3 home pushes: 0.5 + 1.05 − 1.
    expect(arb?.returnOnStake).toBeCloseTo(0.05, 9);
    expect(arb?.pushPossible).toBe(true);
  });

  it('quarter lines settle half-won and half-lost: home −2.25 and away +2.75 at 2.10 keep 5 %', () => {
    const arb = crossLineArbitrage(
      'e',
      'spreads',
      quote('a', 'Home', -2.25, 2.1),
      quote('b', 'Away', 2.75, 2.1),
    );
    // On 2: home half-pushes, half-loses (0.5); away wins (2.1): 0.25 + 1.05 − 1 = 0.30.
    // On 1: only away wins: 0.05 — the worst result.
    expect(arb?.returnOnStake).toBeCloseTo(0.05, 9);
  });

  it('totals: Over 210.5 at 2.05 and Under 211.5 at 2.02', () => {
    const arb = crossLineArbitrage(
      'e',
      'totals',
      quote('a', 'Over', 210.5, 2.05),
      quote('b', 'Under', 211.5, 2.02),
    );
    // Σ = 0.4878049 + 0.4950495 = 0.9828544 → 1/Σ − 1 = 1.74447 %.
    expect(arb?.returnOnStake).toBeCloseTo(0.0174447, 7);
  });

  it('is not a cross-line arbitrage on the same line, across a gap, or at prices that lose', () => {
    const same = crossLineArbitrage(
      'e',
      'spreads',
      quote('a', 'Home', -2.5, 2.2),
      quote('b', 'Away', 2.5, 2.2),
    );
    // A gap: on 3 both bets lose.
    const gap = crossLineArbitrage(
      'e',
      'spreads',
      quote('a', 'Home', -3.5, 3),
      quote('b', 'Away', 2.5, 3),
    );
    const dear = crossLineArbitrage(
      'e',
      'spreads',
      quote('a', 'Home', -2.5, 1.95),
      quote('b', 'Away', 3.5, 1.95),
    );
    expect([same, gap, dear]).toEqual([null, null, null]);
  });

  it('finds the cross-line pairs of a slice between the best prices at each line', () => {
    const found = findCrossLineArbitrages(
      {
        event: {
          id: 'e',
          sport: 'basketball_nba',
          homeTeam: 'Home',
          awayTeam: 'Away',
          commenceTime: 10_000,
        },
        kind: 'spreads',
        quotes: [
          { book: 'a', outcome: 'Home', point: -2.5, price: 2.1, lastUpdate: 0 },
          { book: 'b', outcome: 'Away', point: 2.5, price: 1.8, lastUpdate: 0 },
          { book: 'c', outcome: 'Away', point: 3.5, price: 2.05, lastUpdate: 0 },
          { book: 'c', outcome: 'Home', point: -3.5, price: 2.3, lastUpdate: 0 },
        ],
      },
      { now: 1_000, maxAgeMs: 600_000 },
    );
    expect(found.map((arb) => arb.legs.map((l) => `${l.book}:${l.outcome}@${l.point}`))).toEqual([
      ['a:Home@-2.5', 'c:Away@3.5'],
    ]);
  });
});
