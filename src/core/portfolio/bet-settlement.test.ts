import { describe, expect, it } from 'vitest';
import { settleBet, settlementFromStatus } from './bet-settlement';
import type { BetToSettle, FinalScore } from './bet-settlement';

const score = (homeScore: number, awayScore: number): FinalScore => ({
  homeTeam: 'Boston Celtics',
  awayTeam: 'Miami Heat',
  homeScore,
  awayScore,
});

const bet = (overrides: Partial<BetToSettle>): BetToSettle => ({
  market: 'h2h',
  outcome: 'Boston Celtics',
  point: null,
  odds: 2,
  stake: 100,
  ...overrides,
});

describe('settleBet: moneyline', () => {
  it('pays stake × odds to the winner and nothing to the loser', () => {
    expect(settleBet(bet({ odds: 1.91 }), score(101, 99))).toEqual({
      status: 'won',
      payout: 191,
      profit: 91,
    });
    expect(settleBet(bet({ outcome: 'Miami Heat' }), score(101, 99))).toEqual({
      status: 'lost',
      payout: 0,
      profit: -100,
    });
  });

  it('refunds team bets on a tie in a 2-way market', () => {
    expect(settleBet(bet({}), score(20, 20))).toEqual({ status: 'push', payout: 100, profit: 0 });
    expect(settleBet(bet({ outcome: 'Miami Heat' }), score(20, 20))?.status).toBe('push');
  });

  it('loses team bets on a draw in a 3-way market, where Draw wins', () => {
    const threeWay = { drawPossible: true };
    expect(settleBet(bet(threeWay), score(1, 1))?.status).toBe('lost');
    expect(settleBet(bet({ ...threeWay, outcome: 'Miami Heat' }), score(1, 1))?.status).toBe(
      'lost',
    );
    expect(settleBet(bet({ ...threeWay, outcome: 'Draw', odds: 3.4 }), score(1, 1))).toEqual({
      status: 'won',
      payout: 340,
      profit: 240,
    });
    expect(settleBet(bet({ ...threeWay, outcome: 'Draw' }), score(2, 1))?.status).toBe('lost');
  });

  it('matches team names as the feed does: case and stray spaces aside', () => {
    expect(settleBet(bet({ outcome: '  boston celtics ' }), score(3, 1))?.status).toBe('won');
  });

  it('cannot grade an outcome naming neither team', () => {
    expect(settleBet(bet({ outcome: 'Boston Bruins' }), score(3, 1))).toBeNull();
    expect(settleBet(bet({ outcome: 'Over' }), score(3, 1))).toBeNull();
  });

  it('cannot tell the sides apart when both teams carry the same name', () => {
    const twins = { ...score(3, 1), awayTeam: 'BOSTON CELTICS' };
    expect(settleBet(bet({}), twins)).toBeNull();
  });
});

describe('settleBet: spreads', () => {
  const spread = (outcome: string, point: number, odds = 1.9) =>
    bet({ market: 'spreads', outcome, point, odds });

  it('wins and loses the two sides of a half line', () => {
    // home 101−99: margin 2; home −2.5 → −0.5, away +2.5 → +0.5
    expect(settleBet(spread('Boston Celtics', -2.5), score(101, 99))?.status).toBe('lost');
    expect(settleBet(spread('Miami Heat', 2.5), score(101, 99))).toEqual({
      status: 'won',
      payout: 190,
      profit: 90,
    });
  });

  it('refunds both sides when the margin lands on a whole line', () => {
    expect(settleBet(spread('Boston Celtics', -2), score(101, 99))).toEqual({
      status: 'push',
      payout: 100,
      profit: 0,
    });
    expect(settleBet(spread('Miami Heat', 2), score(101, 99))?.status).toBe('push');
  });

  it('half-loses home −0.25 and half-wins away +0.25 on a draw', () => {
    expect(settleBet(spread('Boston Celtics', -0.25, 2), score(1, 1))).toEqual({
      status: 'half-lost',
      payout: 50,
      profit: -50,
    });
    expect(settleBet(spread('Miami Heat', 0.25, 2), score(1, 1))).toEqual({
      status: 'half-won',
      payout: 150,
      profit: 50,
    });
  });

  it('splits ±0.75 on a one-goal margin: away +0.75 half-loses, home −0.75 half-wins', () => {
    // away +0.75, lost 1−2 from its side: half on +0.5 loses, half on +1 pushes → half-lost
    expect(settleBet(spread('Miami Heat', 0.75, 2), score(2, 1))?.status).toBe('half-lost');
    // home −0.75 winning by one: half on −0.5 wins, half on −1 pushes → half-won
    expect(settleBet(spread('Boston Celtics', -0.75, 2), score(2, 1))).toEqual({
      status: 'half-won',
      payout: 150,
      profit: 50,
    });
  });

  it('cannot grade a spread without a line, or with a line off the quarter grid', () => {
    expect(settleBet(bet({ market: 'spreads', point: null }), score(2, 1))).toBeNull();
    expect(settleBet(spread('Boston Celtics', -2.3), score(2, 1))).toBeNull();
    expect(settleBet(spread('Draw', 0), score(1, 1))).toBeNull();
  });
});

describe('settleBet: totals', () => {
  const total = (outcome: string, point: number, odds = 2) =>
    bet({ market: 'totals', outcome, point, odds });

  it('settles Over and Under against the combined score', () => {
    expect(settleBet(total('Over', 215.5), score(110, 106))?.status).toBe('won');
    expect(settleBet(total('Under', 215.5), score(110, 106))?.status).toBe('lost');
  });

  it('refunds both sides when the total lands on a whole line', () => {
    expect(settleBet(total('Over', 3), score(2, 1))?.status).toBe('push');
    expect(settleBet(total('Under', 3), score(2, 1))?.status).toBe('push');
  });

  it('splits a 2.25 line on a total of 2: Over half-loses, Under half-wins', () => {
    expect(settleBet(total('Over', 2.25), score(1, 1))).toEqual({
      status: 'half-lost',
      payout: 50,
      profit: -50,
    });
    expect(settleBet(total('Under', 2.25), score(1, 1))).toEqual({
      status: 'half-won',
      payout: 150,
      profit: 50,
    });
  });

  it('cannot grade a team name, or a total without a line', () => {
    expect(settleBet(total('Boston Celtics', 2.5), score(1, 1))).toBeNull();
    expect(settleBet(bet({ market: 'totals', outcome: 'Over', point: null }), score(1, 1))).toBe(
      null,
    );
  });
});

describe('settleBet: money', () => {
  it('rounds the payout down to the cent and keeps profit = payout − stake to the cent', () => {
    // 33.33 × 1.87 = 62.3271 → 62.32; half-won at 1.87: 33.33 × 1.435 = 47.82855 → 47.82
    expect(settleBet(bet({ stake: 33.33, odds: 1.87 }), score(2, 1))).toEqual({
      status: 'won',
      payout: 62.32,
      profit: 28.99,
    });
    const halfWon = bet({
      market: 'totals',
      outcome: 'Under',
      point: 2.25,
      stake: 33.33,
      odds: 1.87,
    });
    expect(settleBet(halfWon, score(1, 1))).toEqual({
      status: 'half-won',
      payout: 47.82,
      profit: 14.49,
    });
  });

  it('does not lose a cent to binary floating point (2.3 × 100)', () => {
    expect(settleBet(bet({ odds: 2.3 }), score(1, 0))?.payout).toBe(230);
  });

  it('refuses a bet that could never have been placed', () => {
    expect(() => settleBet(bet({ odds: 1 }), score(1, 0))).toThrow(RangeError);
    expect(() => settleBet(bet({ stake: -5 }), score(1, 0))).toThrow(RangeError);
  });

  it('cannot grade a score that is not a number', () => {
    expect(settleBet(bet({}), score(Number.NaN, 1))).toBeNull();
  });
});

describe('settlementFromStatus', () => {
  it('pays what each status pays', () => {
    const at = (status: Parameters<typeof settlementFromStatus>[0]) =>
      settlementFromStatus(status, 100, 2.5);
    expect(at('won')).toEqual({ status: 'won', payout: 250, profit: 150 });
    expect(at('half-won')).toEqual({ status: 'half-won', payout: 175, profit: 75 });
    expect(at('push')).toEqual({ status: 'push', payout: 100, profit: 0 });
    expect(at('void')).toEqual({ status: 'void', payout: 100, profit: 0 });
    expect(at('half-lost')).toEqual({ status: 'half-lost', payout: 50, profit: -50 });
    expect(at('lost')).toEqual({ status: 'lost', payout: 0, profit: -100 });
    expect(at('open')).toBeNull();
  });

  it('rounds an odd cent of a half-lost stake in the book’s favour', () => {
    expect(settlementFromStatus('half-lost', 10.01, 2)).toEqual({
      status: 'half-lost',
      payout: 5,
      profit: -5.01,
    });
  });
});
