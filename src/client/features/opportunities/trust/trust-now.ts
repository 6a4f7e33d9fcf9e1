import type { Opportunity, TrustLevel } from '../../../../contracts/opportunities';
import { assessTrust, isBettableTrust } from '../../../../core/opportunity-trust';

export interface TrustNow {
  level: TrustLevel;
  /** Why the level is what it is, in words a member can act on (empty when fresh). */
  reasons: string[];
  /** Seconds since the last re-check at the source; null if never. */
  checkedSecondsAgo: number | null;
  /** Only confirmed and fresh prices may be called guaranteed and shown in profit green. */
  bettable: boolean;
}

/**
 * The server's trust level, aged to `now` with core's own rules: a confirmation runs out and a
 * quote grows stale between pushes without any price changing. What only the server can judge
 * (a price far from the market, too few books) stays as the server said.
 */
export function trustNow(opportunity: Opportunity, now: number): TrustNow {
  const served = opportunity.trust;
  const checkedAt = served.checkedAt === null ? null : Date.parse(served.checkedAt);
  const checkedSecondsAgo =
    checkedAt === null ? null : Math.max(0, Math.round((now - checkedAt) / 1000));
  if (served.level === 'suspect') {
    return {
      level: 'suspect',
      reasons: served.reasons.map((reason) => reason.message),
      checkedSecondsAgo,
      bettable: false,
    };
  }
  const aged = assessTrust(
    {
      legs: opportunity.legs.map((leg) => ({
        book: leg.book,
        bookTitle: leg.bookTitle,
        price: leg.price,
        ageMs: Math.max(0, now - Date.parse(leg.quotedAt)),
        marketMedianPrice: null,
      })),
      booksQuoting: Number.POSITIVE_INFINITY,
      confirmedAt: checkedAt,
      now,
    },
    {
      freshWithinMs: served.freshWithinSeconds * 1000,
      confirmedForMs: served.confirmedForSeconds * 1000,
      outlierShare: 1,
      minBooks: 0,
    },
  );
  return {
    level: aged.level,
    reasons: aged.reasons.map((reason) => reason.message),
    checkedSecondsAgo,
    bettable: isBettableTrust(aged.level),
  };
}

/** The short label of a level, as badges and alerts show it. */
export function trustLabel(trust: TrustNow): string {
  switch (trust.level) {
    case 'confirmed':
      return `confirmed ${trust.checkedSecondsAgo ?? 0} s ago`;
    case 'fresh':
      return 'fresh prices';
    case 'stale':
      return 'stale prices';
    case 'suspect':
      return 'suspect prices';
  }
}
