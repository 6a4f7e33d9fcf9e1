import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../contracts/auth';
import type { MemberSubscription } from '../../contracts/billing';
import { formatLongDate } from './format-time';
import { planStatus } from './plan-status';

const now = new Date('2026-03-01T12:00:00Z');
const END = '2026-03-13T12:00:00Z';

function member(patch: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 'u1',
    email: 'm@arbiter.test',
    name: 'Member',
    firstName: 'Member',
    subscriptionTier: 'elite',
    subscriptionStatus: 'active',
    accessEndsAt: END,
    isAdmin: false,
    ...patch,
  };
}

function subscription(patch: Partial<MemberSubscription> = {}): MemberSubscription {
  return {
    planId: 'elite-monthly',
    status: 'active',
    cancelAtPeriodEnd: false,
    trialEndsAt: null,
    currentPeriodEnd: END,
    accessEndsAt: END,
    pendingPlanId: null,
    ...patch,
  };
}

const endDate = formatLongDate(END);

describe('planStatus', () => {
  it('calls a member without access the Free Plan', () => {
    const free = member({ subscriptionTier: 'free', subscriptionStatus: 'inactive' });
    expect(planStatus(free, null, now)).toMatchObject({ kind: 'free', title: 'Free Plan' });
  });

  it('counts a canceled member whose period has ended as free', () => {
    const ended = member({ subscriptionStatus: 'active', accessEndsAt: '2026-02-20T00:00:00Z' });
    expect(planStatus(ended, subscription({ cancelAtPeriodEnd: true }), now).kind).toBe('free');
  });

  it('says how many trial days are left and when billing starts', () => {
    const trial = member({ subscriptionStatus: 'trialing' });
    expect(planStatus(trial, subscription({ status: 'trialing' }), now)).toEqual({
      kind: 'trial',
      title: 'Elite trial, 12 days left',
      detail: `Billing starts on ${endDate}.`,
      badge: 'Trial: 12 days left',
    });
    const lastDay = member({
      subscriptionStatus: 'trialing',
      accessEndsAt: '2026-03-01T20:00:00Z',
    });
    expect(planStatus(lastDay, null, now).title).toBe('Elite trial, 1 day left');
  });

  it('says a canceled trial ends without a charge', () => {
    const trial = member({ subscriptionStatus: 'trialing' });
    const canceled = subscription({ status: 'trialing', cancelAtPeriodEnd: true });
    expect(planStatus(trial, canceled, now).detail).toBe(
      `Canceled: ends on ${endDate}, no charge.`,
    );
  });

  it('says whether a paid plan renews or ends, and on which date', () => {
    expect(planStatus(member(), subscription(), now)).toEqual({
      kind: 'elite',
      title: 'Elite',
      detail: `Renews on ${endDate}.`,
      badge: 'Elite',
    });
    expect(planStatus(member(), subscription({ cancelAtPeriodEnd: true }), now).detail).toBe(
      `Canceled: ends on ${endDate}.`,
    );
  });

  it('shows access given without billing by its end date, or none', () => {
    expect(planStatus(member(), null, now).detail).toBe(`Access until ${endDate}.`);
    expect(planStatus(member({ accessEndsAt: null }), null, now).detail).toBe('No end date.');
  });

  it('asks a member whose payment failed to fix it', () => {
    expect(planStatus(member({ subscriptionStatus: 'past_due' }), null, now)).toMatchObject({
      kind: 'payment-failed',
      title: 'Elite, payment failed',
    });
    expect(planStatus(member({ subscriptionStatus: 'unpaid' }), null, now).title).toBe(
      'Elite, paused',
    );
  });
});
