import { BadgeCheck, Check } from 'lucide-react';
import { Link } from 'wouter';
import { PLANS, TRIAL_DAYS, type CheckoutSessionView } from '../../../contracts/billing';
import { buttonClass } from '../../components/button-styles';
import { Card } from '../../components/card';
import { formatLongDate } from '../../lib/format-time';

const BENEFITS = [
  'Real-time arbitrage detection',
  'Expected-value (EV) analysis against a fair price',
  'Live odds monitoring',
  'Portfolio analytics',
  'Instant email alerts',
  'Kelly Criterion optimization',
  'Market intelligence',
  'Every sport the odds feed carries',
];

function PlanBox({ view }: { view: CheckoutSessionView }) {
  const subscription = view.subscription;
  if (subscription?.status === 'trialing') {
    const end = formatLongDate(subscription.trialEndsAt ?? subscription.accessEndsAt);
    return (
      <div className="rounded-md border border-profit/40 bg-profit/10 p-4 text-sm">
        <p className="font-semibold text-profit">{TRIAL_DAYS}-Day Free Trial Active</p>
        <p className="mt-1">
          No charge until your trial ends on {end}. You can cancel anytime from Manage Plan in your
          account.
        </p>
      </div>
    );
  }
  const end = formatLongDate(subscription?.currentPeriodEnd ?? null);
  return (
    <div className="rounded-md border border-profit/40 bg-profit/10 p-4 text-sm">
      <p className="font-semibold text-profit">Membership Active</p>
      <p className="mt-1">
        {PLANS[view.planId].name}
        {end !== '' && <>, renews on {end}</>}. You can cancel anytime from Manage Plan in your
        account.
      </p>
    </div>
  );
}

/** Shown only once the server has confirmed the member's own session is complete. */
export function Welcome({ view }: { view: CheckoutSessionView }) {
  return (
    <Card className="space-y-5">
      <div>
        <span className="inline-flex items-center gap-1 rounded-full border border-profit/40 px-2.5 py-0.5 text-xs font-medium text-profit">
          <BadgeCheck className="size-3.5" aria-hidden /> Elite Access Unlocked
        </span>
        <h1 className="mt-3 text-2xl font-semibold tracking-tight">Welcome to Elite Membership!</h1>
        <p className="mt-1 text-sm text-muted">Your subscription has been successfully activated</p>
      </div>
      <PlanBox view={view} />
      <ul className="grid gap-2 text-sm sm:grid-cols-2">
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="flex items-center gap-2">
            <Check className="size-4 shrink-0 text-profit" aria-hidden />
            {benefit}
          </li>
        ))}
      </ul>
      <p className="text-sm">
        <span className="text-muted">Session ID</span>{' '}
        <code data-testid="session-id" className="break-all">
          {view.sessionId}
        </code>
      </p>
      <Link to="/dashboard" className={buttonClass('primary', 'h-10 w-full')}>
        Continue to Dashboard
      </Link>
    </Card>
  );
}
