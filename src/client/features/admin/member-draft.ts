import {
  manualStatusSchema,
  portfolioValueSchema,
  type ManualStatus,
  type Member,
  type MemberUpdate,
} from '../../../contracts/admin';
import type { SubscriptionTier } from '../../../contracts/auth';
import { parseMoneyText } from '../../lib/money-text';

/** The Edit Member form as typed: the portfolio value stays text until it is saved. */
export interface MemberDraft {
  tier: SubscriptionTier;
  /** '' keeps the status billing set (trialing, past due…): only these three can be set by hand. */
  status: ManualStatus | '';
  portfolio: string;
  /** Hand tier and status back to billing. */
  followBilling: boolean;
}

const manual = (status: string): ManualStatus | '' => {
  const parsed = manualStatusSchema.safeParse(status);
  return parsed.success ? parsed.data : '';
};

export function toMemberDraft(member: Member): MemberDraft {
  return {
    tier: member.subscriptionTier,
    status: manual(member.subscriptionStatus),
    portfolio: member.portfolioValue.toFixed(2),
    followBilling: false,
  };
}

export type DraftResult =
  | { ok: true; update: MemberUpdate | null }
  | { ok: false; field: 'portfolio' | 'status'; error: string };

/** What the form would send (only what changed; null when nothing did), or what is wrong. */
export function memberUpdate(member: Member, draft: MemberDraft): DraftResult {
  const amount = parseMoneyText(draft.portfolio);
  if (amount === null) {
    return {
      ok: false,
      field: 'portfolio',
      error: 'Enter the portfolio value in dollars and cents, such as 1000.00.',
    };
  }
  const value = portfolioValueSchema.safeParse(amount);
  if (!value.success) {
    return { ok: false, field: 'portfolio', error: value.error.issues[0]?.message ?? '' };
  }
  const update: MemberUpdate = {};
  if (value.data !== member.portfolioValue) update.portfolioValue = value.data;
  if (draft.followBilling) {
    if (member.statusSource === 'admin') update.followBilling = true;
  } else {
    const tierChanged = draft.tier !== member.subscriptionTier;
    const statusChanged = draft.status !== '' && draft.status !== member.subscriptionStatus;
    if ((tierChanged || statusChanged) && draft.status === '') {
      return {
        ok: false,
        field: 'status',
        error: 'Choose a status (active, inactive or canceled) to set the plan by hand.',
      };
    }
    if (tierChanged) update.subscriptionTier = draft.tier;
    if (statusChanged && draft.status !== '') update.subscriptionStatus = draft.status;
  }
  return { ok: true, update: Object.keys(update).length === 0 ? null : update };
}
