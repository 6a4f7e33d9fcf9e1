import { bookByKey } from '../odds/book-directory';
import { sportGroupOf } from '../../core/catalog/sports';
import type { BetLeg } from '../../core/bet-leg';
import type { Opportunity, OpportunityLeg, RiskLevel } from '../../contracts/opportunities';
import type { TrackedOpportunity } from './opportunity-tracker';
import { identityOfCandidate } from './candidates';
import type { MarketIdentity } from '../../core/market-type';
import { assessTrust, DEFAULT_TRUST_POLICY, type TrustPolicy } from '../../core/opportunity-trust';

const title = (book: string) => bookByKey(book).title;
const iso = (ms: number) => new Date(ms).toISOString();
const round = (value: number, digits: number) => Number(value.toFixed(digits));

type MarketFields = Pick<OpportunityLeg, 'marketKey' | 'marketType' | 'player' | 'description'>;

/** Every leg names its market too: a bet is recorded and settled per leg. */
const marketFields = (market: MarketIdentity): MarketFields => ({
  marketKey: market.key,
  marketType: market.type,
  player: market.player,
  description: market.description,
});

/** A leg as served: its age moves with the clock from when it was detected (`lastSeen`). */
function toLeg(leg: BetLeg, lastSeen: number, now: number, market: MarketFields): OpportunityLeg {
  return {
    ...market,
    book: leg.book,
    bookTitle: title(leg.book),
    outcome: leg.outcome,
    point: leg.point ?? null,
    price: leg.price,
    effectivePrice: leg.effectivePrice,
    commission: leg.commission,
    stakeRatio: leg.stakeRatio,
    quoteAgeSeconds: Math.max(0, Math.round((leg.quoteAgeMs + (now - lastSeen)) / 1000)),
    quotedAt: iso(lastSeen - leg.quoteAgeMs),
    possiblyStale: leg.possiblyStale,
    limit: leg.limit ?? null,
  };
}

/** Core's trust rules over the served legs, with the market as it was when they last changed. */
export function trustOf(
  tracked: TrackedOpportunity,
  legs: readonly OpportunityLeg[],
  now: number,
  policy: TrustPolicy,
): Opportunity['trust'] {
  const context = tracked.context;
  const { level, reasons } = assessTrust(
    {
      legs: legs.map((leg, index) => ({
        book: leg.book,
        bookTitle: leg.bookTitle,
        price: leg.price,
        ageMs: Math.max(0, now - Date.parse(leg.quotedAt)),
        marketMedianPrice: context?.legMedians[index] ?? null,
      })),
      // Unknown until the market is read: not held against the opportunity.
      booksQuoting: context?.booksQuoting ?? Number.POSITIVE_INFINITY,
      confirmedAt: tracked.confirmedAt,
      now,
    },
    policy,
  );
  return {
    level,
    reasons: reasons.map((reason) => ({ code: reason.code, message: reason.message })),
    checkedAt: tracked.confirmedAt === null ? null : iso(tracked.confirmedAt),
    booksQuoting: context?.booksQuoting ?? null,
    freshWithinSeconds: policy.freshWithinMs / 1000,
    confirmedForSeconds: policy.confirmedForMs / 1000,
    outlierShare: policy.outlierShare,
    minBooks: policy.minBooks,
  };
}

/**
 * Risk, documented: high when a quote may be stale, a whole-number line can push, or the edge is
 * so large (over 5 %) that a palpable-error void is likely; low when every quote is under a
 * minute old and the edge is modest (under 3 %); medium otherwise.
 */
export function riskOf(
  ret: number,
  legs: readonly OpportunityLeg[],
  pushPossible: boolean,
): RiskLevel {
  if (pushPossible || legs.some((l) => l.possiblyStale) || ret > 0.05) return 'high';
  if (legs.every((l) => l.quoteAgeSeconds < 60) && ret < 0.03) return 'low';
  return 'medium';
}

/**
 * Largest total stake with every leg inside its book's limit at the plan's stake shares (the cap
 * of core's capTotalToLimits, before cent rounding), and what it returns; null when no leg has a
 * stated limit.
 */
export function capacityOf(
  legs: readonly Pick<OpportunityLeg, 'stakeRatio' | 'limit'>[],
  returnOnStake: number,
): Opportunity['capacity'] {
  let maxStake: number | null = null;
  for (const leg of legs) {
    if (leg.limit === null || !(leg.limit >= 0) || !(leg.stakeRatio > 0)) continue;
    const total = leg.limit / leg.stakeRatio;
    if (maxStake === null || total < maxStake) maxStake = total;
  }
  if (maxStake === null) return { maxStake: null, profitAtMaxStake: null };
  const cents = Math.floor(maxStake * 100 + 1e-6);
  return {
    maxStake: cents / 100,
    profitAtMaxStake: Math.floor((cents / 100) * returnOnStake * 100) / 100,
  };
}

const oldestAge = (legs: readonly OpportunityLeg[]) =>
  legs.reduce((oldest, leg) => Math.max(oldest, leg.quoteAgeSeconds), 0);

export function toOpportunity(
  tracked: TrackedOpportunity,
  now: number,
  feedFailing = false,
  policy: TrustPolicy = DEFAULT_TRUST_POLICY,
): Opportunity {
  const { candidate } = tracked;
  const event = candidate.event;
  const market = marketFields(identityOfCandidate(candidate));
  const base = {
    ...market,
    id: candidate.id,
    eventId: event.id,
    sport: event.sportKey,
    sportGroup: sportGroupOf(event.sportKey),
    sportTitle: event.sportTitle,
    homeTeam: event.homeTeam,
    awayTeam: event.awayTeam,
    commenceTime: iso(event.commenceTime),
    firstSeen: iso(tracked.firstSeen),
    lastSeen: iso(tracked.lastSeen),
    peakReturn: tracked.peakReturn,
    feedFailing,
  };
  if (candidate.kind === 'arbitrage') {
    const arb = candidate.arb;
    const legs = arb.legs.map((leg) => toLeg(leg, tracked.lastSeen, now, market));
    return {
      ...base,
      type: 'arbitrage',
      isArbitrage: true,
      betType: arb.kind,
      line: arb.line ?? null,
      arbitragePercentage: round(arb.arbitragePercentage, 4),
      profitMargin: round(1 - arb.impliedSum, 6),
      expectedValue: arb.returnOnStake,
      sportsbooks: legs.map((l) => ({ name: l.bookTitle, outcome: l.outcome, odds: l.price })),
      bestOdds: legs.map((l) => ({ sportsbook: l.bookTitle, outcome: l.outcome, odds: l.price })),
      riskLevel: riskOf(arb.returnOnStake, legs, arb.pushPossible),
      legs,
      fair: null,
      evByMethod: null,
      evRange: null,
      middle: null,
      possiblyStale: arb.possiblyStale,
      trust: trustOf(tracked, legs, now, policy),
      oldestQuoteAgeSeconds: oldestAge(legs),
      capacity: capacityOf(legs, arb.returnOnStake),
      pushPossible: arb.pushPossible,
    };
  }
  if (candidate.kind === 'middle') {
    const middle = candidate.middle;
    const legs = middle.legs.map((leg) => toLeg(leg, tracked.lastSeen, now, market));
    const pushPossible = middle.legs.some((leg) => Number.isInteger(leg.point));
    return {
      ...base,
      type: 'middle',
      isArbitrage: false,
      betType: middle.kind,
      line: null,
      arbitragePercentage: 0,
      profitMargin: round(-middle.oneSideReturn, 6),
      expectedValue: middle.expectedReturn,
      sportsbooks: legs.map((l) => ({ name: l.bookTitle, outcome: l.outcome, odds: l.price })),
      bestOdds: legs.map((l) => ({ sportsbook: l.bookTitle, outcome: l.outcome, odds: l.price })),
      // Most results lose a little: the edge exists only on average, under a model.
      riskLevel: 'high',
      legs,
      fair: null,
      evByMethod: null,
      evRange: null,
      middle: {
        window: { ...middle.window },
        hitResults: [...middle.hitResults],
        hitProbability: middle.hitProbability,
        oneSideReturn: middle.oneSideReturn,
        bestCaseReturn: middle.bestCaseReturn,
        model: {
          mean: middle.model.mean,
          standardDeviation: middle.model.standardDeviation,
          basis: middle.model.basis ?? 'Estimate: a normal model of the result.',
        },
      },
      possiblyStale: middle.possiblyStale,
      trust: trustOf(tracked, legs, now, policy),
      oldestQuoteAgeSeconds: oldestAge(legs),
      capacity: capacityOf(legs, middle.expectedReturn),
      pushPossible,
    };
  }
  const v = candidate.value;
  const leg: OpportunityLeg = {
    ...market,
    book: v.book,
    bookTitle: title(v.book),
    outcome: v.outcome,
    point: v.point ?? null,
    price: v.price,
    effectivePrice: v.effectivePrice,
    commission: bookByKey(v.book).commission,
    stakeRatio: 1,
    quoteAgeSeconds: Math.max(0, Math.round((v.quoteAgeMs + (now - tracked.lastSeen)) / 1000)),
    quotedAt: iso(tracked.lastSeen - v.quoteAgeMs),
    possiblyStale: v.possiblyStale,
    limit: v.limit ?? null,
  };
  return {
    ...base,
    type: 'value',
    isArbitrage: false,
    betType: v.kind,
    line: v.line ?? null,
    arbitragePercentage: 0,
    profitMargin: 0,
    expectedValue: v.ev,
    sportsbooks: [{ name: leg.bookTitle, outcome: v.outcome, odds: v.price }],
    bestOdds: [{ sportsbook: leg.bookTitle, outcome: v.outcome, odds: v.price }],
    riskLevel: riskOf(v.ev, [leg], false),
    legs: [leg],
    fair: {
      probability: v.fairProbability,
      odds: v.fairPrice,
      method: v.reference.method,
      reference: v.reference.kind,
      referenceBooks: [...v.reference.books],
      minEv: v.minEv,
    },
    evByMethod: { ...v.evByMethod },
    evRange: { ...v.evRange },
    middle: null,
    possiblyStale: v.possiblyStale,
    trust: trustOf(tracked, [leg], now, policy),
    oldestQuoteAgeSeconds: leg.quoteAgeSeconds,
    capacity: capacityOf([leg], v.ev),
    pushPossible: false,
  };
}
