export interface MembershipState {
  subscriptionStatus: string;
  accessEndsAt: Date | null;
}

/**
 * Active and trialing members are subscribers until the end of their trial or paid period;
 * a member who cancels keeps the status until the period ends, then loses access.
 */
export function hasSubscriberAccess(member: MembershipState, now: Date): boolean {
  if (member.subscriptionStatus !== 'active' && member.subscriptionStatus !== 'trialing') {
    return false;
  }
  return member.accessEndsAt === null || member.accessEndsAt.getTime() > now.getTime();
}
