import type { AuthUser } from '../../contracts/auth';
import type { MemberSubscription } from '../../contracts/billing';
import { isSubscribed } from './access';
import { daysRemaining } from './days-remaining';
import { formatLongDate } from './format-time';

export type PlanStatus = {
  kind: 'free' | 'trial' | 'elite' | 'payment-failed';
  /** "Free Plan", "Elite trial, 12 days left", "Elite". */
  title: string;
  /** What happens next: renews, ends, what to fix. */
  detail: string;
  /** A few words for the header: "Elite", "Trial: 12 days left", "Payment failed". */
  badge: string;
};

function daysLeft(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'} left`;
}

/** How a paid or trial period ends: it renews, it ends (canceled), or it has no billing at all. */
function periodEnd(subscription: MemberSubscription | null, endsAt: string | null, trial: boolean) {
  const end = formatLongDate(endsAt);
  if (end === '') return 'No end date.';
  if (subscription === null) return `Access until ${end}.`;
  if (subscription.cancelAtPeriodEnd)
    return `Canceled: ends on ${end}${trial ? ', no charge' : ''}.`;
  return trial ? `Billing starts on ${end}.` : `Renews on ${end}.`;
}

/**
 * The member's real plan in words: the access rule the server applies (active or trialing until
 * the period ends), days from the real end of the trial, and renewal or end from the billing
 * record. `subscription` is null for a member without one (free, or given access by an admin).
 */
export function planStatus(
  user: AuthUser,
  subscription: MemberSubscription | null,
  now: Date,
): PlanStatus {
  if (user.subscriptionStatus === 'past_due') {
    return {
      kind: 'payment-failed',
      title: 'Elite, payment failed',
      detail: 'Update your payment method in Manage Plan to keep your access.',
      badge: 'Payment failed',
    };
  }
  if (user.subscriptionStatus === 'unpaid') {
    return {
      kind: 'payment-failed',
      title: 'Elite, paused',
      detail: 'Your payment failed. Update your payment method in Manage Plan to restore access.',
      badge: 'Payment failed',
    };
  }
  if (!isSubscribed(user, now)) {
    return {
      kind: 'free',
      title: 'Free Plan',
      detail: 'Upgrade to Elite for live opportunities, analytics and alerts.',
      badge: 'Free Plan',
    };
  }
  const endsAt = subscription?.accessEndsAt ?? user.accessEndsAt;
  if (user.subscriptionStatus === 'trialing') {
    const days = daysRemaining(user.accessEndsAt, now);
    return {
      kind: 'trial',
      title: days === null ? 'Elite trial' : `Elite trial, ${daysLeft(days)}`,
      detail: periodEnd(subscription, endsAt, true),
      badge: days === null ? 'Trial' : `Trial: ${daysLeft(days)}`,
    };
  }
  return {
    kind: 'elite',
    title: 'Elite',
    detail: periodEnd(subscription, endsAt, false),
    badge: 'Elite',
  };
}
