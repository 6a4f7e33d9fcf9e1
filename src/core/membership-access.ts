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

/**
 * Who may use the subscriber features: members with access, and admins without a plan, because
 * they run the product and answer members about what it shows. `isAdmin` must already mean a
 * verified ADMIN_EMAILS address; the server decides that, the client reads it from /api/auth/user.
 */
export function mayUseSubscriberFeatures(
  member: MembershipState & { isAdmin: boolean },
  now: Date,
): boolean {
  return member.isAdmin || hasSubscriberAccess(member, now);
}
