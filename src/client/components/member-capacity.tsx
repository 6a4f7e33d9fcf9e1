import type { MembershipStatus } from '../../contracts/membership';
import { percentFull } from '../lib/percent-full';
import { useMembershipSettings } from '../lib/use-membership-settings';
import { Skeleton } from './skeleton';

const STATUS_NOTES: Record<MembershipStatus, string | null> = {
  accepting: null,
  waitlist: 'Membership is full: new sign-ups join the waitlist.',
  closed: 'Membership is closed to new members.',
};

/** The real member count against the cap, with a percent-full bar. */
export function MemberCapacity({ refetchIntervalMs }: { refetchIntervalMs?: number }) {
  const settings = useMembershipSettings(refetchIntervalMs);

  if (settings.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading member count" className="space-y-2">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="block h-2 w-full" />
      </div>
    );
  }
  if (settings.isError) {
    return (
      <p data-testid="member-count" className="text-sm text-warn">
        The member count is unavailable right now.
      </p>
    );
  }

  const { activeMembers, maxMembers, status } = settings.data;
  const percent = percentFull(activeMembers, maxMembers);
  const note = STATUS_NOTES[status];
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-4 text-sm">
        <span data-testid="member-count" className="font-medium">
          {activeMembers} of {maxMembers} members
        </span>
        <span className="text-muted">{percent.toFixed(1)}% full</span>
      </div>
      <div
        role="progressbar"
        aria-label="Membership spots taken"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-raised"
      >
        <div className="h-full rounded-full bg-fg" style={{ width: `${percent}%` }} />
      </div>
      {note !== null && <p className="text-xs text-warn">{note}</p>}
    </div>
  );
}
