import { randomBytes } from 'node:crypto';
import type { PlanId } from '../../contracts/billing';

/**
 * The billing variables, as config.ts has validated them. Declared here rather than imported from
 * config.ts, which imports this module: the two stay free of an import cycle.
 */
export interface BillingEnv {
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  STRIPE_PRICE_MONTHLY?: string | undefined;
  STRIPE_PRICE_ANNUAL?: string | undefined;
  STRIPE_API_BASE_URL?: string | undefined;
  LOCAL_BILLING_WEBHOOK_SECRET?: string | undefined;
}
type Env = BillingEnv;

export type BillingConfig =
  | {
      kind: 'stripe';
      secretKey: string;
      webhookSecret: string;
      prices: Record<PlanId, string>;
      /** Where the Stripe API is reached; null for Stripe itself. Tests point it at a stand-in. */
      api: { host: string; port: number; protocol: 'http' | 'https' } | null;
    }
  | {
      /** The local checkout: the same events, signed with this secret, to the same webhook. */
      kind: 'local';
      webhookSecret: string;
    };

const STRIPE_REQUIRED = [
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_MONTHLY',
  'STRIPE_PRICE_ANNUAL',
] as const;

/** Stripe settings come together: a key without its webhook secret and prices cannot work. */
export function stripeProblems(e: Env): string[] {
  if (e.STRIPE_SECRET_KEY) {
    return STRIPE_REQUIRED.filter((name) => !e[name]).map(
      (name) => `${name} is required when STRIPE_SECRET_KEY is set`,
    );
  }
  const strays = [...STRIPE_REQUIRED, 'STRIPE_API_BASE_URL' as const].filter((name) => e[name]);
  if (strays.length === 0) return [];
  return [
    `STRIPE_SECRET_KEY is required when ${strays.join(', ')} ${strays.length > 1 ? 'are' : 'is'} set`,
  ];
}

export function billingConfig(e: Env): BillingConfig {
  if (!e.STRIPE_SECRET_KEY) {
    // Without a configured secret each process signs with its own: the local checkout delivers
    // its events inside the process that verifies them.
    const webhookSecret =
      e.LOCAL_BILLING_WEBHOOK_SECRET ?? `whsec_local_${randomBytes(24).toString('hex')}`;
    return { kind: 'local', webhookSecret };
  }
  const api = e.STRIPE_API_BASE_URL ? new URL(e.STRIPE_API_BASE_URL) : null;
  const protocol = api?.protocol === 'http:' ? 'http' : 'https';
  return {
    kind: 'stripe',
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? '',
    prices: {
      'elite-monthly': e.STRIPE_PRICE_MONTHLY ?? '',
      'elite-annual': e.STRIPE_PRICE_ANNUAL ?? '',
    },
    api: api
      ? { host: api.hostname, port: Number(api.port || (protocol === 'http' ? 80 : 443)), protocol }
      : null,
  };
}
