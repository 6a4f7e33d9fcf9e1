import { describe, expect, it } from 'vitest';
import { checkKey, CreditAccount, RateLimiter } from './quota';

describe('CreditAccount', () => {
  const march = Date.UTC(2025, 2, 10);

  it('charges, refuses what it cannot cover and reports headers', () => {
    const account = new CreditAccount(10, march);
    expect(account.charge(6, march)).toBe(true);
    expect(account.charge(5, march)).toBe(false);
    expect(account.headers(6, march)).toEqual({
      'x-requests-used': '6',
      'x-requests-remaining': '4',
      'x-requests-last': '6',
    });
  });

  it('renews the allowance each calendar month of simulated time', () => {
    const account = new CreditAccount(10, march);
    account.charge(10, march);
    expect(account.remaining(march)).toBe(0);
    expect(account.remaining(Date.UTC(2025, 3, 1))).toBe(10);
  });
});

describe('RateLimiter', () => {
  it('allows 30 requests per rolling second per key', () => {
    let now = 0;
    const limiter = new RateLimiter(30, () => now);
    for (let i = 0; i < 30; i++) expect(limiter.allow('k')).toBe(true);
    expect(limiter.allow('k')).toBe(false);
    expect(limiter.allow('other')).toBe(true);
    now = 1001;
    expect(limiter.allow('k')).toBe(true);
  });
});

describe('checkKey', () => {
  it('accepts any non-empty key unless keys are configured', () => {
    expect(checkKey(null, {})).toBe('MISSING_KEY');
    expect(checkKey('  ', {})).toBe('MISSING_KEY');
    expect(checkKey('anything', {})).toBe('ok');
    expect(checkKey('x', { validKeys: ['good'] })).toBe('INVALID_KEY');
    expect(checkKey('old', { validKeys: ['good', 'old'], deactivatedKeys: ['old'] })).toBe(
      'DEACTIVATED_KEY',
    );
  });
});
