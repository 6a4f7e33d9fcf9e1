import { Check } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { MONEY_BACK_DAYS, TRIAL_DAYS } from '../../../contracts/billing';
import type { MembershipSettings, MembershipStatus } from '../../../contracts/membership';
import { Card } from '../../components/card';
import { MemberCapacity } from '../../components/member-capacity';
import { PageHeader } from '../../components/page-header';
import { loginUrl } from '../../lib/login-url';
import { useAuth } from '../../lib/use-auth';
import { useMembershipSettings } from '../../lib/use-membership-settings';
import { useBillingSummary } from '../../lib/use-billing-summary';
import { AnnualSavings } from './annual-savings';
import { CheckoutButton } from './checkout-button';
import { MemberPlanPanel } from './member-plan-panel';
import { PlanToggle } from './plan-toggle';
import { ELITE_FEATURES, parsePlanId, PLAN_VIEWS } from './plans';
import { WhyEliteWin } from './why-elite-win';

/** What the button offers: closed beats everything, a full house means the waitlist. */
function intakeOf(settings: MembershipSettings | undefined): MembershipStatus | 'full' {
  if (settings === undefined || settings.status !== 'accepting')
    return settings?.status ?? 'accepting';
  return settings.activeMembers >= settings.maxMembers ? 'full' : 'accepting';
}

export function SubscribePage() {
  const [params] = useSearchParams();
  const [planId, setPlanId] = useState(() => parsePlanId(params.get('plan')));
  const { isAuthenticated, isSubscriber } = useAuth();
  const settings = useMembershipSettings(5_000);
  const summary = useBillingSummary(isAuthenticated);
  const plan = PLAN_VIEWS[planId];
  const intake = intakeOf(settings.data);
  // A past-due member still has a membership to fix, not a new one to buy.
  const status = summary.data?.subscription?.status;
  // A member whose payment failed fixes it in the billing portal rather than buying again.
  const isMember = isSubscriber || status === 'past_due' || status === 'unpaid';

  return (
    <div className="mx-auto max-w-xl space-y-4">
      <PageHeader
        title="Elite Membership"
        subtitle={`${TRIAL_DAYS}-day free trial. No charge until the trial ends. ${MONEY_BACK_DAYS}-day money-back guarantee.`}
      />
      {params.get('checkout') === 'canceled' && (
        <p role="status" className="rounded-md border border-line bg-raised p-3 text-sm">
          Checkout canceled. Nothing was charged.
        </p>
      )}
      <Card>
        <MemberCapacity refetchIntervalMs={5_000} />
      </Card>
      {isMember ? (
        <MemberPlanPanel
          subscription={summary.data?.subscription ?? null}
          canManage={summary.data?.canManage ?? true}
        />
      ) : (
        <Card>
          <PlanToggle value={planId} onChange={setPlanId} />
          <p className="mt-4">
            <span data-testid="plan-price" className="text-4xl font-semibold tabular-nums">
              {plan.price}
            </span>
            <span className="text-muted">{plan.period}</span>
          </p>
          <p className="mt-1 text-sm text-muted">{plan.note}</p>
          <ul className="mt-4 space-y-2 text-sm">
            {ELITE_FEATURES.map((feature) => (
              <li key={feature} className="flex items-center gap-2">
                <Check className="size-4 text-profit" aria-hidden />
                {feature}
              </li>
            ))}
          </ul>
          <CheckoutButton
            planId={planId}
            isAuthenticated={isAuthenticated}
            intake={intake}
            trialEligible={summary.data?.trialEligible ?? true}
          />
          {!isAuthenticated && (
            <p className="mt-4 text-center text-sm text-muted">
              Already a member?{' '}
              <a href={loginUrl('/dashboard')} className="text-fg underline">
                Sign In
              </a>
            </p>
          )}
        </Card>
      )}
      <WhyEliteWin />
      {!isMember && <AnnualSavings />}
    </div>
  );
}
