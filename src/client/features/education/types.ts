import type { ComponentType } from 'react';

export type Difficulty = 'Beginner' | 'Intermediate' | 'Advanced';

/** One module of the course: metadata for the navigation plus the component that renders its body. */
export interface CourseModule {
  readonly id: string;
  readonly number: number;
  readonly title: string;
  readonly difficulty: Difficulty;
  /** One sentence shown on the introduction cards. */
  readonly summary: string;
  /** What the reader can do after the module (shown under the module title). */
  readonly objectives: readonly string[];
  readonly Content: ComponentType;
}

/** A price as the bookmaker quotes it. */
export type OddsQuote =
  | { readonly format: 'decimal'; readonly value: number }
  /** Moneyline: +150 or -120. */
  | { readonly format: 'american'; readonly value: number }
  /** a/b, e.g. 6/4. */
  | { readonly format: 'fractional'; readonly numerator: number; readonly denominator: number };

/**
 * One bet of a worked example. Every field below `odds`/`commission` is a DISPLAYED result,
 * written in by hand; education-examples.test.ts recomputes each one from the inputs.
 */
export interface ArbLeg {
  readonly outcome: string;
  readonly book: string;
  readonly odds: OddsQuote;
  /** Exchange commission on net winnings, as a fraction (0.05 = 5 %). */
  readonly commission?: number;
  /** Decimal odds used in the maths (after commission), 4 dp. */
  readonly decimal: number;
  /** 100 / decimal, 2 dp. */
  readonly impliedPct: number;
  readonly stake: number;
  /** Commission charged on the winnings if this leg wins (rounded up: the house's favour). */
  readonly commissionPaid?: number;
  /** Stake × decimal (net of commission), rounded down to the cent as bookmakers pay. */
  readonly payout: number;
  /** payout − total staked on all legs. */
  readonly profit: number;
}

/** An outcome no leg covers (the trap example): every stake is lost. */
export interface UncoveredOutcome {
  readonly outcome: string;
  readonly profit: number;
}

export type ArbSizing =
  /**
   * Split a total; stakes rounded to a multiple of roundTo (0.01 = to the cent). 'nearest'
   * (default) rounds each stake to its nearest multiple; 'best-return' tries each stake rounded
   * down and up and keeps the combination with the best guaranteed return on what it stakes.
   */
  | {
      readonly kind: 'total';
      readonly total: number;
      readonly roundTo: number;
      readonly rounding?: 'nearest' | 'best-return';
    }
  /**
   * One leg's stake is fixed (a bookmaker limit, or a bet already placed); the other stakes are
   * sized to match its payout, and the total follows: Total = stake × d × Σ.
   */
  | {
      readonly kind: 'fixed-leg';
      readonly legIndex: number;
      readonly stake: number;
      /** Why the stake is fixed, shown above the table. */
      readonly reason: string;
    };

export interface ArbExample {
  readonly id: string;
  readonly label: string;
  readonly title: string;
  readonly event: string;
  readonly market: string;
  readonly sizing: ArbSizing;
  readonly legs: readonly ArbLeg[];
  readonly uncovered?: readonly UncoveredOutcome[];
  readonly result: {
    /** Σ 1/dᵢ over the legs, 4 dp. */
    readonly impliedSum: number;
    /** Arbiter's "Arbitrage %": 1/Σ − 1, in %, 2 dp. */
    readonly arbitragePct: number;
    /** Market margin 1 − Σ, in %, 2 dp. */
    readonly marginPct: number;
    /** Arbitrage % computed from the quoted odds, ignoring commission. */
    readonly grossArbitragePct?: number;
    /** The total the split starts from (the input total, or the one derived from a fixed leg). */
    readonly total: number;
    /** Σ of the (rounded) stakes actually placed. */
    readonly totalStaked: number;
    /** Total / Σ: what every leg would pay with unrounded stakes. */
    readonly equalPayout: number;
    /** Lowest profit over every possible outcome. */
    readonly worstProfit: number;
    /** worstProfit / totalStaked, in %, 2 dp. */
    readonly worstReturnPct: number;
  };
}
