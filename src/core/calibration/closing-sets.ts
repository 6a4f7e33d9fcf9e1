import { FAIR_METHODS, type FairMethod } from '../devig';
import { fairPrices, type ReferenceKind } from '../fair-reference';
import { outcomeSets, type MarketSlice, type OutcomeSlot } from '../market';
import { settleBet, type FinalScore } from '../portfolio/bet-settlement';
import { priceQuotes } from '../quote-selection';

/** One outcome set of a market at its close, devigged with every method. */
export interface ClosingSet {
  /** Home handicap for spreads, the total for totals, 0 for h2h. */
  readonly line: number;
  readonly slots: readonly OutcomeSlot[];
  readonly reference: ReferenceKind;
  readonly byMethod: Record<FairMethod, number[]>;
}

/**
 * Every outcome set of a closing slice (each book's last price before the start) that has a usable
 * reference, the one value bets use (Pinnacle, an exchange, the consensus), devigged six ways.
 * A set some method cannot price is left out whole, so every method is scored on the same sets.
 */
export function closingSets(slice: MarketSlice): ClosingSet[] {
  const priced = priceQuotes(slice.quotes, {
    now: slice.event.commenceTime,
    maxAgeMs: Number.POSITIVE_INFINITY,
  });
  return outcomeSets(slice).flatMap((set): ClosingSet[] => {
    const byMethod = {} as Record<FairMethod, number[]>;
    let reference: ReferenceKind | null = null;
    for (const method of FAIR_METHODS) {
      const fair = fairPrices(set, priced, method);
      if (!fair || !fair.probabilities.every((p) => p > 0 && p < 1)) return [];
      byMethod[method] = [...fair.probabilities];
      reference = fair.reference.kind;
    }
    if (!reference) return [];
    return [{ line: set.line ?? 0, slots: set.slots, reference, byMethod }];
  });
}

/**
 * The slot of a set that won against the final score, or null when none won outright alone (a
 * push on a whole line, a half result on a quarter line, a tie in a 2-way market, a bad name):
 * such a set says nothing about which side was likelier and is not scored.
 */
export function winningSlot(
  market: MarketSlice['kind'],
  slots: readonly OutcomeSlot[],
  score: FinalScore,
  drawPossible: boolean,
): number | null {
  const statuses = slots.map(
    (slot) =>
      settleBet(
        {
          market,
          outcome: slot.outcome,
          point: slot.point ?? null,
          odds: 2,
          stake: 1,
          drawPossible,
        },
        score,
      )?.status ?? null,
  );
  const won = statuses.filter((status) => status === 'won').length;
  const lost = statuses.filter((status) => status === 'lost').length;
  if (won !== 1 || lost !== slots.length - 1) return null;
  return statuses.indexOf('won');
}
