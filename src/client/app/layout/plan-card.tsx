import { Link } from 'wouter';
import { buttonClass } from '../../components/button-styles';
import { ManagePlanButton } from '../../components/manage-plan-button';
import { daysRemaining, daysRemainingLabel } from '../../lib/days-remaining';
import { useAuth } from '../../lib/use-auth';

/** The member's plan: the real days left in the trial or paid period, or an upgrade prompt. */
export function PlanCard({ onNavigate }: { onNavigate: () => void }) {
  const { user, isSubscriber } = useAuth();
  const days = isSubscriber && user !== null ? daysRemaining(user.accessEndsAt, new Date()) : null;
  const onTrial = isSubscriber && user?.subscriptionStatus === 'trialing';
  return (
    <div className="rounded-lg border border-line bg-bg p-4" data-testid="plan-card">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium">Elite plan</span>
        <span className={isSubscriber ? 'text-profit' : 'text-muted'}>
          {isSubscriber ? 'Active' : 'Inactive'}
        </span>
      </div>
      <p className="mt-1 flex flex-wrap gap-x-2 text-xs text-muted">
        {!isSubscriber && <span>Upgrade to unlock all features</span>}
        {onTrial && <span>Free trial</span>}
        {days !== null && <span>{daysRemainingLabel(days)}</span>}
      </p>
      {isSubscriber ? (
        <ManagePlanButton className="mt-3 w-full" />
      ) : (
        <Link
          to="/subscribe"
          onClick={onNavigate}
          className={buttonClass('primary', 'mt-3 w-full')}
        >
          Upgrade Now
        </Link>
      )}
    </div>
  );
}
