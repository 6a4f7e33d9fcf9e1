import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../contracts/settings';
import { alertOpportunity } from '../test-support/alert-opportunity';
import { opportunityFor, ruleOf } from './member-rules';

describe('an alert’s opportunity as the member sees it', () => {
  const evByMethod = {
    multiplicative: 0.07,
    additive: 0.03,
    power: 0.05,
    shin: 0.03,
    'odds-ratio': 0.045,
    logit: 0.045,
  };
  const value = alertOpportunity({
    type: 'value',
    isArbitrage: false,
    arbitragePercentage: 0,
    expectedValue: 0.05,
    fair: {
      probability: 1.05 / 2.1,
      odds: 2.1 / 1.05,
      method: 'power',
      reference: 'pinnacle',
      referenceBooks: ['pinnacle'],
      minEv: 0.02,
    },
    evByMethod,
    evRange: { min: 0.03, max: 0.07, lowest: 'additive', highest: 'multiplicative' },
  });
  const user = { id: 'u1', email: 'm@arbiter.test' };

  it('is a value bet under the member’s devig method: its EV is the one the alert shows', () => {
    const rule = ruleOf(user, { ...DEFAULT_SETTINGS, devigMethod: 'additive' }, false);
    const own = opportunityFor(rule, value, 0.02)!;
    expect(own.expectedValue).toBe(0.03);
    expect(own.fair?.method).toBe('additive');
    expect(opportunityFor(ruleOf(user, DEFAULT_SETTINGS, false), value, 0.02)).toBe(value);
  });
});
