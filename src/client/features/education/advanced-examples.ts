import { soccerExample } from './worked-examples';

/*
 * Non-arbitrage worked figures (odds conversion, bookmaker margin, middles, value bets, fees).
 * Inputs and displayed results side by side; education-examples.test.ts recomputes every result.
 */

export interface OddsConversionRow {
  /** Decimal odds, shown to 2 dp (4 dp where not exact). */
  readonly decimal: number;
  readonly american: number;
  readonly fractional: readonly [numerator: number, denominator: number];
  /** Implied probability, %, 2 dp. */
  readonly impliedPct: number;
}

/** The same price in every format. */
export const oddsConversions: readonly OddsConversionRow[] = [
  { decimal: 1.25, american: -400, fractional: [1, 4], impliedPct: 80.0 },
  { decimal: 1.8, american: -125, fractional: [4, 5], impliedPct: 55.56 },
  { decimal: 1.9091, american: -110, fractional: [10, 11], impliedPct: 52.38 },
  { decimal: 2.0, american: 100, fractional: [1, 1], impliedPct: 50.0 },
  { decimal: 2.5, american: 150, fractional: [3, 2], impliedPct: 40.0 },
  { decimal: 5.0, american: 400, fractional: [4, 1], impliedPct: 20.0 },
];

/** A standard −110 / −110 two-way line: the bookmaker's built-in margin. */
export const bookMarginExample: {
  readonly american: number;
  readonly decimal: number;
  readonly impliedPct: number;
  readonly impliedSumPct: number;
  readonly overroundPct: number;
  readonly holdPct: number;
} = {
  american: -110,
  decimal: 1.9091,
  impliedPct: 52.38,
  /** Σ of both sides' implied probabilities, %. */
  impliedSumPct: 104.76,
  /** Σ − 1, %. */
  overroundPct: 4.76,
  /** 1 − 1/Σ: the share of a balanced book the bookmaker keeps, %. */
  holdPct: 4.55,
};

export interface MiddleScenario {
  readonly label: string;
  /** Indexes of the legs that win in this scenario. */
  readonly winningLegs: readonly number[];
  readonly payout: number;
  readonly profit: number;
}

export interface MiddleExample {
  readonly legs: readonly {
    readonly bet: string;
    readonly book: string;
    readonly decimal: number;
    readonly stake: number;
  }[];
  readonly totalStaked: number;
  readonly scenarios: readonly MiddleScenario[];
  /** Probability of landing in the middle at which the position breaks even, %. */
  readonly breakEvenPct: number;
}

/** Over 45.5 at one book, Under 47.5 at another: both win on 46 or 47. */
export const middleExample: MiddleExample = {
  legs: [
    { bet: 'Over 45.5', book: 'Book A', decimal: 1.91, stake: 100 },
    { bet: 'Under 47.5', book: 'Book B', decimal: 1.91, stake: 100 },
  ],
  totalStaked: 200,
  scenarios: [
    { label: '45 points or fewer', winningLegs: [1], payout: 191, profit: -9 },
    { label: '46 or 47 points (the middle)', winningLegs: [0, 1], payout: 382, profit: 182 },
    { label: '48 points or more', winningLegs: [0], payout: 191, profit: -9 },
  ],
  breakEvenPct: 4.71,
};

export interface ValueBetExample {
  /** Both sides of the sharp book's two-way market. */
  readonly sharpOdds: readonly [number, number];
  /** No-vig probability of the side we bet: (1/d) / Σ(1/d), %. */
  readonly fairPct: number;
  readonly offeredOdds: number;
  /** p·d − 1, %. */
  readonly evPct: number;
  readonly evStake: number;
  /** Expected profit on evStake. */
  readonly evAmount: number;
  /** (p·d − 1) / (d − 1), %. */
  readonly kellyPct: number;
  readonly bankroll: number;
  /** bankroll × Kelly fraction, rounded down to the cent. */
  readonly fullKellyStake: number;
  readonly kellyFraction: number;
  readonly fractionalKellyStake: number;
}

/** Fair price from a sharp book, a better price at a soft book: EV and Kelly. */
export const valueBetExample: ValueBetExample = {
  /** Both sides of the sharp book's two-way market. */
  sharpOdds: [1.95, 1.95],
  fairPct: 50.0,
  offeredOdds: 2.1,
  evPct: 5.0,
  evStake: 100,
  evAmount: 5.0,
  kellyPct: 4.55,
  bankroll: 5000,
  fullKellyStake: 227.27,
  kellyFraction: 0.25,
  fractionalKellyStake: 56.81,
};

/** Module 6: a 3 % card fee applied to the soccer example (3.2). */
export const feeExample = {
  base: soccerExample,
  feePct: 3,
  /** The leg funded with the card: Away at Book C. */
  legIndex: 2,
  legFee: 9.27,
  profitAfterLegFee: 10.19,
  allLegsFee: 30.0,
  profitAfterAllFees: -10.54,
} as const;
