import { annualSavings, formatUsd, PLANS, type PlanId } from '../../../contracts/billing';

export type { PlanId };

export type PlanView = { id: PlanId; label: string; price: string; period: string; note: string };

const savings = annualSavings();

/** Every figure comes from the plan prices in contracts/billing.ts. */
export const PLAN_VIEWS: Record<PlanId, PlanView> = {
  'elite-monthly': {
    id: 'elite-monthly',
    label: 'Monthly',
    price: formatUsd(PLANS['elite-monthly'].amountCents),
    period: '/month',
    note: 'Billed monthly. Cancel anytime.',
  },
  'elite-annual': {
    id: 'elite-annual',
    label: 'Annual',
    price: formatUsd(PLANS['elite-annual'].amountCents),
    period: '/year',
    note: `About ${formatUsd(savings.monthlyEquivalentCents, { wholeDollars: true })}/month, billed yearly. Cancel anytime.`,
  },
};

export const SAVINGS_PERCENT = savings.savingsPercent;

export function parsePlanId(value: string | null): PlanId {
  return value === 'elite-annual' ? 'elite-annual' : 'elite-monthly';
}

export const ELITE_FEATURES = [
  'Real-time arbitrage detection',
  'Expected-value analysis against a fair line',
  'Live odds monitoring',
  'Stake calculator with exact stakes',
  'Kelly Criterion stake sizing',
  'Market intelligence',
  'Portfolio analytics',
  'Instant email alerts',
];
