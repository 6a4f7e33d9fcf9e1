import { Crown } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClass } from '../../components/button-styles';
import { planStatus } from '../../lib/plan-status';
import { useAuth } from '../../lib/use-auth';

/**
 * Wide screens have no side panel and its plan card, so the header carries the plan: a member's
 * plan leads to Settings (Manage Plan is there), a free member's "Upgrade" to /subscribe. Between
 * md and lg the header has no room for it, and its Settings link is the way there.
 */
export function HeaderPlanLink() {
  const { user } = useAuth();
  if (user === null) return null;
  const status = planStatus(user, null, new Date());
  const free = status.kind === 'free';
  return (
    <span className="hidden lg:block">
      <Link
        to={free ? '/subscribe' : '/settings?tab=account'}
        aria-label={free ? undefined : `Plan: ${status.title}. Manage it in Settings`}
        className={buttonClass(free ? 'secondary' : 'ghost', 'h-8 px-3')}
        data-testid="header-plan"
      >
        <Crown
          className={`size-4 ${status.kind === 'payment-failed' ? 'text-loss' : 'text-warn'}`}
          aria-hidden
        />
        {free ? 'Upgrade' : status.badge}
      </Link>
    </span>
  );
}
