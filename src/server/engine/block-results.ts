import type { Candidate } from './candidates';

/** A part that found nothing: one shared list, so finding nothing allocates nothing. */
export const NOTHING: readonly Candidate[] = [];

/**
 * What each part of a market block yielded when it was last evaluated: parts 0 … sets − 1 are
 * its outcome sets (arbitrage and value bets), the rest its pairs of lines (cross-line arbitrage
 * and middles), first side's slot major. With each, the ranking version and the clock it was
 * evaluated at: a part whose slots have not moved since yields the same again, its quote ages
 * aside, so it is evaluated again only when it holds something and the clock moved.
 */
export class BlockResults {
  readonly found: (readonly Candidate[])[];
  readonly version: Float64Array;
  readonly at: Float64Array;
  /** The block's ranking version and clock at its last evaluation. */
  scanVersion = -1;
  evaluatedAt = Number.NaN;
  /** Parts holding something. */
  holding = 0;

  constructor(
    readonly sets: number,
    readonly pairs: number,
  ) {
    const parts = sets + pairs;
    this.found = new Array<readonly Candidate[]>(parts).fill(NOTHING);
    this.version = new Float64Array(parts).fill(-1);
    this.at = new Float64Array(parts).fill(Number.NaN);
  }

  /** Records a part's new yield; the previous one is returned. */
  settle(part: number, next: readonly Candidate[], version: number, at: number) {
    const previous = this.found[part]!;
    this.holding += (next.length > 0 ? 1 : 0) - (previous.length > 0 ? 1 : 0);
    this.found[part] = next;
    this.version[part] = version;
    this.at[part] = at;
    return previous;
  }
}
