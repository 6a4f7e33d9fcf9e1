import { describe, expect, it } from 'vitest';
import { isPortfolioQueryKey } from './invalidate-portfolio';

describe('isPortfolioQueryKey', () => {
  it('matches the bankroll, statistics, bets, analytics, history and hedge reads', () => {
    for (const key of [
      ['/api/user/bankroll'],
      ['/api/user/stats'],
      ['/api/user/bets', { status: 'open' }],
      ['/api/user/bets?page=2'],
      ['/api/user/analytics?range=30d'],
      ['/api/arbitrage-history', '7d'],
      ['/api/arbitrage-history/summary'],
      ['/api/user/positions/0b9c/hedge'],
    ]) {
      expect(isPortfolioQueryKey(key)).toBe(true);
    }
  });

  it('leaves settings, the signed-in user and look-alike URLs alone', () => {
    for (const key of [
      ['/api/user/settings'],
      ['/api/auth/user'],
      ['/api/user/betslip'],
      ['/api/user/bets.csv'],
      [42],
      [],
    ]) {
      expect(isPortfolioQueryKey(key)).toBe(false);
    }
  });
});
