import { describe, expect, it } from 'vitest';
import { annualSavings, formatUsd, PLANS } from '../../contracts/billing';
import { addInterval, planForPrice } from './plans';

describe('plans', () => {
  it('prices the plans as spec section 9 says, in cents', () => {
    expect(PLANS['elite-monthly'].amountCents).toBe(9_900);
    expect(PLANS['elite-annual'].amountCents).toBe(99_900);
    expect(annualSavings()).toEqual({
      regularCents: 118_800,
      savingsCents: 18_900,
      savingsPercent: 16,
      monthlyEquivalentCents: 8_325,
    });
    expect(formatUsd(118_800)).toBe('$1,188');
    expect(formatUsd(8_325, { wholeDollars: true })).toBe('$83');
    expect(formatUsd(9_900, { wholeDollars: false })).toBe('$99.00');
  });

  it('finds the plan of a Stripe price, or of the metadata for a price set up by hand', () => {
    const stripe = {
      kind: 'stripe' as const,
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_x',
      prices: { 'elite-monthly': 'price_m', 'elite-annual': 'price_a' },
      api: null,
    };
    expect(planForPrice(stripe, 'price_a')).toBe('elite-annual');
    expect(planForPrice(stripe, 'price_other', 'elite-monthly')).toBe('elite-monthly');
    expect(planForPrice(stripe, 'price_other', 'gold')).toBeNull();
  });

  it('ends a monthly period on the same day next month, clamped to the month end like Stripe', () => {
    expect(addInterval(new Date('2026-01-15T10:00:00Z'), 'month').toISOString()).toBe(
      '2026-02-15T10:00:00.000Z',
    );
    expect(addInterval(new Date('2026-01-31T10:00:00Z'), 'month').toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(addInterval(new Date('2028-02-29T10:00:00Z'), 'year').toISOString()).toBe(
      '2029-02-28T10:00:00.000Z',
    );
  });
});
