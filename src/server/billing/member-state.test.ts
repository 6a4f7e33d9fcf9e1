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
  it("names the provider's statuses in the member's words", () => {
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
      'unpaid',
      'canceled',
      'inactive',
      'canceled',
      'inactive',
    ]);
  });

  it.each(['past_due', 'unpaid'])('labels a %s member so, not Elite', (status) => {
    expect(memberStateFrom([facts(status, 1)])).toEqual({
      subscriptionStatus: status,
      subscriptionTier: 'free',
      accessEndsAt: day(30),
    });
  });

  it('ends access at a set cancel time that comes before the period end', () => {
    expect(memberStateFrom([facts('active', 1, { cancelAt: day(12) })])).toEqual({
      subscriptionStatus: 'active',
      subscriptionTier: 'elite',
      accessEndsAt: day(12),
    });
    const trial = facts('trialing', 1, { trialEnd: day(14), cancelAt: day(20) });
    expect(memberStateFrom([trial])?.accessEndsAt).toEqual(day(14));
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
