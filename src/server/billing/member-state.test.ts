import { describe, expect, it } from 'vitest';
import { memberStateFrom, toMemberStatus, type SubscriptionFacts } from './member-state';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);
const facts = (
  status: string,
  created: number,
  extra: Partial<SubscriptionFacts> = {},
): SubscriptionFacts => ({
  status,
  trialEnd: null,
  currentPeriodEnd: day(30),
  endedAt: null,
  version: { terminal: status === 'canceled' ? 1 : 0, created, event: `evt_${created}` },
  ...extra,
});

describe('member state from subscriptions', () => {
  it("speaks the spec's five statuses", () => {
    expect(
      [
        'trialing',
        'active',
        'past_due',
        'unpaid',
        'canceled',
        'incomplete',
        'incomplete_expired',
        'paused',
      ].map(toMemberStatus),
    ).toEqual([
      'trialing',
      'active',
      'past_due',
      'past_due',
      'canceled',
      'inactive',
      'canceled',
      'inactive',
    ]);
  });

  it('gives a trialing member access until the trial end', () => {
    expect(
      memberStateFrom([facts('trialing', 1, { trialEnd: day(14), currentPeriodEnd: day(14) })]),
    ).toEqual({
      subscriptionStatus: 'trialing',
      subscriptionTier: 'elite',
      accessEndsAt: day(14),
    });
  });

  it('lets a live subscription speak for the member over an older ended one', () => {
    const ended = facts('canceled', 9, { endedAt: day(3) });
    const renewed = facts('active', 5, { currentPeriodEnd: day(40) });
    expect(memberStateFrom([ended, renewed])).toMatchObject({
      subscriptionStatus: 'active',
      accessEndsAt: day(40),
    });
  });

  it('makes an ended member free, and leaves a member without subscriptions alone', () => {
    expect(memberStateFrom([facts('canceled', 2, { endedAt: day(3) })])).toEqual({
      subscriptionStatus: 'canceled',
      subscriptionTier: 'free',
      accessEndsAt: day(3),
    });
    expect(memberStateFrom([])).toBeNull();
  });
});
