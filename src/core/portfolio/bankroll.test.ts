import { describe, expect, it } from 'vitest';
import { bankrollOf } from './bankroll';
import { makeBet, settledBet } from './test-support/portfolio-bets';

describe('bankrollOf', () => {
  it('adds settled profit to the starting value and sets open stakes aside', () => {
    const bets = [
      settledBet('won', { stake: 100, odds: 2.5 }), // +150
      settledBet('lost', { stake: 40 }), // −40
      settledBet('half-lost', { stake: 20 }), // −10
      settledBet('push', { stake: 30 }),
      makeBet({ stake: 75 }),
      makeBet({ stake: 25.5 }),
    ];
    expect(bankrollOf(1000, bets)).toEqual({
      startingValue: 1000,
      settledProfit: 100,
      balance: 1100,
      exposure: 100.5,
      available: 999.5,
    });
  });

  it('counts what its status pays for a settled bet stored without a profit', () => {
    const bet = makeBet({ status: 'won', stake: 10, odds: 3, profit: null });
    expect(bankrollOf(0, [bet]).balance).toBe(20);
  });

  it('stays exact to the cent over many small profits', () => {
    // 0.1 added a thousand times in doubles is 99.9999999999986
    const bets = Array.from({ length: 1000 }, () => makeBet({ status: 'won', profit: 0.1 }));
    expect(bankrollOf(0.2, bets).balance).toBe(100.2);
  });

  it('refuses a starting value that is not an amount', () => {
    expect(() => bankrollOf(-1, [])).toThrow(RangeError);
    expect(() => bankrollOf(Number.NaN, [])).toThrow(RangeError);
  });
});
