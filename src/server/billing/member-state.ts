import type { SubscriptionStatus, SubscriptionTier } from '../../contracts/auth';
import {
  compareVersions,
  TERMINAL_SUBSCRIPTION_STATUSES,
  type Version,
} from './subscription-version';

export interface SubscriptionFacts {
  status: string;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  endedAt: Date | null;
  /** A set time the subscription ends instead of renewing. */
  cancelAt?: Date | null;
  version: Version;
}

export interface MemberState {
  subscriptionStatus: SubscriptionStatus;
  subscriptionTier: SubscriptionTier;
  accessEndsAt: Date | null;
}

/** The provider's statuses in the member's words. */
export function toMemberStatus(providerStatus: string): SubscriptionStatus {
  switch (providerStatus) {
    case 'trialing':
    case 'active':
    case 'past_due':
    case 'unpaid':
    case 'canceled':
      return providerStatus;
    case 'incomplete_expired':
      return 'canceled';
    default:
      // incomplete (first payment pending) and paused give no access.
      return 'inactive';
  }
}

/** The subscription that speaks for the member: the newest live one, else the newest ended one. */
export function governingSubscription<T extends SubscriptionFacts>(subscriptions: T[]): T | null {
  const byVersion = [...subscriptions].sort((a, b) => compareVersions(b.version, a.version));
  const live = byVersion.find((s) => !TERMINAL_SUBSCRIPTION_STATUSES.has(s.status));
  return live ?? byVersion[0] ?? null;
}

function earlier(a: Date | null, b: Date | null | undefined): Date | null {
  if (!a || !b) return a ?? b ?? null;
  return b < a ? b : a;
}

/**
 * The member's status, tier and access end. accessEndsAt is the trial end or the end of the paid
 * period, or the set cancel time when that comes first: a member who cancels keeps status and
 * access until then (hasSubscriberAccess). Only a member whose payments are in order is Elite; a
 * past-due or unpaid one is named so and has no access until a payment succeeds.
 */
export function memberStateFrom(subscriptions: SubscriptionFacts[]): MemberState | null {
  const governing = governingSubscription(subscriptions);
  if (!governing) return null;
  const status = toMemberStatus(governing.status);
  const elite = status === 'trialing' || status === 'active';
  const accessEndsAt =
    status === 'canceled'
      ? (governing.endedAt ?? governing.currentPeriodEnd)
      : earlier(
          status === 'trialing'
            ? (governing.trialEnd ?? governing.currentPeriodEnd)
            : governing.currentPeriodEnd,
          governing.cancelAt,
        );
  return { subscriptionStatus: status, subscriptionTier: elite ? 'elite' : 'free', accessEndsAt };
}
