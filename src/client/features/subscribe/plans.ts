export type PlanId = 'elite-monthly' | 'elite-annual';

export type Plan = { id: PlanId; label: string; price: string; period: string; note: string };

export const PLANS: Record<PlanId, Plan> = {
  'elite-monthly': {
    id: 'elite-monthly',
    label: 'Monthly',
    price: '$99',
    period: '/month',
    note: 'Billed monthly. Cancel anytime.',
  },
  'elite-annual': {
    id: 'elite-annual',
    label: 'Annual',
    price: '$999',
    period: '/year',
    note: 'About $83/month: save $189 (16%) on $1,188 billed monthly.',
  },
};

export const ELITE_FEATURES = [
  'Real-time arbitrage detection',
  'Expected-value analysis against a fair line',
  'Live odds monitoring',
  'Stake calculator',
  'Market intelligence',
  'Portfolio analytics',
  'Instant email alerts',
];
