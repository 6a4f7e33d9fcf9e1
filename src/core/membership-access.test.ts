import { describe, expect, it } from 'vitest';
import { hasSubscriberAccess } from './membership-access';

const now = new Date('2026-11-22T12:00:00Z');
const later = new Date('2026-11-30T00:00:00Z');
const earlier = new Date('2026-11-01T00:00:00Z');

describe('hasSubscriberAccess', () => {
  it('lets active and trialing members in until their period ends', () => {
    expect(hasSubscriberAccess({ subscriptionStatus: 'active', accessEndsAt: later }, now)).toBe(
      true,
    );
    expect(hasSubscriberAccess({ subscriptionStatus: 'trialing', accessEndsAt: later }, now)).toBe(
      true,
    );
    expect(hasSubscriberAccess({ subscriptionStatus: 'active', accessEndsAt: null }, now)).toBe(
      true,
    );
  });

  it('refuses members whose period has ended', () => {
    expect(
      hasSubscriberAccess({ subscriptionStatus: 'trialing', accessEndsAt: earlier }, now),
    ).toBe(false);
    expect(hasSubscriberAccess({ subscriptionStatus: 'active', accessEndsAt: now }, now)).toBe(
      false,
    );
  });

  it('refuses free, past-due and canceled members', () => {
    for (const status of ['inactive', 'past_due', 'canceled']) {
      expect(hasSubscriberAccess({ subscriptionStatus: status, accessEndsAt: later }, now)).toBe(
        false,
      );
    }
  });
});
