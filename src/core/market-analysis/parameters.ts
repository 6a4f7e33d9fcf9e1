/**
 * Every number the market analysis depends on, with the sentence the page shows under "How is
 * this computed". Probabilities are fractions (0.03 = 3 percentage points of implied
 * probability), times are milliseconds. Moves are always measured in implied probability (1 /
 * decimal price), so a price crossing even money (American −102 → +102, decimal 1.98 → 2.02) is
 * a one-point move, not 204 cents.
 */

export type ParameterUnit =
  | 'books'
  | 'probability'
  | 'probability per hour'
  | 'milliseconds'
  | 'weight'
  | 'score points per percentage point'
  | 'score'
  | 'items';

export interface Parameter {
  readonly value: number;
  readonly unit: ParameterUnit;
  readonly explanation: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const PARAMETERS = {
  steamMinBooks: {
    value: 3,
    unit: 'books',
    explanation: 'Steam needs at least this many books moving the same side the same way.',
  },
  steamMinMove: {
    value: 0.03,
    unit: 'probability',
    explanation:
      'Each of those books must move the side by at least this much implied probability within the steam window.',
  },
  steamWindowMs: {
    value: 5 * MINUTE,
    unit: 'milliseconds',
    explanation:
      "All those books must start moving within this window, timed by each quote's own update time; slower drifts are not steam.",
  },
  steamBooksWeight: {
    value: 0.4,
    unit: 'weight',
    explanation:
      'Share of steam confidence from the number of books (full marks at twice the minimum).',
  },
  steamSizeWeight: {
    value: 0.35,
    unit: 'weight',
    explanation:
      'Share of steam confidence from the median move (full marks at twice the minimum).',
  },
  steamTightnessWeight: {
    value: 0.25,
    unit: 'weight',
    explanation:
      'Share of steam confidence from how quickly the minimum number of books moved (full marks when at once).',
  },
  stableBand: {
    value: 0.01,
    unit: 'probability',
    explanation:
      'A side whose consensus implied probability moved less than this since opening is shown as stable.',
  },
  velocityWindowMs: {
    value: HOUR,
    unit: 'milliseconds',
    explanation:
      'Velocity is the average book’s implied-probability change over this last stretch, per hour.',
  },
  reversalMinMove: {
    value: 0.02,
    unit: 'probability',
    explanation: 'A reversal needs a move of at least this much implied probability first…',
  },
  reversalRetrace: {
    value: 0.01,
    unit: 'probability',
    explanation: '…followed by a move back of at least this much.',
  },
  sharpMoveMin: {
    value: 0.02,
    unit: 'probability',
    explanation:
      'Sharp books (Pinnacle, exchanges, Circa, the BetOnline group) moving a side by this much since opening is sharp action.',
  },
  reverseMoveMin: {
    value: 0.005,
    unit: 'probability',
    explanation:
      'A reverse line move: the sharp books move a side one way while the recreational books move it the other way by at least this much.',
  },
  sharpMoveWeight: {
    value: 0.5,
    unit: 'weight',
    explanation:
      'Share of sharp strength from the size of the sharp books’ move (full marks at twice the sharp-action minimum).',
  },
  sharpReverseWeight: {
    value: 0.3,
    unit: 'weight',
    explanation: 'Share of sharp strength earned by a reverse line move.',
  },
  sharpSteamWeight: {
    value: 0.2,
    unit: 'weight',
    explanation: 'Share of sharp strength from steam led by a sharp book (full marks at two).',
  },
  efficiencyMarginWeight: {
    value: 4,
    unit: 'score points per percentage point',
    explanation:
      'Market efficiency loses this many points per percentage point of the median book’s margin (overround).',
  },
  efficiencyDispersionWeight: {
    value: 10,
    unit: 'score points per percentage point',
    explanation:
      'Market efficiency loses this many points per percentage point of disagreement between books (standard deviation of implied probability).',
  },
  volatilityWindowMs: {
    value: 6 * HOUR,
    unit: 'milliseconds',
    explanation: 'Volatility looks at the moves of this last stretch.',
  },
  volatilityFullScale: {
    value: 0.08,
    unit: 'probability',
    explanation:
      'Volatility is 100 when the average book moved a side back and forth by this much in total in that stretch.',
  },
  volatilityHigh: {
    value: 60,
    unit: 'score',
    explanation: 'Volatility at or above this is high.',
  },
  volatilityMedium: {
    value: 30,
    unit: 'score',
    explanation: 'Volatility at or above this (and below high) is medium.',
  },
  timingSteamRecencyMs: {
    value: 30 * MINUTE,
    unit: 'milliseconds',
    explanation: 'Steam that ended within this long is still a reason to act on the timing tab.',
  },
  waitVelocityMin: {
    value: 0.01,
    unit: 'probability per hour',
    explanation:
      'A side whose price lengthens at least this fast (implied probability per hour) is worth waiting for.',
  },
  waitHorizonMs: {
    value: 30 * MINUTE,
    unit: 'milliseconds',
    explanation: 'How far ahead a wait recommendation looks.',
  },
  marketMoveMinBooks: {
    value: 2,
    unit: 'books',
    explanation:
      'For bookmaker statistics, a market move is at least this many books moving a side the same way within the steam window.',
  },
  outlierMove: {
    value: 0.03,
    unit: 'probability',
    explanation:
      'A book’s current price is an outlier when its implied probability is this far from the median of the books quoting the side.',
  },
  outlierMinBooks: {
    value: 3,
    unit: 'books',
    explanation: 'Outliers are judged only on sides quoted by at least this many books.',
  },
  valueFullScale: {
    value: 0.05,
    unit: 'probability',
    explanation:
      'Value rating is 100 when the best price beats the fair price by this expected value (5 %).',
  },
  scoreGreen: {
    value: 80,
    unit: 'score',
    explanation:
      'Efficiency and steam confidence at or above this are shown green (and steam this sure is low-risk timing).',
  },
  scoreYellow: {
    value: 60,
    unit: 'score',
    explanation: 'Efficiency and steam confidence at or above this (below green) are shown yellow.',
  },
  listPerSportWhenAll: {
    value: 4,
    unit: 'items',
    explanation: 'With the sport filter on All, at most this many games per sport are listed.',
  },
  listPerSport: {
    value: 25,
    unit: 'items',
    explanation: 'With one sport selected, at most this many games are listed.',
  },
  listMovements: {
    value: 10,
    unit: 'items',
    explanation: 'The Line Movements tab lists this many movements.',
  },
  listIntelligenceCards: {
    value: 8,
    unit: 'items',
    explanation: 'The Market Intelligence tab shows this many cards.',
  },
  listTimingCards: {
    value: 8,
    unit: 'items',
    explanation: 'The Betting Timing tab shows this many cards.',
  },
} as const satisfies Record<string, Parameter>;

export type ParameterName = keyof typeof PARAMETERS;

export type AnalysisParameters = { readonly [K in ParameterName]: number };

export const DEFAULT_PARAMETERS: AnalysisParameters = Object.fromEntries(
  Object.entries(PARAMETERS).map(([name, parameter]) => [name, parameter.value]),
) as AnalysisParameters;

export function withParameters(overrides: Partial<AnalysisParameters> = {}): AnalysisParameters {
  return { ...DEFAULT_PARAMETERS, ...overrides };
}

export type ScoreColour = 'green' | 'yellow' | 'red';

/** Spec §9: efficiency and steam confidence are green at 80 and above, yellow at 60 and above. */
export function scoreColour(
  score: number,
  parameters: AnalysisParameters = DEFAULT_PARAMETERS,
): ScoreColour {
  if (score >= parameters.scoreGreen) return 'green';
  return score >= parameters.scoreYellow ? 'yellow' : 'red';
}
