import { Crown } from 'lucide-react';
import { Link } from 'wouter';
import type { AuthUser } from '../../../contracts/auth';
import { buttonClass } from '../../components/button-styles';
import { ManagePlanButton } from '../../components/manage-plan-button';
import { QueryError } from '../../components/query-view';
import { Skeleton } from '../../components/skeleton';
import { useBillingSummary } from '../../lib/use-billing-summary';
import { planStatus } from '../../lib/plan-status';
import { Section } from './form-controls';

/** Account status: the real plan, what happens next, and the way to change it. */
export function PlanSection({ user, now }: { user: AuthUser; now: Date }) {
  const summary = useBillingSummary();
  const status = planStatus(user, summary.data?.subscription ?? null, now);
  const isFree = status.kind === 'free';
  return (
    <Section title="Account status">
      <div className="flex flex-wrap items-center justify-between gap-3" data-testid="plan-status">
        <div className="min-w-0">
          <p className="flex items-center gap-2 font-medium">
            <Crown className={`size-4 ${isFree ? 'text-muted' : 'text-warn'}`} aria-hidden />
            {status.title}
          </p>
          {summary.isPending ? (
            <Skeleton className="mt-1 h-4 w-48" />
          ) : (
            !summary.isError && <p className="mt-0.5 text-sm text-muted">{status.detail}</p>
          )}
        </div>
        {isFree && (
          <Link to="/subscribe" className={buttonClass('primary')}>
            Upgrade to Elite
          </Link>
        )}
        {!isFree && summary.data?.canManage === true && <ManagePlanButton />}
      </div>
      {!isFree && summary.data?.canManage === false && (
        <p className="text-sm text-muted">
          Your membership was set up by an administrator; ask them to change it.
        </p>
      )}
      {summary.isError && (
        <QueryError query={summary} title="Failed to load your billing details" compact />
      )}
    </Section>
  );
}
