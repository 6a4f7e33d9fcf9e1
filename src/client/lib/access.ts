import type { AuthUser, SubscriptionStatus } from '../../contracts/auth';

const SUBSCRIBED: ReadonlySet<SubscriptionStatus> = new Set(['active', 'trialing']);

/** Active or trialing members may use the subscriber pages (the server enforces the same rule). */
export function isSubscribed(user: AuthUser | null): boolean {
  return user !== null && SUBSCRIBED.has(user.subscriptionStatus);
}
