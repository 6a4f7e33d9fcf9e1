import { describe, expect, it } from 'vitest';
import { portfolioStats, statsBy } from './portfolio-stats';
import { makeBet, settledBet } from './test-support/portfolio-bets';

const nba = 'basketball_nba';
const epl = 'soccer_epl';
const bets = [
  settledBet('won', { stake: 100, odds: 2.5, sport: nba, kind: 'arbitrage', clv: 0.04 }), // +150
  settledBet('lost', { stake: 50, sport: epl, book: 'draftkings', kind: 'value', clv: -0.02 }), // −50
  settledBet('half-won', { stake: 20, sport: nba, book: 'draftkings', kind: 'value' }), // +10
  settledBet('push', { stake: 30, sport: epl }),
  settledBet('void', { stake: 40, sport: nba, clv: 0.01 }),
  makeBet({ stake: 60, sport: nba, book: 'fanduel', kind: 'arbitrage', clv: 0.03 }),
];

describe('portfolioStats', () => {
  it('computes every figure of a small portfolio by its stated definition', () => {
    const stats = portfolioStats(1000, bets);
    expect(stats).toMatchObject({
      portfolioValue: 1110,
      profit: 110,
      totalStaked: 200, // the void bet's 40 risked nothing
      betCount: 6,
      openCount: 1,
      settledCount: 5,
    });
    expect(stats.roi).toBeCloseTo(0.11, 12); // 110 / 1000
    expect(stats.yield).toBeCloseTo(0.55, 12); // 110 / 200
    expect(stats.winRate).toBeCloseTo(2 / 3, 12); // won + half-won of won, half-won, lost
    expect(stats.averageClv).toBeCloseTo(0.015, 12); // (0.04 − 0.02 + 0.01 + 0.03) / 4
  });

  it('says "unknown" rather than 0 % where a figure has nothing to divide by', () => {
    expect(portfolioStats(0, [makeBet()])).toEqual({
      portfolioValue: 0,
      profit: 0,
      totalStaked: 0,
      roi: null,
      yield: null,
      winRate: null,
      betCount: 1,
      openCount: 1,
      settledCount: 0,
      averageClv: null,
    });
  });

  it('leaves pushes and voids out of the win rate', () => {
    const stats = portfolioStats(100, [settledBet('won'), settledBet('push'), settledBet('void')]);
    expect(stats.winRate).toBe(1);
  });
});

describe('statsBy', () => {
  it('groups by sport in key order, each with its own figures', () => {
    const groups = statsBy(bets, 'sport');
    expect(groups.map((group) => group.key)).toEqual([nba, epl]);
    const [basketball, soccer] = groups;
    expect(basketball).toMatchObject({ bets: 4, staked: 120, profit: 160, winRate: 1 });
    expect(basketball?.yield).toBeCloseTo(160 / 120, 12);
    expect(basketball?.averageClv).toBeCloseTo(0.08 / 3, 12);
    expect(soccer).toMatchObject({
      bets: 2,
      staked: 80,
      profit: -50,
      winRate: 0,
      averageClv: -0.02,
    });
    expect(soccer?.yield).toBeCloseTo(-0.625, 12);
    expect(basketball).not.toHaveProperty('roi');
  });

  it('adds each group’s share of the return on the bankroll when given the starting value', () => {
    const byKind = statsBy(bets, 'kind', 1000);
    expect(byKind.map(({ key, profit, roi }) => ({ key, profit, roi }))).toEqual([
      { key: 'arbitrage', profit: 150, roi: 0.15 },
      { key: 'manual', profit: 0, roi: 0 },
      { key: 'value', profit: -40, roi: -0.04 },
    ]);
  });

  it('groups by book and by market', () => {
    expect(statsBy(bets, 'book').map((group) => [group.key, group.bets])).toEqual([
      ['draftkings', 2],
      ['fanduel', 1],
      ['pinnacle', 3],
    ]);
    expect(statsBy(bets, 'market').map((group) => [group.key, group.bets])).toEqual([['h2h', 6]]);
  });
});
