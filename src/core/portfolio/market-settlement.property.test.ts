import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { settleBet, type FinalScore } from './bet-settlement';
import { gradeBet, type GameResult, type Grade, type MarketBetToSettle } from './market-settlement';

const HOME = 'Home';
const AWAY = 'Away';
const PLAYER = 'J. Smith';

const finalArb: fc.Arbitrary<FinalScore> = fc.record({
  homeTeam: fc.constant(HOME),
  awayTeam: fc.constant(AWAY),
  homeScore: fc.integer({ min: 0, max: 150 }),
  awayScore: fc.integer({ min: 0, max: 150 }),
});
const statArb = fc.integer({ min: 0, max: 80 });
/** Whole and half lines as prop books quote them, quarters as Asian books do. */
const lineArb = fc.integer({ min: 0, max: 320 }).map((quarters) => quarters / 4);
const handicapArb = fc.integer({ min: -80, max: 80 }).map((quarters) => quarters / 4);
const oddsArb = fc.integer({ min: 101, max: 2000 }).map((hundredths) => hundredths / 100);

const resultWith = (final: FinalScore, stat: number): GameResult => ({
  final,
  periods: new Map(),
  players: [{ player: PLAYER, stats: { player_points: stat } }],
});

const prop = (outcome: string, point: number, odds: number): MarketBetToSettle => ({
  market: 'totals',
  marketKey: 'player_points',
  player: PLAYER,
  outcome,
  point,
  odds,
  stake: 100,
});

function settled(grade: Grade) {
  if (!('settlement' in grade)) throw new Error(grade.reason);
  return grade.settlement;
}

const WINS = new Set(['won', 'half-won']);

describe('market settlement properties', () => {
  it('never lets an Over and an Under at the same line and player both win', () => {
    fc.assert(
      fc.property(finalArb, statArb, lineArb, oddsArb, oddsArb, (final, stat, line, o1, o2) => {
        const result = resultWith(final, stat);
        const over = settled(gradeBet(prop('Over', line, o1), result)).status;
        const under = settled(gradeBet(prop('Under', line, o2), result)).status;
        expect(WINS.has(over) && WINS.has(under)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('pushes a prop only at a whole line equal to the stat', () => {
    fc.assert(
      fc.property(finalArb, statArb, lineArb, oddsArb, (final, stat, line, odds) => {
        const status = settled(gradeBet(prop('Over', line, odds), resultWith(final, stat))).status;
        expect(status === 'push').toBe(Number.isInteger(line) && line === stat);
      }),
      { numRuns: 2000 },
    );
  });

  it('settles an alternate spread exactly as the spread at the same point', () => {
    fc.assert(
      fc.property(
        finalArb,
        handicapArb,
        oddsArb,
        fc.constantFrom(HOME, AWAY),
        (final, point, odds, outcome) => {
          const bet = { market: 'spreads' as const, outcome, point, odds, stake: 100 };
          const alternate = gradeBet(
            { ...bet, marketKey: 'alternate_spreads', player: null },
            { final, periods: null, players: null },
          );
          expect(settled(alternate)).toEqual(settleBet(bet, final));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('settles a period total on the period score, whatever the full game did', () => {
    fc.assert(
      fc.property(
        finalArb,
        fc.integer({ min: 0, max: 80 }),
        fc.integer({ min: 0, max: 80 }),
        lineArb,
        oddsArb,
        (final, home, away, point, odds) => {
          const bet = { market: 'totals' as const, outcome: 'Over', point, odds, stake: 100 };
          const grade = gradeBet(
            { ...bet, marketKey: 'totals_h1', player: null },
            { final, periods: new Map([['h1', { home, away }]]), players: null },
          );
          expect(settled(grade)).toEqual(
            settleBet(bet, { ...final, homeScore: home, awayScore: away }),
          );
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('settles a team total on that team alone: the other team’s score never matters', () => {
    fc.assert(
      fc.property(
        finalArb,
        fc.integer({ min: 0, max: 150 }),
        lineArb,
        oddsArb,
        (final, otherAway, point, odds) => {
          const bet: MarketBetToSettle = {
            market: 'totals',
            marketKey: 'team_totals',
            player: HOME,
            outcome: 'Under',
            point,
            odds,
            stake: 100,
          };
          const none = { periods: null, players: null };
          const a = settled(gradeBet(bet, { final, ...none }));
          const b = settled(gradeBet(bet, { final: { ...final, awayScore: otherAway }, ...none }));
          expect(a).toEqual(b);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
