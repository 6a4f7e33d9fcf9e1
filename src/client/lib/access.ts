import type { AuthUser } from '../../contracts/auth';
import { hasSubscriberAccess, mayUseSubscriberFeatures } from '../../core/membership-access';

const membershipOf = (user: AuthUser) => ({
  subscriptionStatus: user.subscriptionStatus,
  accessEndsAt: user.accessEndsAt === null ? null : new Date(user.accessEndsAt),
});

/**
 * Active or trialing members until their period ends have a plan: the very rule the server
 * enforces, from the same core function.
 */
export function isSubscribed(user: AuthUser | null, now: Date = new Date()): boolean {
  if (user === null) return false;
  return hasSubscriberAccess(membershipOf(user), now);
}

/** Who sees the subscriber pages: members with a plan, and admins without one (as the server). */
export function maySeeSubscriberPages(user: AuthUser | null, now: Date = new Date()): boolean {
  if (user === null) return false;
  return mayUseSubscriberFeatures({ ...membershipOf(user), isAdmin: user.isAdmin }, now);
}
