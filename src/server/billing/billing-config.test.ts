import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

const stripeEnv = {
  STRIPE_SECRET_KEY: 'sk_test_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  STRIPE_PRICE_MONTHLY: 'price_m',
  STRIPE_PRICE_ANNUAL: 'price_a',
};

describe('billing settings', () => {
  it('uses the local checkout with its own signing secret when no Stripe key is set', () => {
    const billing = loadConfig({}).billing;
    expect(billing.kind).toBe('local');
    expect(billing.webhookSecret).toMatch(/^whsec_local_[0-9a-f]{48}$/);
    expect(
      loadConfig({ LOCAL_BILLING_WEBHOOK_SECRET: 'whsec_0123456789abcdef' }).billing.webhookSecret,
    ).toBe('whsec_0123456789abcdef');
  });

  it('uses Stripe with its prices, and an API base URL for a stand-in', () => {
    expect(loadConfig(stripeEnv).billing).toEqual({
      kind: 'stripe',
      secretKey: 'sk_test_abc',
      webhookSecret: 'whsec_abc',
      prices: { 'elite-monthly': 'price_m', 'elite-annual': 'price_a' },
      api: null,
    });
    const standIn = loadConfig({
      ...stripeEnv,
      STRIPE_API_BASE_URL: 'http://127.0.0.1:12111',
    }).billing;
    expect(standIn).toMatchObject({ api: { host: '127.0.0.1', port: 12111, protocol: 'http' } });
  });

  it('refuses a Stripe key without its webhook secret and prices, naming each', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(ConfigError);
    try {
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set',
        'STRIPE_PRICE_MONTHLY is required when STRIPE_SECRET_KEY is set',
        'STRIPE_PRICE_ANNUAL is required when STRIPE_SECRET_KEY is set',
      ]);
    }
    expect(() => loadConfig({ STRIPE_PRICE_MONTHLY: 'price_m' })).toThrow(
      'STRIPE_SECRET_KEY is required when STRIPE_PRICE_MONTHLY is set',
    );
    expect(() => loadConfig({ ...stripeEnv, STRIPE_WEBHOOK_SECRET: 'not-a-secret' })).toThrow(
      'STRIPE_WEBHOOK_SECRET="not-a-secret" is invalid',
    );
  });
});
