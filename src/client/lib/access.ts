import type { AuthUser } from '../../contracts/auth';
import { hasSubscriberAccess } from '../../core/membership-access';

/**
 * Active or trialing members until their period ends may use the subscriber pages: the very rule
 * the server enforces, from the same core function.
 */
export function isSubscribed(user: AuthUser | null, now: Date = new Date()): boolean {
  if (user === null) return false;
  return hasSubscriberAccess(
    {
      subscriptionStatus: user.subscriptionStatus,
      accessEndsAt: user.accessEndsAt === null ? null : new Date(user.accessEndsAt),
    },
    now,
  );
}
