import { describe, expect, it } from 'vitest';
import type { Member } from '../../../contracts/admin';
import { memberUpdate, toMemberDraft } from './member-draft';

const member: Member = {
  id: 'm1',
  email: 'jane@arbiter.test',
  name: 'Jane',
  subscriptionTier: 'elite',
  subscriptionStatus: 'trialing',
  joinDate: '2026-01-10T12:00:00.000Z',
  portfolioValue: 1000,
  isProtected: false,
  statusSource: 'billing',
  manualStatus: null,
  billingStatus: 'trialing',
};

describe('the Edit Member form', () => {
  it('starts from the member, keeping a billing status it cannot set by hand', () => {
    expect(toMemberDraft(member)).toEqual({
      tier: 'elite',
      status: '',
      portfolio: '1000.00',
      followBilling: false,
    });
  });

  it('sends only what changed, and nothing when nothing did', () => {
    const draft = toMemberDraft(member);
    expect(memberUpdate(member, draft)).toEqual({ ok: true, update: null });
    expect(memberUpdate(member, { ...draft, portfolio: '$2,500.50' })).toEqual({
      ok: true,
      update: { portfolioValue: 2500.5 },
    });
    expect(memberUpdate(member, { ...draft, status: 'canceled' })).toEqual({
      ok: true,
      update: { subscriptionStatus: 'canceled' },
    });
  });

  it('refuses a portfolio value that is not money, with the same rule as the server', () => {
    for (const text of ['-5', '12.345', 'abc', '']) {
      expect(memberUpdate(member, { ...toMemberDraft(member), portfolio: text })).toMatchObject({
        ok: false,
        field: 'portfolio',
      });
    }
    expect(
      memberUpdate(member, { ...toMemberDraft(member), portfolio: '100000001' }),
    ).toMatchObject({ ok: false, error: 'The portfolio value is at most $100,000,000.' });
  });

  it('needs a status to set the tier by hand, and hands a held member back to billing', () => {
    expect(memberUpdate(member, { ...toMemberDraft(member), tier: 'free' })).toMatchObject({
      ok: false,
      field: 'status',
    });
    const held: Member = { ...member, subscriptionStatus: 'canceled', statusSource: 'admin' };
    expect(memberUpdate(held, { ...toMemberDraft(held), followBilling: true })).toEqual({
      ok: true,
      update: { followBilling: true },
    });
  });
});
