import { PLANS, planIdSchema, type PlanId } from '../../contracts/billing';
import type { BillingConfig } from './billing-config';

/** The local checkout's own price ids, shaped like Stripe's. */
export const LOCAL_PRICE_IDS: Record<PlanId, string> = {
  'elite-monthly': 'price_local_elite_monthly',
  'elite-annual': 'price_local_elite_annual',
};

/** The plan a provider price belongs to; metadata is the fallback for prices set up by hand. */
export function planForPrice(
  config: BillingConfig,
  priceId: string | null,
  metadataPlan?: string,
): PlanId | null {
  const prices = config.kind === 'stripe' ? config.prices : LOCAL_PRICE_IDS;
  const byPrice = Object.values(PLANS).find((plan) => prices[plan.id] === priceId);
  if (byPrice) return byPrice.id;
  const parsed = planIdSchema.safeParse(metadataPlan);
  return parsed.success ? parsed.data : null;
}

const DAY_MS = 86_400_000;

/** The end of one billing period that starts at `start` (calendar months and years, as Stripe). */
export function addInterval(start: Date, interval: 'month' | 'year'): Date {
  const end = new Date(start);
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  // Jan 31 + 1 month lands on Mar 3 in JS; Stripe clamps to the month's last day.
  if (end.getUTCDate() !== start.getUTCDate()) end.setUTCDate(0);
  return end;
}

export const addDays = (start: Date, days: number) => new Date(start.getTime() + days * DAY_MS);
