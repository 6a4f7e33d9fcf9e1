import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atMemberCommission, replanArbitrage, type PricedLeg } from './member-commission';
import { effectivePrice } from './quote-selection';

const run = { seed: 18_031, numRuns: 300 };

const leg = (book: string, price: number, commission = 0): PricedLeg => ({
  book,
  price,
  effectivePrice: effectivePrice(price, commission),
  commission,
  stakeRatio: 0.5,
});

describe('the member’s exchange commission', () => {
  it('reprices only the legs at a book with a stated commission', () => {
    const legs = [leg('draftkings', 2.2), leg('betfair_ex_uk', 2.2, 0.05)];
    const own = atMemberCommission(legs, (book) => (book === 'betfair_ex_uk' ? 0.02 : null));
    expect(own[0]).toBe(legs[0]);
    expect(own[1]).toMatchObject({ commission: 0.02, effectivePrice: 1 + 1.2 * 0.98 });
  });

  it('keeps equal payouts and a lower commission never lowers the return', () => {
    const price = fc.double({ min: 1.05, max: 10, noNaN: true });
    fc.assert(
      fc.property(
        price,
        price,
        fc.double({ min: 0, max: 0.05, noNaN: true }),
        (home, away, lower) => {
          const standard = replanArbitrage([leg('a', home), leg('betfair_ex_uk', away, 0.05)]);
          const own = replanArbitrage(
            atMemberCommission(standard.legs, (book) => (book === 'betfair_ex_uk' ? lower : null)),
          );
          expect(own.returnOnStake).toBeGreaterThanOrEqual(standard.returnOnStake - 1e-12);
          const payouts = own.legs.map((l) => l.stakeRatio * l.effectivePrice);
          expect(payouts[0]).toBeCloseTo(payouts[1]!, 9);
          expect(own.legs.reduce((sum, l) => sum + l.stakeRatio, 0)).toBeCloseTo(1, 9);
        },
      ),
      run,
    );
  });

  it('leaves no arbitrage when the member pays more commission than the edge', () => {
    const standard = replanArbitrage([leg('a', 2.1), leg('betfair_ex_uk', 2.1, 0.02)]);
    expect(standard.returnOnStake).toBeGreaterThan(0);
    const own = replanArbitrage(
      atMemberCommission(standard.legs, (book) => (book === 'betfair_ex_uk' ? 0.3 : null)),
    );
    expect(own.returnOnStake).toBeLessThan(0);
  });
});
