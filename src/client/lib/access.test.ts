import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../contracts/auth';
import { isSubscribed, maySeeSubscriberPages } from './access';

const user = (overrides: Partial<AuthUser>): AuthUser => ({
  id: 'u',
  email: 'a@b.test',
  name: 'A',
  firstName: 'A',
  subscriptionTier: 'elite',
  subscriptionStatus: 'active',
  accessEndsAt: '2026-12-01T00:00:00.000Z',
  isAdmin: false,
  ...overrides,
});

describe('isSubscribed', () => {
  const now = new Date('2026-11-22T00:00:00Z');
  it('follows the server rule: active or trialing until the period ends', () => {
    expect(isSubscribed(user({}), now)).toBe(true);
    expect(isSubscribed(user({ subscriptionStatus: 'trialing' }), now)).toBe(true);
    expect(isSubscribed(user({ accessEndsAt: '2026-11-21T00:00:00.000Z' }), now)).toBe(false);
    expect(isSubscribed(user({ subscriptionStatus: 'past_due' }), now)).toBe(false);
    expect(isSubscribed(null, now)).toBe(false);
  });
});

describe('maySeeSubscriberPages', () => {
  const now = new Date('2026-11-22T00:00:00Z');
  const free = { subscriptionStatus: 'inactive', accessEndsAt: null } as const;
  it('lets an admin without a plan in, as the server does, and keeps a free member out', () => {
    expect(maySeeSubscriberPages(user({ ...free, isAdmin: true }), now)).toBe(true);
    expect(maySeeSubscriberPages(user({ ...free, isAdmin: false }), now)).toBe(false);
    expect(maySeeSubscriberPages(user({}), now)).toBe(true);
    expect(maySeeSubscriberPages(null, now)).toBe(false);
  });

  it('leaves the plan itself alone: an admin without one is not subscribed', () => {
    expect(isSubscribed(user({ ...free, isAdmin: true }), now)).toBe(false);
  });
});
