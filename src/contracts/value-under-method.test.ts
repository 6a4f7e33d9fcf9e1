import { describe, expect, it } from 'vitest';
import type { Opportunity } from './opportunities';
import { clearsUnderMethod, underMethod } from './value-under-method';

const evByMethod = {
  multiplicative: 0.06,
  additive: 0.02,
  power: 0.04,
  shin: 0.03,
  'odds-ratio': 0.05,
  logit: 0.05,
};
// Only the fields underMethod reads.
const value = {
  id: 'v',
  type: 'value',
  expectedValue: 0.04,
  legs: [{ price: 2.6, effectivePrice: 2.6, stakeRatio: 1, limit: 250 }],
  fair: {
    probability: 1.04 / 2.6,
    odds: 2.6 / 1.04,
    method: 'power',
    reference: 'pinnacle',
    referenceBooks: ['pinnacle'],
  },
  evByMethod,
  evRange: { min: 0.02, max: 0.06, lowest: 'additive', highest: 'multiplicative' },
  capacity: { maxStake: 250, profitAtMaxStake: 10 },
} as unknown as Opportunity;

describe('a value bet under the member’s devig method', () => {
  it('takes that method’s EV, fair price and expected profit at capacity', () => {
    const additive = underMethod(value, 'additive');
    expect(additive.expectedValue).toBe(0.02);
    expect(additive.fair?.method).toBe('additive');
    expect(additive.fair?.probability).toBeCloseTo(1.02 / 2.6, 12);
    expect(additive.fair?.odds).toBeCloseTo(2.6 / 1.02, 12);
    expect(additive.capacity).toEqual({ maxStake: 250, profitAtMaxStake: 5 });
    expect(additive.evByMethod).toBe(evByMethod);
  });

  it('leaves a bet already under the method, and arbitrage, untouched', () => {
    expect(underMethod(value, 'power')).toBe(value);
    const arbitrage = { ...value, type: 'arbitrage', evByMethod: null } as Opportunity;
    expect(underMethod(arbitrage, 'additive')).toBe(arbitrage);
  });
});

describe('whether a member on a method is shown a value bet', () => {
  it('needs that method’s EV at the minimum; zero or below never', () => {
    expect(clearsUnderMethod(value, 'shin', 0.03)).toBe(true);
    expect(clearsUnderMethod(value, 'additive', 0.03)).toBe(false);
    const zero = { ...value, evByMethod: { ...evByMethod, shin: 0 } } as Opportunity;
    expect(clearsUnderMethod(zero, 'shin', 0)).toBe(false);
  });

  it('holds a consensus-priced bet to the higher threshold its reference was held to', () => {
    const consensus = {
      ...value,
      fair: { ...value.fair!, reference: 'consensus', minEv: 0.045 },
    } as Opportunity;
    // Every method clears the member's 2 %; only those at 4.5 % or more clear the consensus bar.
    expect(clearsUnderMethod(consensus, 'power', 0.02)).toBe(false);
    expect(clearsUnderMethod(consensus, 'odds-ratio', 0.02)).toBe(true);
    expect(clearsUnderMethod(consensus, 'multiplicative', 0.02)).toBe(true);
  });

  it('shows arbitrage whatever the method', () => {
    const arbitrage = { ...value, type: 'arbitrage', evByMethod: null } as Opportunity;
    expect(clearsUnderMethod(arbitrage, 'additive', 0.5)).toBe(true);
  });
});
