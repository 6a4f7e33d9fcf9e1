import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toCents } from '../stakes';
import { settleBet, settlementFromStatus } from './bet-settlement';
import type { BetToSettle, FinalScore, SettledStatus } from './bet-settlement';

const HOME = 'Home';
const AWAY = 'Away';

const scoreArb: fc.Arbitrary<FinalScore> = fc.record({
  homeTeam: fc.constant(HOME),
  awayTeam: fc.constant(AWAY),
  homeScore: fc.integer({ min: 0, max: 150 }),
  awayScore: fc.integer({ min: 0, max: 150 }),
});
/** Quarter-point lines from −20 to +20 and totals from 0 to 250, as books quote them. */
const handicapArb = fc.integer({ min: -80, max: 80 }).map((quarters) => quarters / 4);
const totalLineArb = fc.integer({ min: 0, max: 1000 }).map((quarters) => quarters / 4);
const oddsArb = fc.oneof(
  fc.integer({ min: 101, max: 5000 }).map((hundredths) => hundredths / 100),
  fc.double({ min: 1.0001, max: 50, noNaN: true }),
);
const stakeArb = fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100);

const mirror: Record<SettledStatus, SettledStatus> = {
  won: 'lost',
  lost: 'won',
  'half-won': 'half-lost',
  'half-lost': 'half-won',
  push: 'push',
  void: 'void',
};

const isHalfLine = (line: number) => Math.abs(line % 1) === 0.5;

function settled(bet: BetToSettle, score: FinalScore) {
  const settlement = settleBet(bet, score);
  if (settlement === null) throw new Error(`could not grade ${JSON.stringify(bet)}`);
  return settlement;
}

describe('settlement properties', () => {
  it('settles the home side at h and the away side at −h as mirror images', () => {
    fc.assert(
      fc.property(scoreArb, handicapArb, oddsArb, oddsArb, (score, line, homeOdds, awayOdds) => {
        const home = settled(
          { market: 'spreads', outcome: HOME, point: line, odds: homeOdds, stake: 100 },
          score,
        );
        const away = settled(
          { market: 'spreads', outcome: AWAY, point: -line, odds: awayOdds, stake: 100 },
          score,
        );
        expect(away.status).toBe(mirror[home.status]);
        if (isHalfLine(line)) {
          expect([home.status, away.status].sort()).toEqual(['lost', 'won']);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('settles Over and Under at the same total as mirror images', () => {
    fc.assert(
      fc.property(scoreArb, totalLineArb, oddsArb, (score, line, odds) => {
        const over = settled(
          { market: 'totals', outcome: 'Over', point: line, odds, stake: 50 },
          score,
        );
        const under = settled(
          { market: 'totals', outcome: 'Under', point: line, odds, stake: 50 },
          score,
        );
        expect(under.status).toBe(mirror[over.status]);
        if (isHalfLine(line)) {
          expect([over.status, under.status].sort()).toEqual(['lost', 'won']);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('pushes a whole line exactly when the result lands on it, and never a half line', () => {
    fc.assert(
      fc.property(scoreArb, handicapArb, (score, line) => {
        const margin = score.homeScore - score.awayScore;
        const home = settled(
          { market: 'spreads', outcome: HOME, point: line, odds: 1.9, stake: 10 },
          score,
        );
        expect(home.status === 'push').toBe(margin + line === 0);
      }),
      { numRuns: 2000 },
    );
  });

  it('wins exactly one of home, draw and away in a 3-way market; a 2-way tie refunds both', () => {
    fc.assert(
      fc.property(scoreArb, oddsArb, (score, odds) => {
        const statuses = [HOME, 'Draw', AWAY].map(
          (outcome) =>
            settled(
              { market: 'h2h', outcome, point: null, odds, stake: 10, drawPossible: true },
              score,
            ).status,
        );
        expect(statuses.filter((status) => status === 'won')).toHaveLength(1);
        expect(statuses.filter((status) => status === 'lost')).toHaveLength(2);

        const home = settled({ market: 'h2h', outcome: HOME, point: null, odds, stake: 10 }, score);
        const away = settled({ market: 'h2h', outcome: AWAY, point: null, odds, stake: 10 }, score);
        expect(away.status).toBe(mirror[home.status]);
        expect(home.status === 'push').toBe(score.homeScore === score.awayScore);
      }),
      { numRuns: 1000 },
    );
  });

  it('pays between nothing and stake × odds, in whole cents, with profit = payout − stake', () => {
    const betArb = fc.oneof(
      fc.record({
        market: fc.constant('spreads' as const),
        outcome: fc.constantFrom(HOME, AWAY),
        point: handicapArb,
      }),
      fc.record({
        market: fc.constant('totals' as const),
        outcome: fc.constantFrom('Over', 'Under'),
        point: totalLineArb,
      }),
      fc.record({
        market: fc.constant('h2h' as const),
        outcome: fc.constantFrom(HOME, AWAY, 'Draw'),
        point: fc.constant(null),
      }),
    );
    fc.assert(
      fc.property(betArb, oddsArb, stakeArb, scoreArb, (line, odds, stake, score) => {
        const { payout, profit } = settled({ ...line, odds, stake }, score);
        expect(payout).toBeGreaterThanOrEqual(0);
        expect(payout).toBeLessThanOrEqual(stake * odds + 1e-6);
        expect(Math.abs(payout * 100 - toCents(payout))).toBeLessThan(1e-6);
        expect(toCents(profit)).toBe(toCents(payout) - toCents(stake));
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with the manual settlement of the status it reached', () => {
    fc.assert(
      fc.property(scoreArb, handicapArb, oddsArb, stakeArb, (score, line, odds, stake) => {
        const graded = settled(
          { market: 'spreads', outcome: AWAY, point: line, odds, stake },
          score,
        );
        expect(settlementFromStatus(graded.status, stake, odds)).toEqual(graded);
      }),
      { numRuns: 2000 },
    );
  });

  it('never pays less when the bet’s side scores one more', () => {
    fc.assert(
      fc.property(scoreArb, handicapArb, oddsArb, (score, line, odds) => {
        const bet: BetToSettle = {
          market: 'spreads',
          outcome: HOME,
          point: line,
          odds,
          stake: 100,
        };
        const better = { ...score, homeScore: score.homeScore + 1 };
        expect(settled(bet, better).payout).toBeGreaterThanOrEqual(settled(bet, score).payout);
      }),
      { numRuns: 2000 },
    );
  });
});
