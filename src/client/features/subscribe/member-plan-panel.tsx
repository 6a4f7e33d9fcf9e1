import { Link } from 'wouter';
import { PLANS, type MemberSubscription } from '../../../contracts/billing';
import { buttonClass } from '../../components/button-styles';
import { Card } from '../../components/card';
import { formatLongDate } from '../../lib/format-time';
import { ManagePlanButton } from '../../components/manage-plan-button';

function statusLine(subscription: MemberSubscription): string {
  const end = formatLongDate(subscription.accessEndsAt);
  if (subscription.cancelAtPeriodEnd) return `Canceled: your Elite access continues until ${end}.`;
  if (subscription.status === 'trialing') return `Free trial until ${end}. No charge until then.`;
  if (subscription.status === 'past_due')
    return 'Your last payment failed. Update your payment method to keep access.';
  if (subscription.status === 'unpaid')
    return 'Payment failed and your Elite access is paused. Update your payment method to restore it.';
  return `Active, renews on ${end}.`;
}

/** What a member already on Elite sees instead of the checkout. */
export function MemberPlanPanel({
  subscription,
  canManage,
}: {
  subscription: MemberSubscription | null;
  canManage: boolean;
}) {
  const plan = subscription?.planId ? PLANS[subscription.planId].name : 'Elite';
  return (
    <Card>
      <h2 className="font-semibold">You're an Elite member</h2>
      <p className="mt-1 text-sm text-muted">
        {plan}
        {subscription !== null && <> · {statusLine(subscription)}</>}
      </p>
      {!canManage && (
        <p className="mt-1 text-sm text-muted">
          Your membership was set up by an administrator; ask them to change it.
        </p>
      )}
      {subscription?.pendingPlanId && (
        <p className="mt-1 text-sm text-muted">
          Switching to {PLANS[subscription.pendingPlanId].name} on{' '}
          {formatLongDate(subscription.currentPeriodEnd)}.
        </p>
      )}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        {canManage && <ManagePlanButton className="h-10 sm:flex-1" />}
        <Link to="/dashboard" className={buttonClass('secondary', 'h-10 sm:flex-1')}>
          Go to Dashboard
        </Link>
      </div>
    </Card>
  );
}
