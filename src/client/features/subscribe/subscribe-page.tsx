import { Check } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../components/button-styles';
import { Card } from '../../components/card';
import { MemberCapacity } from '../../components/member-capacity';
import { PageHeader } from '../../components/page-header';
import { useToast } from '../../components/toast/use-toast';
import { loginUrl } from '../../lib/login-url';
import { useAuth } from '../../lib/use-auth';
import { PlanToggle } from './plan-toggle';
import type { PlanId } from './plans';
import { ELITE_FEATURES, PLANS } from './plans';

export function SubscribePage() {
  const [planId, setPlanId] = useState<PlanId>('elite-monthly');
  const { isAuthenticated } = useAuth();
  const { toast } = useToast();
  const plan = PLANS[planId];
  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title="Elite Membership" subtitle="14-day free trial. No charge until the trial ends." />
      <Card className="mb-4">
        <MemberCapacity refetchIntervalMs={5_000} />
      </Card>
      <Card>
        <PlanToggle value={planId} onChange={setPlanId} />
        <p className="mt-4">
          <span className="text-4xl font-semibold">{plan.price}</span>
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
        <button
          type="button"
          className={buttonClass('primary', 'mt-6 h-10 w-full')}
          onClick={() => toast({ title: 'Checkout is not available yet' })}
        >
          Start 14-Day Free Trial
        </button>
        {!isAuthenticated && (
          <p className="mt-4 text-center text-sm text-muted">
            Already a member?{' '}
            <a href={loginUrl('/dashboard')} className="text-fg underline">
              Sign In
            </a>
          </p>
        )}
      </Card>
    </div>
  );
}
