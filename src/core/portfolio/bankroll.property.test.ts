import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toCents } from '../stakes';
import { bankrollOf } from './bankroll';
import { portfolioBetArb } from './test-support/portfolio-bets';

describe('bankroll properties', () => {
  const startArb = fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100);

  it('balance = start + Σ settled profit, exposure = Σ open stakes, available = the difference', () => {
    fc.assert(
      fc.property(startArb, fc.array(portfolioBetArb, { maxLength: 60 }), (start, bets) => {
        const bankroll = bankrollOf(start, bets);
        const settledProfitCents = bets
          .filter((bet) => bet.status !== 'open')
          .reduce((sum, bet) => sum + toCents(bet.profit ?? profitForStatus(bet)), 0);
        const openCents = bets
          .filter((bet) => bet.status === 'open')
          .reduce((sum, bet) => sum + toCents(bet.stake), 0);
        expect(toCents(bankroll.balance)).toBe(toCents(start) + settledProfitCents);
        expect(toCents(bankroll.settledProfit)).toBe(settledProfitCents);
        expect(toCents(bankroll.exposure)).toBe(openCents);
        expect(toCents(bankroll.available)).toBe(toCents(bankroll.balance) - openCents);
      }),
      { numRuns: 500 },
    );
  });

  it('moves by exactly a bet’s profit when that bet settles', () => {
    fc.assert(
      fc.property(
        startArb,
        fc.array(portfolioBetArb, { maxLength: 30 }),
        portfolioBetArb,
        (start, bets, bet) => {
          const open = { ...bet, status: 'open' as const, payout: null, profit: null };
          const before = bankrollOf(start, [...bets, open]);
          const after = bankrollOf(start, [...bets, bet]);
          if (bet.status === 'open') {
            expect(after).toEqual(before);
          } else {
            expect(toCents(after.balance) - toCents(before.balance)).toBe(
              toCents(bet.profit ?? profitForStatus(bet)),
            );
            expect(toCents(before.exposure) - toCents(after.exposure)).toBe(toCents(bet.stake));
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

/** The profit a status pays, written out independently of the code under test. */
function profitForStatus(bet: { status: string; stake: number; odds: number }): number {
  const stakeCents = toCents(bet.stake);
  const payout: Record<string, number> = {
    won: Math.floor(stakeCents * bet.odds + 1e-6),
    'half-won': Math.floor((stakeCents * (1 + bet.odds)) / 2 + 1e-6),
    push: stakeCents,
    void: stakeCents,
    'half-lost': Math.floor(stakeCents / 2),
    lost: 0,
  };
  return ((payout[bet.status] ?? stakeCents) - stakeCents) / 100;
}
