import { describe, expect, it } from 'vitest';
import type { LocalSubscriptionRow } from '../db/schema/index';
import { advanceSubscription } from './local-billing-clock';
import { changedSubscription } from './local-subscription-changes';

const start = new Date('2026-03-01T12:00:00Z');
const at = (days: number) => new Date(start.getTime() + days * 86_400_000);
const trial: LocalSubscriptionRow = {
  id: 'sub_local_1',
  userId: '00000000-0000-4000-8000-000000000001',
  customerId: 'cus_local_1',
  planId: 'elite-monthly',
  pendingPlanId: null,
  status: 'trialing',
  trialStart: start,
  trialEnd: at(14),
  currentPeriodStart: start,
  currentPeriodEnd: at(14),
  cancelAtPeriodEnd: false,
  canceledAt: null,
  endedAt: null,
  trialWillEndSent: false,
  createdAt: start,
  lastEventCreated: Math.floor(start.getTime() / 1000),
};
const types = (events: { type: string }[]) => events.map((e) => e.type);

describe('the local billing clock', () => {
  it('does nothing before anything is due', () => {
    expect(advanceSubscription(trial, at(5)).events).toEqual([]);
  });

  it('announces the trial end three days ahead, once', () => {
    const noticed = advanceSubscription(trial, at(11.5));
    expect(types(noticed.events)).toEqual(['customer.subscription.trial_will_end']);
    expect(advanceSubscription(noticed.row, at(12)).events).toEqual([]);
  });

  it('converts a trial into a paid month at its end, with the paid invoice', () => {
    const { row, events } = advanceSubscription({ ...trial, trialWillEndSent: true }, at(14));
    expect(types(events)).toEqual(['customer.subscription.updated', 'invoice.paid']);
    expect(row).toMatchObject({
      status: 'active',
      currentPeriodStart: at(14),
      currentPeriodEnd: new Date('2026-04-15T12:00:00Z'),
    });
    expect(JSON.parse(events[1]!.payload).data.object).toMatchObject({
      amount_paid: 9_900,
      status: 'paid',
    });
  });

  it('ends a subscription canceled at period end with customer.subscription.deleted', () => {
    const canceled = changedSubscription(
      { ...trial, trialWillEndSent: true },
      { kind: 'cancel' },
      at(2),
    )!;
    const { row, events } = advanceSubscription(canceled, at(20));
    expect(types(events)).toEqual(['customer.subscription.deleted']);
    expect(row).toMatchObject({ status: 'canceled', endedAt: at(14) });
  });

  it('stamps every event of one subscription later than the one before', () => {
    const { events } = advanceSubscription(trial, at(80));
    const stamps = events.filter((e) => e.type.startsWith('customer.')).map((e) => e.created);
    expect(stamps.length).toBeGreaterThan(2);
    expect([...stamps].sort((a, b) => a - b)).toEqual(stamps);
    expect(new Set(stamps).size).toBe(stamps.length);
  });
});

describe('local portal changes', () => {
  const active = { ...trial, status: 'active' as const, trialEnd: null };

  it('switches plan at once during the trial, and at renewal during a paid period', () => {
    expect(
      changedSubscription(trial, { kind: 'switch', planId: 'elite-annual' }, start),
    ).toMatchObject({ planId: 'elite-annual', pendingPlanId: null });
    expect(
      changedSubscription(active, { kind: 'switch', planId: 'elite-annual' }, start),
    ).toMatchObject({ planId: 'elite-monthly', pendingPlanId: 'elite-annual' });
    const renewed = advanceSubscription({ ...active, pendingPlanId: 'elite-annual' }, at(14)).row;
    expect(renewed).toMatchObject({
      planId: 'elite-annual',
      pendingPlanId: null,
      currentPeriodEnd: new Date('2027-03-15T12:00:00Z'),
    });
  });

  it('cancels at period end and resumes, and reports when nothing changes', () => {
    const canceled = changedSubscription(trial, { kind: 'cancel' }, at(1));
    expect(canceled).toMatchObject({ cancelAtPeriodEnd: true, canceledAt: at(1) });
    expect(changedSubscription(canceled!, { kind: 'cancel' }, at(2))).toBeNull();
    expect(changedSubscription(canceled!, { kind: 'resume' }, at(2))).toMatchObject({
      cancelAtPeriodEnd: false,
      canceledAt: null,
    });
    expect(changedSubscription(trial, { kind: 'resume' }, at(2))).toBeNull();
  });
});
