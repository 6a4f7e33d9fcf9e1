import { quoteFillsSlot, samePoint, sameOutcome, type OutcomeSlot } from './market';
import { bestQuoteForSlot, type PricedQuote } from './quote-selection';
import { fromCents, payoutCents, toCents } from './stakes';

/**
 * Recovery when a leg of a placed arbitrage fails: a book voids a leg (its stake comes back and
 * its outcome is left uncovered) or accepts less than was asked (the outcome is only partly
 * covered). The position then loses on some result; a hedge is a new bet on the weak result(s)
 * at today's best price that raises the worst case.
 *
 * Money is counted in cents throughout, paid as a book pays (stakes.ts payoutCents), so the
 * figures shown are the figures the member would be paid.
 */

export interface PositionLeg {
  readonly outcome: string;
  readonly point: number | null;
  /** The stake the book accepted, in money units. */
  readonly stake: number;
  /** Decimal odds obtained, net of any commission. */
  readonly odds: number;
  /** A voided leg was refunded: it neither costs nor pays. */
  readonly voided: boolean;
}

export interface ProfitRange {
  readonly worst: number;
  readonly best: number;
}

export interface HedgeBet {
  readonly outcome: string;
  readonly point: number | null;
  readonly book: string;
  readonly price: number;
  readonly effectivePrice: number;
  readonly stake: number;
  /** The book's stated limit, when known; the stake never exceeds it. */
  readonly limit: number | null;
  /** True when the limit, not the balance of the position, set the stake. */
  readonly cappedByLimit: boolean;
  readonly ageMs: number;
  readonly possiblyStale: boolean;
}

export interface ResultProfit {
  readonly outcome: string;
  readonly point: number | null;
  readonly unhedged: number;
  readonly hedged: number;
}

export type HedgePlan =
  | {
      readonly kind: 'hedge';
      readonly bets: readonly HedgeBet[];
      readonly results: readonly ResultProfit[];
      readonly unhedged: ProfitRange;
      readonly hedged: ProfitRange;
    }
  /** The weakest result has no live quote: nothing on offer can raise the worst case. */
  | {
      readonly kind: 'no-quote';
      readonly uncovered: readonly OutcomeSlot[];
      readonly unhedged: ProfitRange;
    }
  /**
   * No bet on offer raises the worst case by a cent: the results already pay alike, or the
   * prices on offer would cost the position more than they protect.
   */
  | { readonly kind: 'balanced'; readonly unhedged: ProfitRange };

export interface HedgeOptions {
  /**
   * A whole-number spread or total: the result can land on the line, refunding every bet (the
   * hedge too), so the ranges include a profit of 0 whatever is staked.
   */
  readonly pushPossible?: boolean;
}

/**
 * A gap between the results' payouts bigger than this share of the largest payout marks a
 * position as unbalanced. Members round their stakes to whole units, which moves payouts by up
 * to about 1%; a leg accepted at a smaller stake moves them by far more.
 */
const BALANCE_TOLERANCE = 0.02;

/** The results a position's legs cover, one per distinct outcome slot, in the legs' order. */
export function positionResults(legs: readonly PositionLeg[]): OutcomeSlot[] {
  const slots: OutcomeSlot[] = [];
  for (const leg of legs) {
    const slot = toSlot(leg);
    if (!slots.some((s) => sameOutcome(s.outcome, slot.outcome) && samePoint(s.point, slot.point)))
      slots.push(slot);
  }
  return slots;
}

/** A void leg, or payouts further apart than rounding explains: the member should see a hedge. */
export function needsHedge(legs: readonly PositionLeg[]): boolean {
  if (legs.some((leg) => leg.voided)) return true;
  const payouts = grossPayouts(legs, positionResults(legs));
  const largest = Math.max(...payouts);
  return largest - Math.min(...payouts) > largest * BALANCE_TOLERANCE;
}

/**
 * The hedge that maximises the position's worst result, from the given live quotes (already
 * priced and filtered for freshness and for the books the member can use).
 *
 * Hedging to a payout level P means staking (P − Gᵣ)/pᵣ on every result whose payout Gᵣ is
 * below P. The worst profit is then P − staked − hedge(P): concave in P, with corners at the
 * results' payouts, so the best level is one of those payouts or the highest level the quotes
 * allow. P stops at the best-covered result's payout: above it the member would be staking on
 * every result, which is a new arbitrage, not a hedge. Stakes are rounded to cents and are at
 * least one unit, and every candidate is judged on its rounded figures; a hedge that does not
 * raise the worst case by at least a cent is not offered. Each result's hedge goes to the book
 * with the best effective price, unless its limit binds and a book with a lower price but a
 * larger limit leaves the better worst case.
 */
export function bestHedge(
  legs: readonly PositionLeg[],
  quotes: readonly PricedQuote[],
  options: HedgeOptions = {},
): HedgePlan {
  if (legs.length === 0) throw new RangeError('a position has at least one leg');
  const rangeOf = (profitsCents: readonly number[]) =>
    profitRange(options.pushPossible ? [...profitsCents, 0] : profitsCents);
  const results = positionResults(legs);
  const gross = grossPayouts(legs, results);
  const stakedCents = legs.reduce((sum, leg) => sum + (leg.voided ? 0 : toCents(leg.stake)), 0);
  const unhedgedCents = gross.map((g) => g - stakedCents);
  const unhedged = rangeOf(unhedgedCents);
  const best = results.map((slot) => bestQuoteForSlot(quotes, slot));

  const floor = Math.min(...gross);
  if (floor === Math.max(...gross)) return { kind: 'balanced', unhedged };
  const uncovered = results.filter((_, r) => gross[r] === floor && !best[r]);
  if (uncovered.length > 0) return { kind: 'no-quote', uncovered, unhedged };

  let chosen: Candidate | null = null;
  for (const books of bookChoices(results, quotes)) {
    for (const level of candidateLevels(gross, books)) {
      for (const small of ['raise', 'drop'] as const) {
        const stakes = stakesForLevel(level, gross, books, small);
        const profits = profitsWith(stakes, gross, stakedCents, books);
        if (!chosen || isBetterPlan(profits, stakes, chosen)) chosen = { books, stakes, profits };
      }
    }
  }
  if (!chosen || Math.min(...chosen.profits) <= Math.min(...unhedgedCents)) {
    return { kind: 'balanced', unhedged };
  }
  const { books, stakes, profits } = chosen;
  return {
    kind: 'hedge',
    bets: results.flatMap((slot, r) => {
      const quote = books[r];
      const stake = stakes[r] ?? 0;
      return quote && stake > 0 ? [hedgeBet(slot, quote, stake)] : [];
    }),
    results: results.map((slot, r) => ({
      outcome: slot.outcome,
      point: slot.point ?? null,
      unhedged: fromCents(unhedgedCents[r]!),
      hedged: fromCents(profits[r]!),
    })),
    unhedged,
    hedged: rangeOf(profits),
  };
}

interface Candidate {
  readonly books: readonly (PricedQuote | undefined)[];
  readonly stakes: readonly number[];
  readonly profits: readonly number[];
}

/**
 * The quotes worth trying for each result: the best effective price, then each lower price
 * whose book takes a larger stake, since a limit can bind before the price matters. Every
 * combination across the results is a choice of books.
 */
function bookChoices(
  results: readonly OutcomeSlot[],
  quotes: readonly PricedQuote[],
): (PricedQuote | undefined)[][] {
  const perResult = results.map((slot) => {
    const frontier: PricedQuote[] = [];
    for (const quote of quotes.filter((q) => quoteFillsSlot(q, slot)).sort(byPrice)) {
      const widest = frontier.at(-1);
      if (!widest || limitCents(quote) > limitCents(widest)) frontier.push(quote);
    }
    return frontier.length > 0 ? frontier : [undefined];
  });
  return perResult.reduce<(PricedQuote | undefined)[][]>(
    (combos, options) => combos.flatMap((combo) => options.map((quote) => [...combo, quote])),
    [[]],
  );
}

/** Best effective price first; then the fresher quote, then the book's name, as bestQuoteForSlot. */
function byPrice(a: PricedQuote, b: PricedQuote): number {
  if (a.effectivePrice !== b.effectivePrice) return b.effectivePrice - a.effectivePrice;
  if (a.ageMs !== b.ageMs) return a.ageMs - b.ageMs;
  return a.book < b.book ? -1 : a.book > b.book ? 1 : 0;
}

function toSlot(leg: PositionLeg): OutcomeSlot {
  return leg.point === null ? { outcome: leg.outcome } : { outcome: leg.outcome, point: leg.point };
}

/** What the placed legs pay, in cents, on each result. */
function grossPayouts(legs: readonly PositionLeg[], results: readonly OutcomeSlot[]): number[] {
  return results.map((slot) =>
    legs
      .filter((leg) => !leg.voided && sameOutcome(leg.outcome, slot.outcome))
      .filter((leg) => samePoint(leg.point ?? undefined, slot.point))
      .reduce((sum, leg) => sum + payoutCents(toCents(leg.stake), leg.odds), 0),
  );
}

/**
 * Books refuse stakes under about a unit (Betfair's minimum is £1, US books $1), so no hedge bet
 * is smaller.
 */
const MIN_STAKE_CENTS = 100;

const limitCents = (quote: PricedQuote) =>
  quote.limit === undefined || !(quote.limit >= 0) ? Infinity : Math.floor(quote.limit * 100);

/**
 * Payout levels worth trying: each result's payout, and the ceiling set by a result that cannot
 * be raised (no quote) or can be raised only to its book's limit.
 */
function candidateLevels(gross: readonly number[], best: readonly (PricedQuote | undefined)[]) {
  let ceiling = Math.max(...gross);
  gross.forEach((g, r) => {
    const quote = best[r];
    const reach = quote ? g + payoutCents(limitCents(quote), quote.effectivePrice) : g;
    ceiling = Math.min(ceiling, reach);
  });
  return [...new Set([...gross.filter((g) => g <= ceiling), ceiling])];
}

/**
 * The stakes that bring every result up to `level`. A stake under the books' minimum is either
 * raised to it (when the limit allows) or left out; the caller tries both.
 */
function stakesForLevel(
  level: number,
  gross: readonly number[],
  best: readonly (PricedQuote | undefined)[],
  small: 'raise' | 'drop',
): number[] {
  return gross.map((g, r) => {
    const quote = best[r];
    if (!quote || g >= level) return 0;
    const limit = limitCents(quote);
    // Rounded up so the rounded-down payout reaches the level; never past the book's limit.
    const stake = Math.min(Math.ceil((level - g) / quote.effectivePrice), limit);
    if (stake >= MIN_STAKE_CENTS) return stake;
    return small === 'raise' && limit >= MIN_STAKE_CENTS ? MIN_STAKE_CENTS : 0;
  });
}

function profitsWith(
  stakes: readonly number[],
  gross: readonly number[],
  stakedCents: number,
  best: readonly (PricedQuote | undefined)[],
): number[] {
  const hedgeCents = stakes.reduce((sum, stake) => sum + stake, 0);
  return gross.map(
    (g, r) =>
      g + payoutCents(stakes[r] ?? 0, best[r]?.effectivePrice ?? 1) - stakedCents - hedgeCents,
  );
}

/** A higher worst case wins; on a tie, the plan that stakes less. */
function isBetterPlan(
  profits: readonly number[],
  stakes: readonly number[],
  current: Candidate,
): boolean {
  const worst = Math.min(...profits);
  const currentWorst = Math.min(...current.profits);
  if (worst !== currentWorst) return worst > currentWorst;
  const total = (list: readonly number[]) => list.reduce((sum, stake) => sum + stake, 0);
  return total(stakes) < total(current.stakes);
}

function hedgeBet(slot: OutcomeSlot, quote: PricedQuote, stakeCents: number): HedgeBet {
  return {
    outcome: slot.outcome,
    point: slot.point ?? null,
    book: quote.book,
    price: quote.price,
    effectivePrice: quote.effectivePrice,
    stake: fromCents(stakeCents),
    limit: quote.limit ?? null,
    cappedByLimit: stakeCents === limitCents(quote),
    ageMs: quote.ageMs,
    possiblyStale: quote.possiblyStale,
  };
}

function profitRange(profitsCents: readonly number[]): ProfitRange {
  return {
    worst: fromCents(Math.min(...profitsCents)),
    best: fromCents(Math.max(...profitsCents)),
  };
}
